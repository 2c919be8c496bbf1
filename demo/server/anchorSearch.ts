// The anchor match items of GET ssapi/anchor/search (spec §3 "Anchor match item", §7 query pid, matchSource, t):
// each host on a room with a match, with that match's state, part, clock and teams in the request's language.
import type { WireAnchor, WireAnchorMatch } from '../../src/api/wire.ts';
import type { SimMatch } from './match.ts';
import { wireMatch } from './wireMatch.ts';

/** The odds source of this server's matches (spec §3 "Odds data sources"). */
const MATCH_SOURCE = 'st';

/** Anchor match items of the anchors with a match (of `matchId` only, when given), most watched first. */
export function anchorMatches(
  anchors: readonly WireAnchor[],
  matches: ReadonlyMap<string, SimMatch>,
  lang: string,
  matchId?: string,
): WireAnchorMatch[] {
  return anchors
    .flatMap((a): WireAnchorMatch[] => {
      const m = a.matchId ? matches.get(a.matchId) : undefined;
      if (!m || (matchId && m.id !== matchId)) return [];
      const w = wireMatch(m, false, lang);
      const seconds = w.mc?.s ?? 0;
      return [
        {
          matchId: m.id,
          matchSource: MATCH_SOURCE,
          hostId: a.hostId,
          hostName: a.hostName ?? '',
          ...(a.hostPhotoId ? { hostPhotoId: a.hostPhotoId } : {}),
          chId: a.liveRoomId,
          matchType: a.matchType,
          popularity: a.popularity ?? 0,
          liveStatus: a.liveStatus,
          matchStatus: m.status,
          startDate: m.bt,
          gamePart: String(w.mc?.pe ?? ''),
          gameTime: `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`,
          masterTeamName: w.ts?.[0]?.na ?? '',
          guestTeamName: w.ts?.[1]?.na ?? '',
        },
      ];
    })
    .sort((x, y) => (y.popularity ?? 0) - (x.popularity ?? 0));
}
