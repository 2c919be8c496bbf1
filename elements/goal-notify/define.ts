// <sport-goal-notify>: attributes declared once here; registration through the guarded define.
import { GoalNotify } from '../../src/features/goal-notify/GoalNotify';
import { createSportElement } from '../shared/createElement';
import { defineOnce } from '../shared/define';
import css from '../../src/features/goal-notify/goal-notify.css?inline';

/** The element's own props (camelCase; attributes are kebab-case). */
export const PROPS = {} as const;

defineOnce('sport-goal-notify', createSportElement('sport-goal-notify', GoalNotify, PROPS, css));
