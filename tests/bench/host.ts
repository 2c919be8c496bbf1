// The bench's host site: a real HTTP server serving the generated pages and the built bundle, passing every
// other request (and websocket upgrade) through to the reference server. No browser request interception:
// Playwright's routing pauses every request of a page for a round trip through Node, which the timings
// would count as ours (about 100 ms for the core chunk alone on these machines).
import { readFile } from 'node:fs/promises';
import { createServer, request, type IncomingMessage } from 'node:http';
import { connect, type AddressInfo } from 'node:net';
import { extname, join, normalize } from 'node:path';

const TYPES: Record<string, string> = { '.js': 'text/javascript', '.css': 'text/css', '.json': 'application/json' };

export interface BenchHost {
  /** The host site's origin, e.g. http://127.0.0.1:41234. */
  origin: string;
  /** Publishes a page with `html` and returns its path. */
  addPage(html: string): string;
  close(): Promise<void>;
}

/**
 * Serves each folder at its URL prefix (the bundle at /dist/) and pages at /__bench/; everything else goes to
 * `upstream` (502 when null), its demo control calls with the upstream's `control` header (the reference server's
 * secret) added.
 */
export async function startBenchHost(
  folders: Record<string, string>,
  upstream: string | null,
  control: Record<string, string> = {},
): Promise<BenchHost> {
  const pages = new Map<string, string>();
  const target = upstream ? new URL(upstream) : null;
  const headOf = (req: IncomingMessage) => {
    const lines = [`${req.method} ${req.url} HTTP/1.1`];
    for (let i = 0; i < req.rawHeaders.length; i += 2) lines.push(`${req.rawHeaders[i]}: ${req.rawHeaders[i + 1]}`);
    return `${lines.join('\r\n')}\r\n\r\n`;
  };

  const server = createServer(async (req, res) => {
    const { pathname } = new URL(req.url ?? '/', 'http://host');
    const page = pages.get(pathname);
    if (page !== undefined) return res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(page);
    const prefix = Object.keys(folders).find((p) => pathname.startsWith(p));
    if (prefix) {
      const file = normalize(pathname.slice(prefix.length));
      const data = file.startsWith('..') ? null : await readFile(join(folders[prefix], file)).catch(() => null);
      if (!data) return res.writeHead(404).end();
      return res.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' }).end(data);
    }
    if (!target) return res.writeHead(502).end();
    const forward = request(
      {
        host: target.hostname,
        port: target.port,
        method: req.method,
        path: req.url,
        headers: pathname === '/demo/control' ? { ...req.headers, ...control } : req.headers,
      },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    forward.on('error', () => (res.headersSent ? res.destroy() : res.writeHead(502).end()));
    req.pipe(forward);
  });
  const upgraded = new Set<{ destroy(): void }>();
  server.on('upgrade', (req, socket, head) => {
    if (!target) return socket.destroy();
    upgraded.add(socket);
    socket.on('close', () => upgraded.delete(socket));
    const forward = connect(Number(target.port), target.hostname, () => {
      forward.write(headOf(req));
      forward.write(head);
      socket.pipe(forward).pipe(socket);
    });
    forward.on('error', () => socket.destroy());
    socket.on('error', () => forward.destroy());
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  let next = 0;
  return {
    origin: `http://127.0.0.1:${port}`,
    addPage(html) {
      const path = `/__bench/page-${next++}.html`;
      pages.set(path, html);
      return path;
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of upgraded) socket.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
