// Static files: the built bundle under /dist/ and the demo pages at /. Content-hashed files (the bundle's chunks)
// are cached for a year as immutable; text is sent brotli- or gzip-compressed when the client accepts it.
import { readFile, stat } from 'node:fs/promises';
import { extname, join, normalize, sep } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, gzip } from 'node:zlib';
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
  '.m3u8': 'application/vnd.apple.mpegurl',
  '.m4s': 'video/iso.segment',
  '.mp4': 'video/mp4',
  '.ts': 'video/mp2t',
};

const COMPRESSIBLE = new Set(['.html', '.js', '.mjs', '.css', '.json', '.svg', '.map', '.txt']);
/** A Vite output name with its content hash (chunks/core-BioxjeCG.js): its content never changes. */
const HASHED = /[\\/](chunks|assets)[\\/][^\\/]+-[\w-]{8}\.\w+$/;

// Compressed bodies by path, encoding and modification time: each file is compressed once per build, off the
// event loop (brotli at its best quality takes half a second on the core chunk).
const compressed = new Map<string, Promise<Buffer>>();
const compressors = { br: promisify(brotliCompress), gzip: (body: Buffer) => promisify(gzip)(body, { level: 9 }) };

/** The encoding to send: brotli, then gzip, when the request accepts it. */
export function pickEncoding(acceptEncoding: string | undefined): 'br' | 'gzip' | null {
  const accepted = (acceptEncoding ?? '').toLowerCase();
  return /\bbr\b/.test(accepted) ? 'br' : /\bgzip\b/.test(accepted) ? 'gzip' : null;
}

/** The file `rel` under `root` as a response (undefined when there is none, or the path leaves `root`). */
export async function file(
  root: string,
  rel: string,
  acceptEncoding: string | undefined,
): Promise<Response | undefined> {
  const path = normalize(join(root, decodeURIComponent(rel)));
  if (path !== root && !path.startsWith(root + sep)) return undefined;
  const info = await stat(path).catch(() => undefined);
  const target = info?.isDirectory() ? join(path, 'index.html') : path;
  const body = await readFile(target).catch(() => undefined);
  if (!body) return undefined;
  const headers: Record<string, string> = {
    'content-type': TYPES[extname(target)] ?? 'application/octet-stream',
    'cache-control': HASHED.test(target) ? 'public, max-age=31536000, immutable' : 'no-cache',
  };
  const encoding = COMPRESSIBLE.has(extname(target)) ? pickEncoding(acceptEncoding) : null;
  if (!encoding) return new Response(body, { headers });
  const key = `${target}|${encoding}|${(await stat(target)).mtimeMs}`;
  let packed = compressed.get(key);
  if (!packed) {
    packed = compressors[encoding](body);
    compressed.set(key, packed);
  }
  return new Response((await packed) as unknown as BodyInit, {
    headers: { ...headers, 'content-encoding': encoding, vary: 'accept-encoding' },
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
    return (await file(root, rel, c.req.header('accept-encoding'))) ?? next();
  });
}

/** Serves `page` at `prefix` and every path under it: a single-page app with history routing opens at any route. */
export function serveAppPage(app: Hono, prefix: string, page: string): void {
  const answer = async () =>
    new Response(await readFile(page), { headers: { 'content-type': TYPES['.html'], 'cache-control': 'no-store' } });
  app.get(prefix, answer);
  app.get(`${prefix}/*`, answer);
}
