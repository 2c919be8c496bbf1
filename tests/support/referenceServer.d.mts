// Types of referenceServer.mjs for the TypeScript callers (the bench).
import type { ChildProcess } from 'node:child_process';

export interface StartedReferenceServer {
  url: string;
  child: ChildProcess;
  stop(): Promise<void>;
  /** What a /demo/control call carries in the CONTROL_HEADER (the server runs in test mode). */
  controlSecret: string;
}

export declare const TEST_TIMINGS_ENV: Record<string, string>;
export declare const CONTROL_HEADER: string;
/** A fresh PGlite data directory's tarball in the temp dir, made by the first test server that finds none. */
export declare const PGLITE_TEMPLATE: string;

/** Starts demo/server/main.ts on a free port with a fresh data dir; `env` adds to or overrides its environment. */
export function startReferenceServer(env?: Record<string, string>): Promise<StartedReferenceServer>;

/** A port nobody listens on right now. */
export function freePort(): Promise<number>;
/** Ends a child process: SIGTERM, then SIGKILL after 5 s; resolves once it has exited. */
export function stopChild(child: ChildProcess): Promise<void>;
