// Test helpers: a fake fetch that records requests and answers from a script, and a fake ApiContext.
import { vi } from 'vitest';
import type { ApiContext } from '../../../src/api/client';

export interface Seen {
  url: URL;
  method: string;
  headers: Headers;
  body: string;
}

export type Answer = Response | Error | ((request: Request) => Response | Promise<Response>);

/** JSON response helper. */
export const json = (value: unknown, status = 200) =>
  new Response(JSON.stringify(value), { status, headers: { 'content-type': 'application/json' } });

/** An envelope with code 1. */
export const ok = (data: unknown) => json({ code: 1, msg: 'ok', data });

/** A fetch that answers each call with the next scripted answer (the last one repeats). */
export function fakeFetch(...answers: Answer[]) {
  const seen: Seen[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    const body = await request.clone().text();
    seen.push({ url: new URL(request.url), method: request.method, headers: request.headers, body });
    const answer = answers[Math.min(seen.length - 1, answers.length - 1)];
    if (answer instanceof Error) throw answer;
    if (typeof answer === 'function') return answer(request);
    return answer.clone();
  });
  return { fetch: fetch as unknown as typeof globalThis.fetch, seen };
}

/** A Map-backed Storage. */
export function memoryStorage(): Storage {
  const map = new Map<string, string>();
  return {
    get length() {
      return map.size;
    },
    clear: () => map.clear(),
    getItem: (key) => map.get(key) ?? null,
    key: (i) => [...map.keys()][i] ?? null,
    removeItem: (key) => void map.delete(key),
    setItem: (key, value) => void map.set(key, String(value)),
  };
}

/** A context with a token, ENG, pc and spies for expiry and kick. */
export function fakeContext(overrides: Partial<ApiContext> = {}) {
  const store = memoryStorage();
  const ctx = {
    apiBase: () => 'http://api.test',
    token: () => 'tok-1' as string | null,
    uid: () => 'u-1' as string | null,
    language: () => 'ENG',
    deviceKind: () => 'pc' as const,
    storage: () => store,
    onExpired: vi.fn(),
    onKicked: vi.fn(),
    ...overrides,
  };
  return ctx;
}

/** An answer that never comes: rejects only when the request is aborted (timeout or cancel). */
export const hang = (request: Request) =>
  new Promise<Response>((_, reject) => {
    if (request.signal.aborted) reject(request.signal.reason);
    request.signal.addEventListener('abort', () => reject(request.signal.reason));
  });
