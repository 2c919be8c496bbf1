// Static files: the built bundle under /dist/ and the demo pages at /.
import { readFile, stat } from 'node:fs/promises';
import { extname, join, normalize, sep } from 'node:path';
import type { Hono } from 'hono';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.map': 'application/json',
  '.txt': 'text/plain; charset=utf-8',
};

async function file(root: string, rel: string): Promise<Response | undefined> {
  const path = normalize(join(root, decodeURIComponent(rel)));
  if (path !== root && !path.startsWith(root + sep)) return undefined;
  const target = (await stat(path).catch(() => undefined))?.isDirectory() ? join(path, 'index.html') : path;
  const body = await readFile(target).catch(() => undefined);
  if (!body) return undefined;
  return new Response(body, {
    headers: { 'content-type': TYPES[extname(target)] ?? 'application/octet-stream', 'cache-control': 'no-cache' },
  });
}

/** Serves `root` at the URL prefix (no listing, no path escape). */
export function serveFolder(app: Hono, prefix: string, root: string): void {
  app.get(`${prefix}*`, async (c, next) => {
    let rel: string;
    try {
      rel = c.req.path.slice(prefix.length) || 'index.html';
      decodeURIComponent(rel);
    } catch {
      return next();
    }
    return (await file(root, rel)) ?? next();
  });
}
