// The room's match as a card; a click asks the host to open its match detail with the spec's start-sport
// event (channel 44, game 44, matchId, matchSource, hostId, and our liveRoomId: bets there are live-room bets).
import { useSnapshot } from 'valtio/react';
import { GamePlatform } from '../../domain/enums';
import { getRuntime } from '../../runtime/runtime';
import type { MatchEntry } from '../../state/matches/cache';
import { useT } from '../../ui/i18n';
import { scoreText } from './matchText';
import { RoomClock } from './RoomClock';
import { useHostElement } from './useHostElement';
import { useRoomMatch } from './useRoomMatch';

/** The odds source of the reference platform's matches (spec §3 "Odds data sources: st, im, ob"). */
export const MATCH_SOURCE = 'st';

/** Card of the room's match (loading line until the match is known). */
export function MatchCard({ matchId, hostId, liveRoomId }: { matchId: string; hostId: string; liveRoomId: string }) {
  const { t } = useT(['live']);
  const [ref, host] = useHostElement();
  const entry = useRoomMatch(matchId);
  const start = () =>
    getRuntime().emit(
      'sport-start-sport',
      {
        channel: GamePlatform.StSport,
        game: GamePlatform.StSport,
        matchId,
        matchSource: MATCH_SOURCE,
        hostId,
        liveRoomId,
      },
      host(),
    );
  return (
    <div ref={ref}>
      <button
        type="button"
        className="live-match-card"
        part="match-card"
        onClick={start}
        aria-label={t('live:match.open')}
      >
        {entry ? <CardText entry={entry} /> : <span className="live-muted">{t('common:loading')}</span>}
      </button>
    </div>
  );
}

function CardText({ entry }: { entry: MatchEntry }) {
  const match = useSnapshot(entry.match);
  return (
    <>
      <span className="live-muted">{match.league.name}</span>
      <span className="live-match-teams">
        {match.home.name} <strong>{scoreText(match)}</strong> {match.away.name}
      </span>
      <span className="live-muted">
        <RoomClock match={match} />
      </span>
    </>
  );
}
