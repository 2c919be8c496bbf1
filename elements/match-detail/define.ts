// <sport-match-detail>: registration through the guarded define, with the attributes of props.ts.
import { MATCH_DETAIL_CSS, MATCH_DETAIL_NAMESPACES, MatchDetail } from '../../src/features/match-detail/MatchDetail';
import { createSportElement } from '../shared/createElement';
import { defineOnce } from '../shared/define';
import { PROPS } from './props';

defineOnce(
  'sport-match-detail',
  createSportElement('sport-match-detail', MatchDetail, PROPS, MATCH_DETAIL_CSS, {
    namespaces: MATCH_DETAIL_NAMESPACES,
  }),
);
