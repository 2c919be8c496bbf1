// <sport-match-detail>: attributes declared once here; registration through the guarded define.
import { MatchDetail, MATCH_DETAIL_NAMESPACES } from '../../src/features/match-detail/MatchDetail';
import oddsCss from '../../src/ui/OddsButton.css?inline';
import { createSportElement } from '../shared/createElement';
import { defineOnce } from '../shared/define';
import css from '../../src/features/match-detail/match-detail.css?inline';

/**
 * The element's own props (camelCase; attributes are kebab-case). `follow-start-sport="true"` makes the
 * element switch to the match of every `start-sport` event (a match card in a live room).
 */
export const PROPS = { matchId: 'string', followStartSport: 'boolean' } as const;

defineOnce('sport-match-detail', createSportElement('sport-match-detail', MatchDetail, PROPS, `${oddsCss}\n${css}`, { namespaces: MATCH_DETAIL_NAMESPACES }));
