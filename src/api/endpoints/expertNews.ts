// The expert-news call (spec §7 GET live/sports/message/v2/sports/top?sportsId=): its own module, loaded with the
// detail's expert picks only.
import type { ExpertPick } from '../../domain/expertNews';
import type { Client } from '../client';
import { decodeList } from '../codecs/common';
import { sportsMessageSchema } from '../codecs/expertNews';
import { LIVE_PATHS } from '../livePaths';

/** The top expert messages of a sport (malformed ones are dropped). */
export async function sportsTop(client: Client, sportsId: number): Promise<ExpertPick[]> {
  const rows = await client.call({ path: LIVE_PATHS.sportsTop, method: 'get', body: { sportsId } });
  return decodeList(sportsMessageSchema, rows, 'expert news');
}
