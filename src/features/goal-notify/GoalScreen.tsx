// What <sport-goal-notify> shows once there is something to show: the notices and the one-time push
// alert. Loaded on demand by GoalNotify, so a page that never sees a goal does not download it.
import { closePushAlert, type GoalNotice } from '../../state/goals';
import type { UiVersion } from '../../state/session/view';
import { Dialog } from '../../ui/Dialog';
import { useT } from '../../ui/i18n';
import { GoalNotices } from './GoalNotices';
import { GOAL_NAMESPACES } from './goalText';

/** The notices layer and the push alert dialog. */
export function GoalScreen({
  notices,
  uiVersion,
  alertOpen,
}: {
  notices: readonly GoalNotice[];
  uiVersion: UiVersion;
  alertOpen: boolean;
}) {
  const { t, ready } = useT(GOAL_NAMESPACES);
  if (!ready) return null;
  return (
    <>
      <GoalNotices notices={notices} uiVersion={uiVersion} />
      <Dialog open={alertOpen} title={t('notices:pushAlertTitle')} onClose={closePushAlert}>
        <p className="goal-alert-message">{t('notices:pushAlertMessage')}</p>
        <button type="button" className="sport-button goal-alert-confirm" onClick={closePushAlert}>
          {t('notices:pushAlertConfirm')}
        </button>
      </Dialog>
    </>
  );
}
