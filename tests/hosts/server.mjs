// The hosts tier's static web server: the built host pages (another origin than the reference server, as a host
// site and a CDN-hosted API are), a "CDN" copy of the installed package as another version for the two-copies
// pages, and csp.html under the strict policy of demo/server/csp.ts with a fresh nonce on each of its scripts. The
// installed package's dist/ as published under /pkg/, and under /tampered/ with one byte of its core chunk changed
// (the import map page: flows/importmap.mjs).
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join } from 'node:path';
import { tsImport } from 'tsx/esm/api';

const { strictPolicy } = await tsImport('../../demo/server/csp.ts', import.meta.url);

const TYPES = { '.js': 'text/javascript', '.html': 'text/html', '.css': 'text/css', '.json': 'application/json' };

/** The path under which the pages load the second copy: the package's dist/ with its version string replaced. */
export const snippetBase = (version) => `/cdn/sport-widgets@${version}-copy/`;
/** The package's dist/ as published, and a copy whose core chunk has one byte changed (its version's last digit). */
export const PUBLISHED = '/pkg/';
export const TAMPERED = '/tampered/';

/**
 * Serves `pages` (the host build's dist/) and, under snippetBase(version), `packageDist` as version `…-copy`;
 * `apiUrl` is the reference server the CSP page's policy lets the widgets reach. Resolves { url, close() }.
 */
export async function startHostServer({ pages, packageDist, version, apiUrl }) {
  const api = new URL(apiUrl);
  const apiOrigins = [api.origin, `ws://${api.host}`];
  const copy = snippetBase(version);
  const server = createServer((req, res) => {
    const path = decodeURIComponent(new URL(req.url, 'http://host').pathname);
    const prefix = [copy, PUBLISHED, TAMPERED].find((p) => path.startsWith(p));
    const [root, file] = prefix
      ? [packageDist, path.slice(prefix.length)]
      : [pages, path === '/' ? 'index.html' : path.slice(1)];
    const full = join(root, file);
    if (!full.startsWith(root) || !existsSync(full)) return void res.writeHead(404).end();
    const headers = { 'content-type': TYPES[extname(full)] ?? 'application/octet-stream', 'cache-control': 'no-store' };
    let body = readFileSync(full);
    if (prefix === copy) body = body.toString('utf8').replaceAll(version, `${version}-copy`);
    if (prefix === TAMPERED && /^chunks\/core-[\w-]+\.js$/.test(file))
      body = body.toString('utf8').replace(
        version,
        version.replace(/\d$/, (d) => String((Number(d) + 1) % 10)),
      );
    if (file === 'csp.html') {
      const nonce = randomBytes(16).toString('base64');
      headers['content-security-policy'] = strictPolicy(nonce, apiOrigins);
      body = body
        .toString('utf8')
        .replaceAll('<script', `<script nonce="${nonce}"`)
        .replaceAll('<link rel="modulepreload"', `<link rel="modulepreload" nonce="${nonce}"`);
    }
    res.writeHead(200, headers).end(body);
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${server.address().port}`,
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}
