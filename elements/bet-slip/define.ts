// <sport-bet-slip>: attributes declared once here; registration through the guarded define.
import { BetSlip, BET_SLIP_NAMESPACES } from '../../src/features/bet-slip/BetSlip';
import { createSportElement } from '../shared/createElement';
import { defineOnce } from '../shared/define';
import css from '../../src/features/bet-slip/bet-slip.css?inline';

/** The element's own props (camelCase; attributes are kebab-case). */
export const PROPS = {} as const;

defineOnce('sport-bet-slip', createSportElement('sport-bet-slip', BetSlip, PROPS, css, { namespaces: BET_SLIP_NAMESPACES }));
