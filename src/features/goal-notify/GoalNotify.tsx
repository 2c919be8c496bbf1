// <sport-goal-notify>: goal notifications from the push socket (spec §2): one popup in the old UI, a stacked
// list in UI 2.2, each for 3000 ms then a 300 ms fade; the one-time push alert; announced to screen readers.
import { useEffect, useState } from 'react';
import { useSnapshot } from 'valtio/react';
import { closePushAlert, goalsState, joinGoalFeed } from '../../state/goals';
import { session } from '../../state/session';
import { Dialog } from '../../ui/Dialog';
import { Shell, type ElementProps } from '../../ui/Shell';
import { useT } from '../../ui/i18n';
import { goalLabelKey } from './goalText';
import { GoalNotices } from './GoalNotices';

/** The element's React root. */
export function GoalNotify(props: ElementProps) {
  return (
    <Shell theme={props.theme} mode={props.mode} namespaces={['goals']} boot={false}>
      <GoalLayer />
    </Shell>
  );
}

let hostCount = 0;

/** Joins the page's goal feed; only the first mounted element renders, so notices never appear twice. */
function GoalLayer() {
  const { t } = useT(['goals']);
  const [hostId] = useState(() => `goal-notify-${++hostCount}`);
  useEffect(() => joinGoalFeed(hostId), [hostId]);
  const state = useSnapshot(goalsState());
  const { uiVersion } = useSnapshot(session()).settings;
  if (state.hosts[0] !== hostId) return null;
  const newest = state.notices.at(-1)?.goal;
  return (
    <>
      <p className="sport-visually-hidden" role="status" aria-live="polite" aria-atomic="true">
        {newest
          ? t('goals:announce', {
              event: t(goalLabelKey(newest.event)),
              home: newest.homeName,
              away: newest.awayName,
              homeScore: newest.homeScore,
              awayScore: newest.awayScore,
            })
          : ''}
      </p>
      <GoalNotices notices={state.notices} uiVersion={uiVersion} />
      <Dialog open={state.alertOpen} title={t('notices:pushAlertTitle')} onClose={closePushAlert}>
        <p className="goal-alert-message">{t('notices:pushAlertMessage')}</p>
        <button type="button" className="sport-button goal-alert-confirm" onClick={closePushAlert}>
          {t('notices:pushAlertConfirm')}
        </button>
      </Dialog>
    </>
  );
}
