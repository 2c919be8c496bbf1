// What <sport-goal-notify> shows once there is something to show: the notices and, inside their layer, the
// one-time push alert (not a modal: the host page stays usable). Loaded on demand by GoalNotify, so a page that
// never sees a goal does not download it.
import type { GoalNotice } from '../../state/goals';
import type { UiVersion } from '../../state/session/view';
import { useT } from '../../ui/i18n';
import { GoalNotices, type GoalPosition } from './GoalNotices';
import { GOAL_NAMESPACES } from './goalText';

/** The notices layer with the push alert on top while it is open. */
export function GoalScreen({
  notices,
  uiVersion,
  alertOpen,
  position,
}: {
  notices: readonly GoalNotice[];
  uiVersion: UiVersion;
  alertOpen: boolean;
  position: GoalPosition;
}) {
  const { ready } = useT(GOAL_NAMESPACES);
  if (!ready) return null;
  return <GoalNotices notices={notices} uiVersion={uiVersion} alertOpen={alertOpen} position={position} />;
}
