// <sport-match-detail match-id="…">: scoreboard, media and data tabs, and every market of one match.
// With `follow-start-sport="true"` it also switches to the match of a `start-sport` event.
import { useEffect, useState } from 'react';
import { useSnapshot } from 'valtio/react';
import { matchDetailState, openMatchDetail, retryMatchDetail } from '../../state/matches/detail';
import { matchEntry } from '../../state/matches/cache';
import { Shell, type ElementProps, SHELL_CSS } from '../../ui/Shell';
import { StateView } from '../../ui/StateView';
import { useT } from '../../ui/i18n';
import { MatchView } from './MatchView';
import { useStartSport } from './useStartSport';
import { RoomSourceContext, roomSourceOf } from './roomSource';
import type { PickSource } from '../../domain/betSource';
import { ODDS_BUTTON_CSS } from '../../ui/OddsButton';
import ownCss from './match-detail.css?inline';

export interface MatchDetailProps extends ElementProps {
  matchId?: string;
  followStartSport?: boolean;
  /** The information tab it opens on (INFO_TABS); the markets otherwise. */
  tab?: string;
}

/** Translation namespaces of the element besides the base ones (preloaded as it connects). */
export const MATCH_DETAIL_NAMESPACES = ['detail'];

/** The element's stylesheet: the feature's own rules after the odds button's. */
export const MATCH_DETAIL_CSS = `${SHELL_CSS}\n${ODDS_BUTTON_CSS}\n${ownCss}`;

/** The element's React root. */
export function MatchDetail(props: MatchDetailProps) {
  return (
    <Shell theme={props.theme} mode={props.mode} namespaces={MATCH_DETAIL_NAMESPACES}>
      <DetailRoot matchId={props.matchId ?? ''} follow={props.followStartSport === true} tab={props.tab} />
    </Shell>
  );
}

/** Picks the match to show: the newest of the match-id attribute and (when following) a start-sport event. */
function DetailRoot({ matchId, follow, tab }: { matchId: string; follow: boolean; tab?: string }) {
  const { t } = useT(['detail']);
  const fromEvent = useStartSport(follow);
  const [chosen, setChosen] = useState<{ id: string; source?: PickSource }>({ id: matchId });
  // The attribute naming the match an event just opened keeps that event's room.
  useEffect(() => setChosen((prev) => (prev.id === matchId ? prev : { id: matchId })), [matchId]);
  useEffect(() => {
    if (fromEvent) setChosen({ id: fromEvent.matchId, source: roomSourceOf(fromEvent) });
  }, [fromEvent]);
  const id = chosen.id.trim();
  if (!id) return <StateView kind="empty" message={t('detail:noMatch')} />;
  return (
    <RoomSourceContext.Provider value={chosen.source}>
      <DetailLoader key={id} matchId={id} tab={tab} />
    </RoomSourceContext.Provider>
  );
}

/** Opens the match (load, refresh timer, live pushes) while shown, and renders its load state. */
function DetailLoader({ matchId, tab }: { matchId: string; tab?: string }) {
  const { t } = useT(['detail']);
  useEffect(() => openMatchDetail(matchId), [matchId]);
  const detail = useSnapshot(matchDetailState()).byId[matchId];
  const entry = matchEntry(matchId);
  if (detail?.status === 'error') {
    return (
      <StateView
        kind="error"
        message={t(detail.errorKey ?? 'errors:loadFailed')}
        onRetry={() => retryMatchDetail(matchId)}
      />
    );
  }
  if (detail?.status !== 'ready' || !entry) return <StateView kind="loading" />;
  return <MatchView entry={entry} tab={tab} />;
}
