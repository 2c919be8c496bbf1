// <sport-goal-notify>: goal notifications from the push socket (spec §2): one popup in the old UI, a stacked
// list in UI 2.2, each for 3000 ms then a 300 ms fade; the one-time push alert; announced to screen readers.
import { lazy, Suspense, useEffect, useState } from 'react';
import { goalsStore, joinGoalFeed } from '../../state/goals';
import { sessionView } from '../../state/session/view';
import type { ElementProps } from '../../ui/Shell';
import { ShellFrame } from '../../ui/ShellFrame';
import { useT } from '../../ui/i18n';
import { useStore } from '../../ui/useStore';
import type { GoalPosition } from './GoalNotices';
import { GOAL_NAMESPACES, goalLabelKey } from './goalText';
import ownCss from './goal-notify.css?inline';

/** The element's stylesheet: the feature's own rules. */
export const GOAL_NOTIFY_CSS = ownCss;

const GoalNotices = lazy(() => import('./GoalNotices').then((m) => ({ default: m.GoalNotices })));

/** The element's React root: no toasts, no loading state (an idle notifier takes no space), and its translations (goals, notices) load with the first notice. */
export function GoalNotify(props: ElementProps & { position?: string; offset?: number }) {
  const offset = Number.isFinite(props.offset) && props.offset! >= 0 ? props.offset : undefined;
  return (
    <ShellFrame theme={props.theme} mode={props.mode} baseNamespaces={false} boot={false} loadingState={false}>
      <GoalLayer position={POSITIONS.find((p) => p === props.position) ?? 'auto'} offset={offset} />
    </ShellFrame>
  );
}

const POSITIONS: readonly GoalPosition[] = ['top-end', 'top-start', 'bottom-end', 'bottom-start'];

let hostCount = 0;

/** Joins the page's goal feed; only the first mounted element renders, so notices never appear twice. */
function GoalLayer({ position, offset }: { position: GoalPosition; offset?: number }) {
  const [hostId] = useState(() => `goal-notify-${++hostCount}`);
  useEffect(() => joinGoalFeed(hostId), [hostId]);
  const state = useStore(goalsStore());
  const { uiVersion } = useStore(sessionView());
  // The notices layer loads with the first notice and then stays mounted (it hides its popover itself).
  const [shown, setShown] = useState(false);
  if (!shown && (state.notices.length > 0 || state.alertOpen)) setShown(true);
  const { t, ready } = useT(shown ? GOAL_NAMESPACES : []);
  if (state.hosts[0] !== hostId) return null;
  const newest = state.notices.at(-1)?.goal;
  return (
    <>
      <p className="sport-visually-hidden" role="status" aria-live="polite" aria-atomic="true">
        {newest && ready
          ? t('goals:announce', {
              event: t(goalLabelKey(newest.event)),
              home: newest.homeName,
              away: newest.awayName,
              homeScore: newest.homeScore,
              awayScore: newest.awayScore,
            }) +
            (newest.minute === undefined ? '' : ` ${newest.minute}'`) +
            (newest.scorer === undefined ? '' : ` · ${newest.scorer}`)
          : ''}
      </p>
      {shown && (
        <Suspense fallback={null}>
          <GoalNotices
            notices={state.notices}
            uiVersion={uiVersion}
            alertOpen={state.alertOpen}
            position={position}
            offset={offset}
          />
        </Suspense>
      )}
    </>
  );
}
