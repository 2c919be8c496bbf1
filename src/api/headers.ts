// Request header fields of spec §3, sent on every request.
import { DEFAULT_WEB_VERSION } from '../domain/constants';
import { ClientPlatform } from '../domain/enums';
import { sha256Hex } from './sha256';

/**
 * The `sign` header: SHA-256 hex of timestamp + device id + payload, where payload is the exact body
 * text sent (form or JSON) or, for a GET, the query string without '?'. The server recomputes it.
 */
export function signRequest(timestamp: string, deviceId: string, payload: string): string {
  return sha256Hex(timestamp + deviceId + payload);
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
export function requestHeaders(input: HeaderInputs): Record<string, string> {
  const timestamp = String(input.now);
  const headers: Record<string, string> = {
    'device-id': input.deviceId,
    'os-type': String(ClientPlatform.WebPc),
    timestamp,
    version: DEFAULT_WEB_VERSION,
    sign: signRequest(timestamp, input.deviceId, input.payload),
    'app-type': input.kind === 'mobile' ? 'h5' : 'pc',
    token: input.auth ? input.token ?? '' : '',
    uid: input.uid ?? '',
    country_id: input.countryId,
    market_id: input.marketId,
  };
  if (input.auth && input.token) headers.Authorization = input.token;
  return headers;
}
