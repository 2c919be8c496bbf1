// <sport-goal-notify>: attributes declared once here; registration through the guarded define.
import { GOAL_NOTIFY_CSS, GoalNotify } from '../../src/features/goal-notify/GoalNotify';
import { createSportElement } from '../shared/createElement';
import { defineOnce } from '../shared/define';

/** The element's own props (camelCase; attributes are kebab-case). */
export const PROPS = {} as const;

defineOnce('sport-goal-notify', createSportElement('sport-goal-notify', GoalNotify, PROPS, GOAL_NOTIFY_CSS));
