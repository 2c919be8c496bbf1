// Starts the reference server in-process on port 0 with a temp DATA_DIR and a still clock, and calls it like the widgets do.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach } from 'vitest';
import { encodeForm, type FormValue } from '../../../../src/api/form';
import type { WireEnvelope } from '../../../../src/api/wire';
import { startServer, type RunningServer } from '../../../../demo/server/main';

export const EPOCH = Date.UTC(2025, 0, 1, 12);

export interface TestServer extends RunningServer {
  dataDir: string;
  call<T = unknown>(path: string, body?: Record<string, FormValue>, token?: string): Promise<WireEnvelope<T>>;
  raw(path: string, body: string, contentType: string): Promise<WireEnvelope<unknown>>;
  login(user?: string): Promise<string>;
  /** Closes and removes the data directory unless `keepData`. */
  stop(keepData?: boolean): Promise<void>;
}

/** Starts a server (optionally on an existing data directory). */
export async function start(
  dataDir = mkdtempSync(join(tmpdir(), 'sport-server-test-')),
  matches = 60,
): Promise<TestServer> {
  const server = await startServer({ port: 0, seed: 7, dataDir, matches, autoTick: false, epoch: EPOCH });
  const base = server.url.replace(/\/$/, '');
  const raw = async (path: string, body: string, contentType: string, token?: string) => {
    const res = await fetch(base + path, {
      method: 'POST',
      body,
      headers: { 'content-type': contentType, ...(token ? { authorization: token } : {}) },
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
