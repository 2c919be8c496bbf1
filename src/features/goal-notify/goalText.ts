// Labels of a goal notification: the event label (match start or goal) and the leading side.
import type { GoalEvent } from '../../domain/types';

/** The translations the notices, the announcement and the push alert show (loaded with the first notice). */
export const GOAL_NAMESPACES = ['goals', 'notices'];

/** i18n key of the event label: 'begin' is the match start, home and guest scores are goals. */
export function goalLabelKey(event: GoalEvent['event']): string {
  return event === 'begin' ? 'notices:matchStart' : 'notices:goal';
}

/** The side whose score is highlighted (null when level). */
export function goalLeader(goal: Pick<GoalEvent, 'homeScore' | 'awayScore'>): 'home' | 'away' | null {
  if (goal.homeScore === goal.awayScore) return null;
  return goal.homeScore > goal.awayScore ? 'home' : 'away';
}
