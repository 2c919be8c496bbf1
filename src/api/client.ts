// The one HTTP client (ky): headers and signing, languageType in every body, form or JSON bodies,
// the retry policy, and the error catalogue of spec §8 mapped to ApiError.
import ky, { isHTTPError } from 'ky';
import { DEFAULT_MARKET_ID } from '../domain/constants';
import type { Language } from '../domain/enums';
import { loadDeviceId, newDeviceId, prefixedDeviceId } from './device';
import { API_CODE, ApiError, kindOfCode } from './errors';
import { encodeForm, type FormValue } from './form';
import { requestHeaders } from './headers';

/** What the runtime injects: the client reads these on every request, so changes apply at once. */
export interface ApiContext {
  /** e.g. 'http://127.0.0.1:5180'; '' = same origin. */
  apiBase(): string;
  token(): string | null;
  uid(): string | null;
  /** One of LANGUAGES, sent as languageType. */
  language(): Language | string;
  /** Device id prefix H (mobile) or P (pc). */
  deviceKind(): 'mobile' | 'pc';
  storage(): Storage | null;
  /** Called once per expired token, with the token the request carried: the runtime clears it and emits sport-token-expired. */
  onExpired(token: string): void;
  /** Called once per kicked token, with the token the request carried: the runtime emits sport-kicked, closes sockets, stops polling. */
  onKicked(token: string): void;
  /** country_id header; '' when the host gives none. */
  countryId?(): string;
  /** market_id header; default 1. */
  marketId?(): string;
}

/** Transport knobs; tests pass a fake fetch and a zero retry delay. */
export interface ClientOptions {
  fetch?: typeof fetch;
  /** Milliseconds per attempt; default 10000. */
  timeout?: number;
  /** Delay before GET retry n (from 1); default ky's exponential backoff 300, 600 ms. */
  retryDelay?: (attempt: number) => number;
  now?: () => number;
}

export type JsonBody = { [key: string]: FormValue };

/** One call: POST (form-encoded) unless told otherwise. */
export interface CallSpec {
  path: string;
  method?: 'get' | 'post';
  body?: JsonBody;
  /** Send the body as JSON (the match-list feed, chat delete) instead of a dotted form. */
  json?: boolean;
  /** False: send no Authorization and no token header. */
  auth?: boolean;
  /** Origin of another host (the media host of spec §7 sportUnionData); the API base otherwise. */
  base?: string;
  /** A bet, cash-out or reserve placement: a timeout, network failure or 5xx becomes 'unknown-outcome'. */
  placement?: boolean;
  signal?: AbortSignal;
}

export interface Client {
  /** Performs a call and resolves with the envelope's `data`, or rejects with an ApiError. */
  call(spec: CallSpec): Promise<unknown>;
  /** Absolute URL of a path on the API host (for files used as image sources). */
  url(path: string): string;
}

/** GETs retry twice with backoff; POSTs never retry automatically (spec: bets are never resent blindly). */
const GET_RETRY_LIMIT = 2;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Creates the client bound to a runtime context. */
export function createClient(ctx: ApiContext, options: ClientOptions = {}): Client {
  const http = ky.create({
    timeout: options.timeout ?? 10_000,
    ...(options.fetch ? { fetch: options.fetch } : {}),
  });
  const now = options.now ?? Date.now;
  let deviceId: string | undefined;
  // The token values already reported, so parallel requests failing together report once.
  let expiredToken: string | null = null;
  let kickedToken: string | null = null;

  const device = () => (deviceId ??= loadDeviceId(ctx.storage(), () => newDeviceId(now)));

  function report(kind: 'expired' | 'kicked', token: string | null): void {
    if (!token) return;
    if (kind === 'expired' && expiredToken !== token) {
      expiredToken = token;
      ctx.onExpired(token);
    } else if (kind === 'kicked' && kickedToken !== token) {
      kickedToken = token;
      ctx.onKicked(token);
    }
  }

  function unwrap(raw: unknown, path: string, token: string | null, placement = false): unknown {
    if (!isRecord(raw) || typeof raw.code !== 'number') throw new ApiError('malformed', { path });
    const code = raw.code;
    const serverMessage = typeof raw.msg === 'string' && raw.msg !== '' ? raw.msg : undefined;
    // A placement the server failed on (1500: e.g. it could not save it) may still stand: like a 5xx, its outcome
    // is unknown until checked, never a refusal to retry with a new reference.
    const kind = placement && code === API_CODE.serverError ? 'unknown-outcome' : kindOfCode(code);
    if (kind === 'expired' || kind === 'kicked') {
      report(kind, token);
      throw new ApiError(kind, { code, serverMessage, path });
    }
    if (raw.errcode === 0) throw new ApiError('business', { code, serverMessage, path });
    if (code === API_CODE.success || code === API_CODE.nodeSuccess) return raw.data;
    throw new ApiError(kind, { code, serverMessage, path });
  }

  async function failure(error: unknown, spec: CallSpec, token: string | null): Promise<ApiError> {
    const { path } = spec;
    if (error instanceof ApiError) return error;
    if (spec.signal?.aborted || (error instanceof Error && error.name === 'AbortError')) {
      return new ApiError('cancel', { path, cause: error });
    }
    if (isHTTPError(error)) {
      const status = error.response.status;
      if (status >= 500)
        return new ApiError(spec.placement ? 'unknown-outcome' : 'server', { status, path, cause: error });
      // A 4xx may still carry an envelope (e.g. 405 expired): map its code when it does.
      const raw = await error.response.json().catch(() => undefined);
      if (isRecord(raw) && typeof raw.code === 'number') {
        try {
          unwrap(raw, path, token, spec.placement);
        } catch (mapped) {
          return mapped as ApiError;
        }
      }
      return new ApiError('server', { status, path, cause: error });
    }
    // Timeout (ky TimeoutError) or a fetch that never got an answer.
    return new ApiError(spec.placement ? 'unknown-outcome' : 'network', { path, cause: error });
  }

  async function call(spec: CallSpec): Promise<unknown> {
    const method = spec.method ?? 'post';
    const auth = spec.auth ?? true;
    const token = ctx.token();
    const fields: JsonBody = { ...spec.body, languageType: ctx.language() };
    const query = method === 'get' ? encodeForm(fields).toString() : '';
    const body = method === 'get' ? undefined : spec.json ? JSON.stringify(fields) : encodeForm(fields).toString();
    const headers = await requestHeaders({
      deviceId: prefixedDeviceId(ctx.deviceKind(), device()),
      kind: ctx.deviceKind(),
      token,
      uid: ctx.uid(),
      countryId: ctx.countryId?.() ?? '',
      marketId: ctx.marketId?.() ?? String(DEFAULT_MARKET_ID),
      payload: body ?? query,
      auth,
      now: now(),
    }).catch((error: unknown) => {
      // Only a plain-http page whose signing code could not download: nothing was sent.
      throw new ApiError('network', { path: spec.path, cause: error });
    });
    if (body !== undefined) {
      headers['content-type'] = spec.json ? 'application/json' : 'application/x-www-form-urlencoded;charset=UTF-8';
    }
    const retry =
      method === 'get'
        ? { limit: GET_RETRY_LIMIT, methods: ['get'], ...(options.retryDelay ? { delay: options.retryDelay } : {}) }
        : { limit: 0 };
    let text: string;
    try {
      const response = await http(`${spec.base || ctx.apiBase()}${spec.path}${query ? `?${query}` : ''}`, {
        method,
        body,
        headers,
        retry,
        signal: spec.signal,
      });
      text = await response.text();
    } catch (error) {
      throw await failure(error, spec, token);
    }
    let raw: unknown;
    try {
      raw = JSON.parse(text);
    } catch (error) {
      throw new ApiError('malformed', { path: spec.path, cause: error });
    }
    return unwrap(raw, spec.path, token, spec.placement);
  }

  return { call, url: (path) => `${ctx.apiBase()}${path}` };
}
