// The room's live bets (spec §3/§4 Live bet status: only Open ones show), fed by the push socket's livebet
// topic: each market of the room's match with its options at the current odds (the list's odds buttons); a pick
// goes into the shared slip as a live-room bet (its bet source, the room and host travel with it to the anchor bet
// history).
import { useEffect } from 'react';
import { useSnapshot } from 'valtio/react';
import { BetSource } from '../../domain/betSource';
import { teamNamed } from '../../domain/optionName';
import { openLiveBets, type LiveBet } from '../../domain/roomGames';
import { serverText, type ServerTables } from '../../i18n/serverTables';
import { loadMatchText, matchText } from '../../state/page/serverText';
import type { RoomState } from '../../state/live/rooms';
import { optionKey } from '../../state/matches/cache';
import { useT } from '../../ui/i18n';
import { OddsButton, type PickContext } from '../../ui/OddsButton';
import { useRoomMatch } from './useRoomMatch';

/** The open live bets of a room (nothing while none is open). */
export function LiveBets({ room }: { room: RoomState }) {
  const { t, lang } = useT(['room']);
  const { liveBets } = useSnapshot(room.games);
  // Market names in the viewer's language come from the server's tables (the feed's own are its language's).
  useEffect(() => void loadMatchText(lang), [lang]);
  const { matchId } = useSnapshot(room);
  const entry = useRoomMatch(matchId);
  const open = openLiveBets(liveBets);
  if (!entry || open.length === 0) return null;
  return (
    <section className="live-bets" part="live-bets" aria-label={t('room:liveBets.title')}>
      <h3 className="live-section-title">{t('room:liveBets.title')}</h3>
      {open.map((bet) => (
        <LiveBetRow key={bet.betId} room={room} bet={bet} entry={entry} />
      ))}
    </section>
  );
}

function LiveBetRow({
  room,
  bet,
  entry,
}: {
  room: RoomState;
  bet: LiveBet;
  entry: NonNullable<ReturnType<typeof useRoomMatch>>;
}) {
  const { tables } = useSnapshot(matchText()) as { tables: ServerTables | null };
  const { match, moves } = useSnapshot(entry);
  const group = match.groups.find((g) => g.markets.some((m) => m.id === bet.marketId));
  const market = group?.markets.find((m) => m.id === bet.marketId);
  if (!group || !market) return null;
  const name = serverText(tables, 'marketType', group.marketType, group.name);
  // The list's odds button: the format, flash on a move, locks and a stale feed as everywhere; a live-room pick.
  const context: PickContext = {
    matchId: bet.matchId,
    home: match.home.name,
    away: match.away.name,
    league: match.league.name,
    sportId: match.sportId,
    source: { betSource: BetSource.LiveRoom, liveRoomId: room.liveRoomId, pushOrderHostId: room.hostId },
  };
  return (
    <div className="live-bet" data-live-bet={bet.betId} data-market={bet.marketId}>
      <p className="live-bet-name">{name}</p>
      <div className="live-bet-options">
        {market.options.map((option) => (
          <OddsButton
            key={option.type}
            context={context}
            marketName={name}
            market={market}
            option={teamNamed(option)}
            move={moves[optionKey(market.id, option.type)]}
          />
        ))}
      </div>
    </div>
  );
}
