// <sport-match-detail>: attributes declared once here; registration through the guarded define.
import { MATCH_DETAIL_CSS, MATCH_DETAIL_NAMESPACES, MatchDetail } from '../../src/features/match-detail/MatchDetail';
import { createSportElement } from '../shared/createElement';
import { defineOnce } from '../shared/define';

/**
 * The element's own props (camelCase; attributes are kebab-case). `follow-start-sport="true"` makes the
 * element switch to the match of every `start-sport` event (a match card in a live room).
 */
export const PROPS = { matchId: 'string', followStartSport: 'boolean' } as const;

defineOnce(
  'sport-match-detail',
  createSportElement('sport-match-detail', MatchDetail, PROPS, MATCH_DETAIL_CSS, {
    namespaces: MATCH_DETAIL_NAMESPACES,
  }),
);
