// <sport-goal-notify>: registration through the guarded define, with the attributes of props.ts.
import { GOAL_NOTIFY_CSS, GoalNotify } from '../../src/features/goal-notify/GoalNotify';
import { createSportElement } from '../shared/createElement';
import { defineOnce } from '../shared/define';
import { PROPS } from './props';

defineOnce('sport-goal-notify', createSportElement('sport-goal-notify', GoalNotify, PROPS, GOAL_NOTIFY_CSS));
