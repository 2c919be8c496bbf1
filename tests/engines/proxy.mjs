// A same-origin proxy in front of the reference server for the engines tier. WebKitWebDriver can neither read the
// console nor run a script before the page's own, so every HTML page passes through here and gets the tier's error
// hook (/__engines/hook.js) as the first script of its <head>. It also serves the tier's own pages (a blank page, a
// 390 px frame for WebKitGTK, whose window is never narrower than 447 px) and can hold the element chunks' requests,
// so that a test can leave the page while they are surely still loading.
import { EventEmitter } from 'node:events';
import { createServer, request } from 'node:http';
import { connect } from 'node:net';

// Runs before any script of the page: records console.error calls, uncaught errors, failed resources and unhandled
// rejections in window.__enginesErrors, and offers the checks a few page-side helpers (window.__engines).
const HOOK = `(() => {
  const errors = (window.__enginesErrors = []);
  const text = (v) => {
    if (v instanceof Error) return v.name + ': ' + v.message;
    if (typeof v === 'string') return v;
    try { return JSON.stringify(v); } catch { return String(v); }
  };
  const error = console.error;
  console.error = function (...args) {
    errors.push('console.error: ' + args.map(text).join(' '));
    return error.apply(this, args);
  };
  addEventListener('error', (e) => {
    const el = e.target;
    if (el && el !== window && el.localName) errors.push('failed resource: <' + el.localName + '> ' + (el.src || el.href || ''));
    else errors.push('uncaught: ' + (e.error ? text(e.error) : e.message) + ' at ' + e.filename + ':' + e.lineno);
  }, true);
  addEventListener('unhandledrejection', (e) => errors.push('unhandled rejection: ' + text(e.reason)));
  /** The first element matching \`css\` (and reading \`text\`, when given) in the shadow root of the first \`host\` (or in the document without one). */
  const find = (host, css, text) => {
    const root = host ? document.querySelector(host)?.shadowRoot : document;
    const all = [...(root?.querySelectorAll(css) ?? [])];
    return all.find((el) => text === undefined || el.textContent.trim() === text) ?? null;
  };
  /** The innermost element at (x, y), through open shadow roots. */
  const hit = (x, y) => {
    let el = document.elementFromPoint(x, y);
    while (el?.shadowRoot) {
      const inner = el.shadowRoot.elementFromPoint(x, y);
      if (!inner || inner === el) break;
      el = inner;
    }
    return el;
  };
  /** Scrolls el into view and answers the viewport point a pointer click on it should use, or why there is none. */
  const target = (el) => {
    if (!el) return { why: 'no such element' };
    aimed = el;
    el.scrollIntoView({ block: 'center', inline: 'center' });
    const r = el.getBoundingClientRect();
    const x = r.left + r.width / 2;
    const y = r.top + r.height / 2;
    const at = hit(x, y);
    if (!at || !(at === el || el.contains(at)))
      return { why: 'covered by <' + (at?.localName ?? 'nothing') + ' class="' + (at?.className ?? '') + '">' };
    return { x, y };
  };
  /** Records what the next pointerdown lands on, for landed() to tell whether a click reached the element target() aimed at. */
  let down = null;
  let aimed = null;
  addEventListener('pointerdown', (e) => (down = e.composedPath()[0]), true);
  const landed = () => {
    const at = down;
    const el = aimed;
    down = null;
    if (!at) return 'no pointerdown';
    return el && (el === at || el.contains(at)) ? '' : '<' + at.localName + ' class="' + (at.className ?? '') + '">';
  };
  window.__engines = { find, target, landed };
})();
`;

const BLANK =
  '<!doctype html><html><head><link rel="icon" href="data:,"><title>blank</title></head><body></body></html>';
/** WebKitGTK's 390 px page: the demo page (or `src`) in a 390 × 844 frame. */
const FRAME = `<!doctype html><html><head><link rel="icon" href="data:,"><title>390 px</title><script src="/__engines/hook.js"></script>
<style>html,body{margin:0}iframe{display:block;width:390px;height:844px;border:0}</style></head>
<body><iframe id="page"></iframe><script>document.getElementById('page').src = new URLSearchParams(location.search).get('src') || '/';</script></body></html>`;

const CHUNK = /^\/dist\/chunks\//;

/**
 * Starts the proxy for `target` (the reference server's URL) on a free port: { url, events, hold(on), close() }.
 * While hold(true), chunk requests wait (events emit 'chunk' with the path) until release() lets them through.
 */
export async function startProxy(target) {
  const upstream = new URL(target);
  const events = new EventEmitter();
  let holding = false;
  let held = [];

  const forward = (req, res) => {
    const headers = { ...req.headers, host: upstream.host };
    delete headers['accept-encoding']; // identity answers, so the HTML can be edited
    const out = request(
      { host: upstream.hostname, port: upstream.port, method: req.method, path: req.url, headers },
      (answer) => {
        const html = /^text\/html/.test(answer.headers['content-type'] ?? '');
        if (!html) {
          // The chunks are fetched on every load (not from the cache), so that the page can be left while they load.
          const headers = CHUNK.test(req.url) ? { ...answer.headers, 'cache-control': 'no-store' } : answer.headers;
          res.writeHead(answer.statusCode, headers);
          answer.pipe(res);
          return;
        }
        const chunks = [];
        answer.on('data', (c) => chunks.push(c));
        answer.on('end', () => {
          const body = Buffer.concat(chunks)
            .toString('utf8')
            .replace(/<head[^>]*>/i, (head) => `${head}<script src="/__engines/hook.js"></script>`);
          const { 'content-length': _length, ...rest } = answer.headers;
          res.writeHead(answer.statusCode, rest);
          res.end(body);
        });
      },
    );
    out.on('error', () => res.destroy());
    req.pipe(out);
  };

  const own = { '/__engines/hook.js': ['text/javascript', HOOK], '/__engines/blank.html': ['text/html', BLANK] };
  const server = createServer((req, res) => {
    const path = req.url.split('?')[0];
    if (path === '/__engines/frame.html' || own[path]) {
      const [type, body] = own[path] ?? ['text/html', FRAME];
      res.writeHead(200, { 'content-type': `${type}; charset=utf-8`, 'cache-control': 'no-store' });
      res.end(body);
    } else if (holding && CHUNK.test(path)) {
      held.push(() => forward(req, res));
      events.emit('chunk', path);
    } else forward(req, res);
  });
  // Sockets (odds pushes, chat) pass through as they are.
  const sockets = new Set();
  server.on('upgrade', (req, socket, head) => {
    sockets.add(socket);
    const up = connect(Number(upstream.port), upstream.hostname, () => {
      const lines = [`${req.method} ${req.url} HTTP/1.1`];
      for (let i = 0; i < req.rawHeaders.length; i += 2)
        lines.push(
          `${req.rawHeaders[i]}: ${/^host$/i.test(req.rawHeaders[i]) ? upstream.host : req.rawHeaders[i + 1]}`,
        );
      up.write(`${lines.join('\r\n')}\r\n\r\n`);
      if (head.length) up.write(head);
      socket.pipe(up).pipe(socket);
    });
    const end = () => {
      sockets.delete(socket);
      up.destroy();
      socket.destroy();
    };
    up.on('error', end);
    socket.on('error', end);
    up.on('close', end);
    socket.on('close', end);
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${server.address().port}`,
    events,
    /** While on, chunk requests wait; turning it off leaves the ones already held waiting until release(). */
    hold(on) {
      holding = on;
    },
    /** Lets the held chunk requests through (to a page that is gone by then, which drops them). */
    release() {
      const waiting = held;
      held = [];
      for (const go of waiting) go();
    },
    close: () =>
      new Promise((resolve) => {
        for (const socket of sockets) socket.destroy();
        held = [];
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
