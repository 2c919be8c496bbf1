// The anchor search (spec §7 GET ssapi/anchor/search, query pid, matchSource, t): which hosts cover a match. Its
// own module, loaded with the detail's "hosts covering this match" only.
import { GamePlatform } from '../../domain/enums';
import type { AnchorMatch } from '../../domain/types';
import type { Client } from '../client';
import { decodeList } from '../codecs/common';
import { anchorMatchSchema } from '../codecs/live';
import { SSAPI_PATHS } from '../ssapiPaths';

/** The anchor match items of one match (st source), most watched first. */
export async function anchorsOfMatch(client: Client, matchId: string): Promise<AnchorMatch[]> {
  const rows = await client.call({
    path: SSAPI_PATHS.anchorSearch,
    method: 'get',
    body: { pid: GamePlatform.StSport, matchSource: 'st', t: Date.now(), matchId },
  });
  return decodeList(anchorMatchSchema, rows, 'anchor search').filter((a) => a.matchId === matchId);
}
