// The betting endpoints alone over the page's shared client: the slip's calls (pre-bet, placements, order
// status, reserves) without the weight of the live, chat and history endpoints of api.ts.
import { bettingEndpoints, type BettingApi } from '../../api/endpoints/betting';
import { getRuntime } from '../../runtime/runtime';
import { client } from './client';

/** The betting endpoints of spec §7. */
export function bettingApi(): BettingApi {
  return getRuntime().singleton('api:betting', () => bettingEndpoints(client()));
}
