// Request header fields of spec §3, sent on every request.
import { DEFAULT_WEB_VERSION } from '../domain/constants';
import { ClientPlatform } from '../domain/enums';

const hex = (digest: ArrayBuffer) =>
  Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');

/**
 * The `sign` header: SHA-256 hex of timestamp + device id + payload, where payload is the exact body
 * text sent (form or JSON) or, for a GET, the query string without '?'. The server recomputes it.
 * SubtleCrypto where the page has it (https and localhost); plain-http host pages lack it and download
 * our own SHA-256 on their first request instead, so no other page carries it.
 */
export async function signRequest(timestamp: string, deviceId: string, payload: string): Promise<string> {
  const text = timestamp + deviceId + payload;
  const subtle = globalThis.crypto?.subtle;
  if (subtle) return hex(await subtle.digest('SHA-256', new TextEncoder().encode(text)));
  return (await import('./sha256')).sha256Hex(text);
}

export interface HeaderInputs {
  deviceId: string;
  kind: 'mobile' | 'pc';
  token: string | null;
  uid: string | null;
  countryId: string;
  marketId: string;
  payload: string;
  /** False for the calls that send no Authorization (results list, match detail, static translations). */
  auth: boolean;
  now: number;
}

/** Every header of one request. os-type is the web platform code; app-type names the layout (h5 or pc). */
export async function requestHeaders(input: HeaderInputs): Promise<Record<string, string>> {
  const timestamp = String(input.now);
  const headers: Record<string, string> = {
    'device-id': input.deviceId,
    'os-type': String(ClientPlatform.WebPc),
    timestamp,
    version: DEFAULT_WEB_VERSION,
    sign: await signRequest(timestamp, input.deviceId, input.payload),
    'app-type': input.kind === 'mobile' ? 'h5' : 'pc',
    token: input.auth ? (input.token ?? '') : '',
    uid: input.uid ?? '',
    country_id: input.countryId,
    market_id: input.marketId,
  };
  if (input.auth && input.token) headers.Authorization = input.token;
  return headers;
}
