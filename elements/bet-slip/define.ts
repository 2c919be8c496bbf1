// <sport-bet-slip>: registration through the guarded define, with the attributes of props.ts.
import { BET_SLIP_CSS, BET_SLIP_NAMESPACES, BetSlip } from '../../src/features/bet-slip/BetSlip';
import { createSportElement } from '../shared/createElement';
import { defineOnce } from '../shared/define';
import { PROPS } from './props';

defineOnce(
  'sport-bet-slip',
  createSportElement('sport-bet-slip', BetSlip, PROPS, BET_SLIP_CSS, { namespaces: BET_SLIP_NAMESPACES }),
);
