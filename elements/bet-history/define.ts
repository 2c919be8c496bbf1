// <sport-bet-history>: registration through the guarded define, with the attributes of props.ts.
import { BET_HISTORY_CSS, BET_HISTORY_NAMESPACES, BetHistory } from '../../src/features/bet-history/BetHistory';
import { createSportElement } from '../shared/createElement';
import { defineOnce } from '../shared/define';
import { PROPS } from './props';

defineOnce(
  'sport-bet-history',
  createSportElement('sport-bet-history', BetHistory, PROPS, BET_HISTORY_CSS, { namespaces: BET_HISTORY_NAMESPACES }),
);
