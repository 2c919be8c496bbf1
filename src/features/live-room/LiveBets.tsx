// The room's live bets (spec §3/§4 Live bet status: only Open ones show), fed by the push socket's livebet
// topic: each market of the room's match with its options at the current odds; a pick goes into the shared
// slip as a live-room bet (its bet source, the room and host travel with it to the anchor bet history).
import { useEffect } from 'react';
import { useSnapshot } from 'valtio/react';
import { BetSource } from '../../domain/betSource';
import { OddsType } from '../../domain/enums';
import { formatOdds, isOptionLocked } from '../../domain/oddsDisplay';
import { teamNamed } from '../../domain/optionName';
import { openLiveBets, type LiveBet } from '../../domain/roomGames';
import { serverText, type ServerTables } from '../../i18n/serverTables';
import { roomPick } from '../../state/live/pushOrders';
import { loadMatchText, matchText } from '../../state/page/serverText';
import type { RoomState } from '../../state/live/rooms';
import { isPicked, slipSelections, togglePick } from '../../state/slip/selections';
import { useT } from '../../ui/i18n';
import { useToast } from '../../ui/Toast';
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
  const { t } = useT(['room', 'live']);
  const toast = useToast();
  const { tables } = useSnapshot(matchText()) as { tables: ServerTables | null };
  const match = useSnapshot(entry.match);
  const slip = useSnapshot(slipSelections());
  const group = match.groups.find((g) => g.markets.some((m) => m.id === bet.marketId));
  const market = group?.markets.find((m) => m.id === bet.marketId);
  if (!market) return null;
  const pick = (type: string, odds: number, name: string) => {
    const taken = togglePick(
      roomPick(
        { matchId: bet.matchId, marketId: bet.marketId, type, odds, betName: name },
        { betSource: BetSource.LiveRoom, liveRoomId: room.liveRoomId, pushOrderHostId: room.hostId },
      ),
    );
    if (!taken) toast({ title: t('live:order.slipFull'), kind: 'error' });
  };
  return (
    <div className="live-bet" data-live-bet={bet.betId} data-market={bet.marketId}>
      <p className="live-bet-name">{group ? serverText(tables, 'marketType', group.marketType, group.name) : ''}</p>
      <div className="live-bet-options">
        {market.options.map((raw) => {
          const option = teamNamed(raw);
          const picked = isPicked(slip, { matchId: bet.matchId, marketId: bet.marketId, type: option.type });
          return (
            <button
              key={option.type}
              type="button"
              className="live-guess-option"
              aria-pressed={picked}
              disabled={isOptionLocked(market, option)}
              onClick={() => pick(option.type, option.odds, option.name)}
            >
              <span>{option.name}</span>
              <strong>{formatOdds(option.odds, OddsType.Europe)}</strong>
            </button>
          );
        })}
      </div>
    </div>
  );
}
