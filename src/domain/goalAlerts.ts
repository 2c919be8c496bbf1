// Which goal events notify the user (spec §5, §6).
import { AcceptPush } from './enums';
import type { GoalEvent, UserSetting } from './types';

/** Goal event types that notify: match start, home score, guest score. */
export const GOAL_EVENT_TYPES = ['begin', 'home', 'guest'] as const;

/** The matches a user cares about, for the acceptList flags. */
export interface GoalAudience {
  favouriteMatchIds: ReadonlySet<string>;
  betMatchIds: ReadonlySet<string>;
}

/** A goal notifies only with push accepted, a begin/home/guest event, and an acceptList flag covering the match. */
export function shouldNotifyGoal(
  event: Pick<GoalEvent, 'matchId' | 'event'>,
  setting: Pick<UserSetting, 'acceptPush' | 'acceptList'>,
  audience: GoalAudience,
): boolean {
  if (!setting.acceptPush || !(GOAL_EVENT_TYPES as readonly string[]).includes(event.event)) return false;
  // acceptList is a list of flags by index: 0 favourites, 1 bet matches, 2 all goals.
  const accepts = (index: number) => Boolean(setting.acceptList[index]);
  return (
    accepts(AcceptPush.AllGoals) ||
    (accepts(AcceptPush.Favourites) && audience.favouriteMatchIds.has(event.matchId)) ||
    (accepts(AcceptPush.BetMatches) && audience.betMatchIds.has(event.matchId))
  );
}
