// <sport-bet-slip>: attributes declared once here; registration through the guarded define.
import { BET_SLIP_CSS, BET_SLIP_NAMESPACES, BetSlip } from '../../src/features/bet-slip/BetSlip';
import { createSportElement } from '../shared/createElement';
import { defineOnce } from '../shared/define';

/** The element's own props (camelCase; attributes are kebab-case). */
export const PROPS = {} as const;

defineOnce(
  'sport-bet-slip',
  createSportElement('sport-bet-slip', BetSlip, PROPS, BET_SLIP_CSS, { namespaces: BET_SLIP_NAMESPACES }),
);
