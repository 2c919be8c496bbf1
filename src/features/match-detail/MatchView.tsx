// One loaded match: scoreboard, status banner, and the tabs (markets first), all read from the shared cache.
import { lazy, Suspense } from 'react';
import { useSnapshot } from 'valtio/react';
import { sportKeyOf } from '../../domain/matches';
import { getRuntime } from '../../runtime/runtime';
import { detailStatusNoticeKey } from '../../state/matches/detail';
import type { MatchEntry } from '../../state/matches/cache';
import { useT } from '../../ui/i18n';
import { useStore } from '../../ui/useStore';
import { InfoTabs } from './InfoTabs';
import { LiveRoomBadge } from './LiveRoomBadge';
import { Scoreboard } from './Scoreboard';
import { matchTitle } from './score';
import { useServerNames } from './useServerNames';

/** The experts' picks: a chunk of its own (call, rules, follow), after the detail's first paint. */
const ExpertPicks = lazy(() => import('./ExpertPicks'));
/** The hosts covering the match (anchor search): a chunk of its own, after the detail's first paint. */
const MatchHosts = lazy(() => import('./MatchHosts'));

/** Renders a cached match entry (a live proxy) and re-renders when it changes. */
export function MatchView({ entry, tab }: { entry: MatchEntry; tab?: string }) {
  const { t } = useT(['detail']);
  const { sportIds } = useStore(getRuntime().config);
  const snap = useSnapshot(entry);
  const match = snap.match;
  const sport = sportKeyOf(match.sportId, sportIds);
  const notice = detailStatusNoticeKey(match.status);
  const { marketName } = useServerNames();
  return (
    <article className="detail" part="match-detail" aria-label={matchTitle(match, (group) => marketName(group, false))}>
      <Scoreboard match={match} sport={sport} />
      {match.liveRoomId && <LiveRoomBadge liveRoomId={match.liveRoomId} hostId={match.hostId} />}
      {notice && (
        <p className="detail-notice" part="status-notice" role="status" data-status={match.status}>
          {t(notice)}
        </p>
      )}
      <Suspense fallback={null}>
        <MatchHosts matchId={match.id} />
        <ExpertPicks matchId={match.id} sportId={match.sportId} />
      </Suspense>
      <InfoTabs match={match} sport={sport} moves={snap.moves} initialTab={tab} />
    </article>
  );
}
