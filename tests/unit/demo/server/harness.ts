// Starts the reference server in-process on port 0 with a temp DATA_DIR and a still clock, and calls it like the
// widgets do: HTTP calls, and its push and chat sockets with the frames they receive. The records live in the
// process's in-memory PGlite (one schema per DATA_DIR, so a restart on the same DATA_DIR finds them), or on the
// PostgreSQL server at TEST_DATABASE_URL (the CI's store run: .ci/run).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { afterEach, beforeAll, beforeEach } from 'vitest';
import WebSocket from 'ws';
import { encodeForm, type FormValue } from '../../../../src/api/form';
import { SOCKET_PATHS } from '../../../../src/api/paths';
import type { WireChatFrame, WireEnvelope, WirePushMessage } from '../../../../src/api/wire';
import { startServer, type RunningServer, type ServerOptions } from '../../../../demo/server/main';
import { MEMORY, openSql } from '../../../../demo/server/db';
import { PGLITE_TEMPLATE } from '../../../support/referenceServer.mjs';

export const EPOCH = Date.UTC(2025, 0, 1, 12);
/** The test servers' demo control secret: call() sends it with every /demo/control call. */
export const CONTROL_SECRET = 'unit-test-control';

/** Where the test servers' records live: TEST_DATABASE_URL (a PostgreSQL server) or the in-memory PGlite. */
export const TEST_DATABASE = process.env.TEST_DATABASE_URL || 'memory://';
// The in-memory PGlite starts once per worker (WASM compile, and initdb unless the test servers' template of a fresh
// data directory is there: seconds on a busy machine), before the first test of the first file that starts a server,
// so no test's own time limit pays for it.
beforeAll(async () => {
  if (TEST_DATABASE === MEMORY) await openSql(MEMORY, '', PGLITE_TEMPLATE);
}, 120_000);

/** The schema of a DATA_DIR's records (each test server its own, the same again on a restart). */
export const schemaOf = (dataDir: string) =>
  `t_${basename(dataDir)
    .replace(/[^a-z0-9]/gi, '_')
    .toLowerCase()}`;

export interface TestServer extends RunningServer {
  dataDir: string;
  call<T = unknown>(path: string, body?: Record<string, FormValue>, token?: string): Promise<WireEnvelope<T>>;
  raw(path: string, body: string, contentType: string): Promise<WireEnvelope<unknown>>;
  login(user?: string): Promise<string>;
  /** Closes and removes the data directory unless `keepData`. */
  stop(keepData?: boolean): Promise<void>;
}

/**
 * Starts a server (optionally on an existing data directory). A restart's simulated clock goes on from `epoch` plus
 * the time the saved world had run: a later `epoch` is time the server was down.
 */
export async function start(
  dataDir = mkdtempSync(join(tmpdir(), 'sport-server-test-')),
  matches = 60,
  epoch = EPOCH,
  /** More options (the test knobs betDecisionMs, chatGapMs). */
  more: ServerOptions = {},
): Promise<TestServer> {
  const server = await startServer({
    port: 0,
    seed: 7,
    dataDir,
    matches,
    autoTick: false,
    epoch,
    mode: 'test',
    controlSecret: CONTROL_SECRET,
    database: TEST_DATABASE,
    schema: schemaOf(dataDir),
    ...more,
  });
  const base = server.url.replace(/\/$/, '');
  const raw = async (path: string, body: string, contentType: string, token?: string) => {
    const res = await fetch(base + path, {
      method: 'POST',
      body,
      headers: {
        'content-type': contentType,
        ...(token ? { authorization: token } : {}),
        ...(path === '/demo/control' ? { 'x-demo-control': CONTROL_SECRET } : {}),
      },
    });
    return (await res.json()) as WireEnvelope<unknown>;
  };
  const call = async <T>(path: string, body: Record<string, FormValue> = {}, token?: string) =>
    (await raw(
      path,
      encodeForm({ languageType: 'ENG', ...body }).toString(),
      'application/x-www-form-urlencoded',
      token,
    )) as WireEnvelope<T>;
  return {
    ...server,
    dataDir,
    call,
    raw: (path, body, type) => raw(path, body, type),
    login: async (user = 'demo') => (await call<{ token: string }>('/demo/login', { user })).data.token,
    stop: async (keepData = false) => {
      await server.close();
      if (!keepData) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A fresh server, logged in as `user`, for each test of the calling file; `onStart` receives it and the token. */
export function serverPerTest(user: string, onStart: (srv: TestServer, token: string) => void): void {
  let srv: TestServer | undefined;
  beforeEach(async () => {
    srv = await start();
    onStart(srv, await srv.login(user));
  });
  afterEach(async () => {
    await srv?.stop();
  });
}

/**
 * Resolves once `cond()` is true, checking every 10 ms; rejects naming `what` once `ms` have passed without it (a
 * wait that ran out is the test failing, never a pass).
 */
export async function until(cond: () => boolean, what: string, ms = 3000): Promise<void> {
  const start = performance.now();
  while (!cond()) {
    if (performance.now() - start > ms) throw new Error(`timed out after ${ms} ms waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 10));
  }
}

/** An open socket of `srv` at `path` with `query`, and the frames it has received so far (parsed JSON). */
export function openSocket<F = unknown>(
  srv: TestServer,
  path: string,
  query: Record<string, string> = {},
): Promise<{ ws: WebSocket; frames: F[] }> {
  const search = Object.keys(query).length > 0 ? `?${new URLSearchParams(query)}` : '';
  const ws = new WebSocket(`${srv.url.replace('http', 'ws')}${path.slice(1)}${search}`);
  const frames: F[] = [];
  ws.on('message', (raw) => frames.push(JSON.parse(String(raw)) as F));
  return new Promise((resolve, reject) => {
    ws.once('open', () => resolve({ ws, frames }));
    ws.once('error', reject);
  });
}

/** Subscribes a push socket to `chs`; resolves once the server holds the subscription (its pong to a ping sent after). */
export async function subscribe(push: { ws: WebSocket; frames: unknown[] }, chs: string[]): Promise<void> {
  const pongs = () => push.frames.filter((f) => (f as { cmd?: string }).cmd === 'pong').length;
  const before = pongs();
  push.ws.send(JSON.stringify({ cmd: 'sub', chs }));
  push.ws.send(JSON.stringify({ cmd: 'ping' }));
  await until(() => pongs() > before, `the pong after subscribing to ${chs.join(', ')}`);
}

/** The push socket, open. */
export const openPush = <T = unknown>(srv: TestServer) => openSocket<WirePushMessage<T>>(srv, SOCKET_PATHS.push);

/** A room's chat socket, open (`query`: liveRoomId, and a chat token for a logged-in viewer). */
export const openChat = (srv: TestServer, query: Record<string, string>) =>
  openSocket<WireChatFrame>(srv, SOCKET_PATHS.chat, query);

/**
 * The host opens the room to everyone (demo control unlockRoom): the entertainment room LR1000 is locked for a viewer
 * who is not logged in, whose chat socket then waits without its history (roomLock.test.ts). Tests that watch that
 * room anonymously open it first.
 */
export async function openToAll(srv: TestServer, liveRoomId = 'LR1000'): Promise<void> {
  const res = await srv.call('/demo/control', { action: 'unlockRoom', liveRoomId });
  if (res.code !== 1) throw new Error(`unlockRoom ${liveRoomId} refused: ${res.msg}`);
}
