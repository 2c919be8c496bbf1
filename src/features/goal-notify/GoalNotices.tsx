// The notices in the top layer (a manual popover, so no host z-index hides them).
import { useLayoutEffect, useRef } from 'react';
import { formatMatchTime } from '../../domain/matchTime';
import { closeGoalNotice, type GoalNotice } from '../../state/goals';
import type { UiVersion } from '../../state/session/view';
import { useT } from '../../ui/i18n';
import { goalLabelKey, goalLeader } from './goalText';

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
      <p className="goal-line">
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
      </p>
    </article>
  );
}

/** One popup (old UI) or a stacked list (UI 2.2) of notices. */
export function GoalNotices({ notices, uiVersion }: { notices: readonly GoalNotice[]; uiVersion: UiVersion }) {
  const { t } = useT(['goals']);
  const layer = useRef<HTMLElement>(null);
  useLayoutEffect(() => {
    const el = layer.current as (HTMLElement & { showPopover?: () => void; hidePopover?: () => void }) | null;
    if (!el?.showPopover) return;
    const open = el.matches(':popover-open');
    if (notices.length && !open) el.showPopover();
    if (!notices.length && open) el.hidePopover?.();
  }, [notices.length]);
  return (
    <section
      ref={layer}
      popover="manual"
      className="goal-layer"
      part="goal-layer"
      data-ui={uiVersion}
      aria-label={t('goals:title')}
    >
      {notices.map((notice) => (
        <Notice key={notice.id} notice={notice} />
      ))}
    </section>
  );
}
