// What <sport-goal-notify> shows once there is something to show, loaded on demand by GoalNotify (a page that never
// sees a goal does not download it): the notices in the top layer (a manual popover, so no host z-index hides them),
// in the corner the element's `position` names; a notice opens its match (sport-navigate), and the one-time push
// alert sits on top of them (not a modal: the host page stays usable).
import { useLayoutEffect, useRef, type CSSProperties } from 'react';
import { formatMatchTime } from '../../domain/matchTime';
import { matchDetailPath } from '../../domain/routes';
import { getRuntime } from '../../runtime/runtime';
import { closeGoalNotice, closePushAlert, type GoalNotice } from '../../state/goals';
import type { UiVersion } from '../../state/session/view';
import { hostOf } from '../../ui/ShellFrame';
import { useT } from '../../ui/i18n';
import { GOAL_NAMESPACES, goalLabelKey, goalLeader } from './goalText';

/** The corner of the viewport the notices take (the element's `position` attribute); 'auto' (the default) is the top
    end corner below the host's header (`offset`) on a desktop, and the bottom, above the slip's bar, on a phone. */
export type GoalPosition = 'auto' | 'top-end' | 'top-start' | 'bottom-end' | 'bottom-start';

/** The spec's first-time push alert (进球推送提示), inside the notices rather than over the page. */
function PushAlert() {
  const { t } = useT(['notices']);
  return (
    <article className="goal-notice goal-alert" part="goal-alert" role="alert">
      <strong className="goal-label">{t('notices:pushAlertTitle')}</strong>
      <p className="goal-alert-message">{t('notices:pushAlertMessage')}</p>
      <button type="button" className="sport-button goal-alert-confirm" onClick={closePushAlert}>
        {t('notices:pushAlertConfirm')}
      </button>
    </article>
  );
}

function Notice({ notice }: { notice: Readonly<GoalNotice> }) {
  const { t, lang } = useT(['goals']);
  const { goal } = notice;
  const lead = goalLeader(goal);
  return (
    <article
      className="goal-notice"
      part="goal-notice"
      data-event={goal.event}
      data-fading={notice.fading || undefined}
      data-match-id={goal.matchId}
    >
      <header className="goal-head">
        <strong className="goal-label" part="goal-label">
          {t(goalLabelKey(goal.event))}
        </strong>
        {/* The minute of play when the push carries it; isolated, so in Arabic it still reads 67', not '67. */}
        {goal.minute !== undefined && <bdi className="goal-minute">{`${goal.minute}'`}</bdi>}
        <time className="goal-time" dateTime={new Date(goal.time).toISOString()}>
          {formatMatchTime(goal.time, lang)}
        </time>
        <button
          type="button"
          className="goal-close"
          part="goal-close"
          aria-label={t('goals:close')}
          onClick={() => closeGoalNotice(notice.id)}
        >
          ×
        </button>
      </header>
      <button
        type="button"
        className="goal-line"
        part="goal-open"
        onClick={(e) =>
          getRuntime().emit(
            'sport-navigate',
            { path: matchDetailPath(goal.matchId), element: 'sport-goal-notify' },
            hostOf(e.currentTarget),
          )
        }
      >
        <span className="goal-team" data-side="home">
          {goal.homeName}
        </span>
        <span className="goal-score" data-side="home" data-leading={lead === 'home' || undefined}>
          {goal.homeScore}
        </span>
        <span aria-hidden="true">-</span>
        <span className="goal-score" data-side="away" data-leading={lead === 'away' || undefined}>
          {goal.awayScore}
        </span>
        <span className="goal-team" data-side="away">
          {goal.awayName}
        </span>
      </button>
      {goal.scorer && (
        <p className="goal-scorer" part="goal-scorer">
          <span aria-hidden="true">⚽ </span>
          <bdi>{goal.scorer}</bdi>
        </p>
      )}
    </article>
  );
}

/** One popup (old UI) or a stacked list (UI 2.2) of notices. */
export function GoalNotices({
  notices,
  uiVersion,
  alertOpen,
  position,
  offset,
}: {
  notices: readonly GoalNotice[];
  uiVersion: UiVersion;
  alertOpen: boolean;
  position: GoalPosition;
  /** The host header's height in px, kept clear by top-placed notices (the element's `offset`). */
  offset?: number;
}) {
  const { t, ready } = useT(GOAL_NAMESPACES);
  const layer = useRef<HTMLElement>(null);
  const showing = ready && (notices.length > 0 || alertOpen);
  useLayoutEffect(() => {
    const el = layer.current as (HTMLElement & { showPopover?: () => void; hidePopover?: () => void }) | null;
    if (!el?.showPopover) return;
    const open = el.matches(':popover-open');
    if (showing && !open) el.showPopover();
    if (!showing && open) el.hidePopover?.();
  }, [showing]);
  // Nothing until the texts are there: a notice never shows its keys.
  if (!ready) return null;
  return (
    <section
      ref={layer}
      popover="manual"
      className="goal-layer"
      part="goal-layer"
      data-ui={uiVersion}
      data-position={position}
      style={offset === undefined ? undefined : ({ '--sport-toast-offset': `${offset}px` } as CSSProperties)}
      aria-label={t('goals:title')}
    >
      {alertOpen && <PushAlert />}
      {notices.map((notice) => (
        <Notice key={notice.id} notice={notice} />
      ))}
    </section>
  );
}
