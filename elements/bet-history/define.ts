// <sport-bet-history>: attributes declared once here; registration through the guarded define.
import { BET_HISTORY_CSS, BET_HISTORY_NAMESPACES, BetHistory } from '../../src/features/bet-history/BetHistory';
import { createSportElement } from '../shared/createElement';
import { defineOnce } from '../shared/define';

/** The element's own props (camelCase; attributes are kebab-case). */
export const PROPS = { tab: 'string' } as const;

defineOnce(
  'sport-bet-history',
  createSportElement('sport-bet-history', BetHistory, PROPS, BET_HISTORY_CSS, { namespaces: BET_HISTORY_NAMESPACES }),
);
