// <sport-match-list>: registration through the guarded define, with the attributes of props.ts.
import { MATCH_LIST_CSS, MATCH_LIST_NAMESPACES, MatchList } from '../../src/features/match-list/MatchList';
import { prefetchMatchList } from '../../src/features/match-list/prefetch';
import { createSportElement } from '../shared/createElement';
import { defineOnce } from '../shared/define';
import { PROPS } from './props';

defineOnce(
  'sport-match-list',
  createSportElement('sport-match-list', MatchList, PROPS, MATCH_LIST_CSS, {
    namespaces: MATCH_LIST_NAMESPACES,
    prefetch: prefetchMatchList,
  }),
);
