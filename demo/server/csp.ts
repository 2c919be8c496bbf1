// A demo host page under a strict Content Security Policy (issue 17): the policy a host needs, served with a fresh
// nonce per request, so the e2e flow and an integrator can see the widgets run without a violation.
import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { Hono } from 'hono';

/**
 * The strict policy, for a page whose scripts carry `nonce` (the README documents the same). `apiOrigins`: the
 * origins of an API on another host than the page (its http and ws origins), which the widgets call and stream from.
 */
export function strictPolicy(nonce: string, apiOrigins: readonly string[] = []): string {
  const api = apiOrigins.map((origin) => ` ${origin}`).join('');
  return [
    "default-src 'self'",
    `script-src 'nonce-${nonce}' 'strict-dynamic'`,
    `style-src 'self' 'nonce-${nonce}'`,
    `connect-src 'self'${api}`,
    "img-src 'self' data:",
    `media-src 'self' blob:${api}`,
    "object-src 'none'",
    "base-uri 'none'",
    "require-trusted-types-for 'script'",
  ].join('; ');
}

/** Serves `page` (its `{{nonce}}` marks replaced) at `path` under the strict policy. */
export function serveStrictPage(app: Hono, path: string, page: string): void {
  app.get(path, async (c) => {
    const nonce = randomBytes(16).toString('base64');
    const html = (await readFile(page, 'utf8')).replaceAll('{{nonce}}', nonce);
    return c.html(html, 200, { 'content-security-policy': strictPolicy(nonce), 'cache-control': 'no-store' });
  });
}
