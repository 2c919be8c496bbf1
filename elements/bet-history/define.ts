// <sport-bet-history>: attributes declared once here; registration through the guarded define.
import { BetHistory, BET_HISTORY_NAMESPACES } from '../../src/features/bet-history/BetHistory';
import { createSportElement } from '../shared/createElement';
import { defineOnce } from '../shared/define';
import css from '../../src/features/bet-history/bet-history.css?inline';

/** The element's own props (camelCase; attributes are kebab-case). */
export const PROPS = { tab: 'string' } as const;

defineOnce('sport-bet-history', createSportElement('sport-bet-history', BetHistory, PROPS, css, { namespaces: BET_HISTORY_NAMESPACES }));
