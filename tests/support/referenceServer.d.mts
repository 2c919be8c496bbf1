// Types of referenceServer.mjs for the TypeScript callers (the bench).
import type { ChildProcess } from 'node:child_process';

export interface StartedReferenceServer {
  url: string;
  child: ChildProcess;
  stop(): Promise<void>;
}

/** Starts demo/server/main.ts on a free port with a fresh data dir; `env` adds to or overrides its environment. */
export function startReferenceServer(env?: Record<string, string>): Promise<StartedReferenceServer>;
