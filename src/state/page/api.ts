// The page's full API (every endpoint of spec §7) over the shared client of client.ts, where the light
// slices live (the push socket is in pushSocket.ts).
import { endpointsOver, type Api } from '../../api/api';
import { getRuntime } from '../../runtime/runtime';
import { client } from './client';

/** Every endpoint of spec §7. */
export function api(): Api {
  return getRuntime().singleton('api', () => endpointsOver(client()));
}
