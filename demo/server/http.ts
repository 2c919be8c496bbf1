// The envelope, body decoding and auth shared by every API route.
import { getCookie } from 'hono/cookie';
import type { Context, Hono } from 'hono';
import { IncomingMessage } from 'node:http';
import { decodeForm } from '../../src/api/form.ts';
import type { WireEnvelope } from '../../src/api/wire.ts';
import { ApiError, CODE } from './codes.ts';
import type { Body } from './input.ts';
import { StorageUnavailable } from './store.ts';
import type { UserRecord } from './records.ts';
import type { Users } from './users.ts';

/** How a route treats the token: required (405/505 without a good one), optional, or ignored. */
export type AuthMode = 'required' | 'optional' | 'none';

export interface CallContext {
  body: Body;
  query: Record<string, string>;
  user?: UserRecord;
  /** The session token the request carried (the user's session when `user` is set). */
  token?: string;
  /** The origin the request came to (scheme, host and port as the client used them). */
  origin: string;
  /** A request header (lower-case name). */
  header(name: string): string | undefined;
  /** A cookie the request carried. */
  cookie(name: string): string | undefined;
}

export interface CallUser extends CallContext {
  user: UserRecord;
  token: string;
}

const MAX_BODY = 256 * 1024;
// Keys that would reach Object.prototype through the dotted decoder.
const UNSAFE_KEY = /(^|[.[\]])(__proto__|constructor|prototype)([.[\]]|$)/;

/** The token of a request: `Authorization: <token>` or `Bearer <token>`, else the `token` header. */
export function tokenOf(c: Context): string | undefined {
  const auth = c.req.header('authorization')?.trim();
  if (auth) return auth.replace(/^Bearer\s+/i, '');
  return c.req.header('token')?.trim() || undefined;
}

/** The body's text, read no further than MAX_BODY bytes: a larger body is refused without buffering the rest. */
async function limitedText(c: Context): Promise<string> {
  const tooLarge = () => new ApiError(CODE.BadRequest, 'body too large');
  if (Number(c.req.header('content-length') ?? 0) > MAX_BODY) throw tooLarge();
  // Served by Node (@hono/node-server): read the Node request itself. Its web Request and the streams around it
  // (made on first use of c.req.raw.body) cost more CPU than the rest of a bet's HTTP handling.
  const incoming = (c.env as { incoming?: IncomingMessage } | undefined)?.incoming;
  if (incoming instanceof IncomingMessage) return incomingText(incoming, tooLarge);
  const reader = c.req.raw.body?.getReader();
  if (!reader) return '';
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > MAX_BODY) {
      await reader.cancel().catch(() => undefined);
      throw tooLarge();
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/** A Node request's body as text, refused (and left for the server to drain) past MAX_BODY bytes. */
function incomingText(incoming: IncomingMessage, tooLarge: () => ApiError): Promise<string> {
  if (incoming.readableEnded) return Promise.resolve('');
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const done = (error?: Error) => {
      incoming.off('data', onData).off('end', onEnd).off('error', done);
      if (error) reject(error);
      else resolve(Buffer.concat(chunks, size).toString('utf8'));
    };
    const onData = (chunk: Buffer) => {
      size += chunk.byteLength;
      if (size > MAX_BODY) done(tooLarge());
      else chunks.push(chunk);
    };
    const onEnd = () => done();
    incoming.on('data', onData).on('end', onEnd).on('error', done);
  });
}

/** Decodes a body: JSON, or form-encoded with dotted nesting; anything else is a 1000 failure. */
export async function readBody(c: Context): Promise<Body> {
  if (c.req.method === 'GET' || c.req.method === 'HEAD') return {};
  const text = await limitedText(c);
  if (text.trim() === '') return {};
  const type = c.req.header('content-type') ?? '';
  if (type.includes('json') || /^\s*[{[]/.test(text)) {
    let parsed: unknown;
    try {
      parsed = JSON.parse(text, (key, value) => (key === '__proto__' ? undefined : value));
    } catch {
      throw new ApiError(CODE.BadRequest, 'body is not valid JSON');
    }
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed))
      throw new ApiError(CODE.BadRequest, 'body must be an object');
    return parsed as Body;
  }
  const params = new URLSearchParams(text);
  for (const key of params.keys())
    if (UNSAFE_KEY.test(key)) throw new ApiError(CODE.BadRequest, `bad field name ${key}`);
  return decodeForm(params);
}

/** The envelope of a success. */
export function ok<T>(data: T, extra: Partial<WireEnvelope<T>> = {}): WireEnvelope<T> {
  return { code: CODE.Ok, msg: 'success', data, ...extra };
}

/** Registers an API route: decodes the body, checks the token, wraps the answer or the failure in the envelope. */
export function route<T>(
  app: Hono,
  method: 'get' | 'post',
  path: string,
  auth: AuthMode,
  users: Users,
  handler: (ctx: CallContext) => T | Promise<T>,
): void {
  app[method](path, async (c) => {
    try {
      let user: UserRecord | undefined;
      const token = tokenOf(c);
      if (auth === 'required') user = users.authenticate(token);
      else if (auth === 'optional' && token) {
        try {
          user = users.authenticate(token);
        } catch {
          user = undefined;
        }
      }
      const body = await readBody(c);
      const changes = users.store.changeCount();
      const data = await handler({
        body,
        // Read when a handler asks (a bet never does): parsing the URL of every call is not free.
        get query() {
          return c.req.query();
        },
        user,
        token,
        get origin() {
          return new URL(c.req.url).origin;
        },
        header: (name) => c.req.header(name),
        cookie: (name) => getCookie(c, name),
      });
      // What the call changed is on disk before it is answered; when the disk refuses, the answer says so.
      await users.store.assertWritten(changes);
      return json(c, ok(data));
    } catch (err) {
      if (err instanceof ApiError) return json(c, { code: err.code, msg: err.message, data: null });
      if (err instanceof StorageUnavailable)
        return json(c, { code: CODE.ServerError, msg: 'storage unavailable, please try again later', data: null });
      // The caller went away while sending its body (a page left, a request aborted): no one to answer, nothing broke.
      if ((err as { code?: unknown }).code === 'ECONNRESET') return new Response(null, { status: 499 });
      console.error(`[server] ${c.req.method} ${c.req.path} failed:`, err);
      return json(c, { code: CODE.ServerError, msg: 'internal error', data: null });
    }
  });
}

/**
 * An answer's JSON with its length: the compress middleware leaves bodies under its threshold (1 KB: a bet's answer,
 * an envelope) as they are, sent in one write, and gzips the larger ones (a list page). Without the length every
 * answer went through a gzip stream.
 */
export function json(c: Context, value: unknown): Response {
  const text = JSON.stringify(value);
  return c.body(text, 200, {
    'content-type': 'application/json',
    'content-length': String(Buffer.byteLength(text)),
  });
}

/** A handler that needs a user (for routes registered as 'required'). */
export function needUser<T>(handler: (ctx: CallUser) => T): (ctx: CallContext) => T {
  return (ctx) => {
    if (!ctx.user || !ctx.token) throw new ApiError(CODE.NullUser, 'null user');
    return handler(ctx as CallUser);
  };
}
