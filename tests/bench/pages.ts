// Bench pages: a generated host page published on the bench host (tests/bench/host.ts), which serves the
// built bundle from dist/ and passes every other request to the reference server (or answers 502 without one).
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import type { BenchHost } from './host';

/** The build to measure: dist/, or BENCH_DIST (a copy, so a concurrent rebuild cannot change it mid-run). */
export const DIST = process.env.BENCH_DIST || join(import.meta.dirname, '../../dist');

export interface BenchPage {
  page: Page;
  /** Paths under dist/ the page requested so far (e.g. 'sport-widgets.js', 'chunks/define-x.js'). */
  distRequests: Set<string>;
  /** Navigates to the page. */
  open(): Promise<void>;
  close(): Promise<void>;
}

/** A host page whose body is `body`, in a fresh context (empty storage), not yet navigated: call `open()`. */
export async function benchPage(browser: Browser, host: BenchHost, body: string): Promise<BenchPage> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  const distRequests = new Set<string>();
  const path = host.addPage(
    `<!doctype html><html><head><meta charset="utf-8"><link rel="icon" href="data:,"></head><body>${body}</body></html>`,
  );
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.origin === host.origin && url.pathname.startsWith('/dist/'))
      distRequests.add(url.pathname.slice('/dist/'.length));
  });
  return {
    page,
    distRequests,
    open: async () => {
      await page.goto(`${host.origin}${path}`);
    },
    close: () => context.close(),
  };
}
