// Where the room's match stands: its period in the server's words (第三节, 2nd set, 第二局) and its clock, ticking
// between pushes (the minute of play, or the time left in a basketball quarter); a match not live says its state.
import { useEffect, useRef, useState } from 'react';
import { MatchStatus } from '../../domain/enums';
import { matchStatusGroup } from '../../domain/matches';
import type { MatchClock } from '../../domain/types';
import { serverText, type ServerTables } from '../../i18n/serverTables';
import { matchStatusLabelKey } from '../../i18n/labelKeys';
import { getRuntime } from '../../runtime/runtime';
import { loadMatchText, matchText } from '../../state/page/serverText';
import { useT } from '../../ui/i18n';
import { useSnapshot } from 'valtio/react';
import { minuteText } from './matchText';

/** Seconds since the clock last changed, counting while it runs. */
function useElapsed(clock: Readonly<MatchClock> | undefined): number {
  const since = useRef(Date.now());
  const [now, setNow] = useState(() => Date.now());
  const running = !!clock?.running;
  useEffect(() => {
    since.current = Date.now();
    setNow(since.current);
  }, [clock?.seconds, running]);
  useEffect(() => (running ? getRuntime().lifecycle.every(1000, () => setNow(Date.now())) : undefined), [running]);
  return Math.max(0, Math.floor((now - since.current) / 1000));
}

/** The match's period and clock while live ("第三节 07:45", "2nd half 67'", "第二局"), else its state. */
export function RoomClock({
  match,
}: {
  match: { readonly status: number; readonly clock?: Readonly<MatchClock>; readonly bestOf?: number };
}) {
  const { t, lang } = useT(['live']);
  const { tables } = useSnapshot(matchText()) as { tables: ServerTables | null };
  useEffect(() => void loadMatchText(lang), [lang]);
  const elapsed = useElapsed(match.clock);
  const status = t(matchStatusLabelKey(match.status as MatchStatus));
  if (matchStatusGroup(match.status) !== 'live' || !match.clock) return <>{status}</>;
  const period = serverText(tables, 'matchPeriod', match.clock.period, '');
  const clock = minuteText(match, elapsed);
  return (
    <>
      {period || status} {clock && <bdi dir="ltr">{clock}</bdi>}
    </>
  );
}
