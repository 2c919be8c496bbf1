// Bench pages: a generated host page at `origin`/__bench/, the built bundle served from dist/ on disk,
// every other request passed to the reference server (or refused when there is none).
import { readFile } from 'node:fs/promises';
import { extname, join, normalize } from 'node:path';
import type { Browser, Page } from 'playwright-core';

/** The build to measure: dist/, or BENCH_DIST (a copy, so a concurrent rebuild cannot change it mid-run). */
export const DIST = process.env.BENCH_DIST || join(import.meta.dirname, '../../dist');
const PAGE_PATH = '/__bench/page.html';
const TYPES: Record<string, string> = { '.js': 'text/javascript', '.css': 'text/css', '.json': 'application/json' };

export interface BenchPage {
  page: Page;
  /** Paths under dist/ the page requested so far (e.g. 'sport-widgets.js', 'chunks/define-x.js'). */
  distRequests: Set<string>;
  /** Navigates to the page. */
  open(): Promise<void>;
  close(): Promise<void>;
}

/** A host page whose body is `body`, in a fresh context (empty storage), not yet navigated: call `open()`. */
export async function benchPage(browser: Browser, origin: string, body: string): Promise<BenchPage> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  const distRequests = new Set<string>();
  const html = `<!doctype html><html><head><meta charset="utf-8"><link rel="icon" href="data:,"></head><body>${body}</body></html>`;
  await page.route(`${origin}/**`, async (route) => {
    const { pathname } = new URL(route.request().url());
    if (pathname === PAGE_PATH) return route.fulfill({ contentType: 'text/html', body: html });
    if (pathname.startsWith('/dist/')) {
      const file = normalize(pathname.slice('/dist/'.length));
      distRequests.add(file);
      const data = await readFile(join(DIST, file)).catch(() => null);
      return data ? route.fulfill({ body: data, contentType: TYPES[extname(file)] ?? 'application/octet-stream' }) : route.fulfill({ status: 404 });
    }
    return origin.endsWith('.invalid') ? route.abort() : route.continue();
  });
  return {
    page,
    distRequests,
    open: async () => {
      await page.goto(`${origin}${PAGE_PATH}`);
    },
    close: () => context.close(),
  };
}

/** Origin for pages when no reference server runs: nothing behind it but the routed page and bundle. */
export const OFFLINE_ORIGIN = 'http://bench.invalid';
