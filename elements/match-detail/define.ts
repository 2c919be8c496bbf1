// <sport-match-detail>: attributes declared once here; registration through the guarded define.
import { MatchDetail } from '../../src/features/match-detail/MatchDetail';
import { createSportElement } from '../shared/createElement';
import { defineOnce } from '../shared/define';
import css from './styles.css?inline';

/** The element's own props (camelCase; attributes are kebab-case). */
export const PROPS = { matchId: 'string' } as const;

defineOnce('sport-match-detail', createSportElement('sport-match-detail', MatchDetail, PROPS, css));
