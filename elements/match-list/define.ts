// <sport-match-list>: attributes declared once here; registration through the guarded define.
import { MATCH_LIST_CSS, MATCH_LIST_NAMESPACES, MatchList } from '../../src/features/match-list/MatchList';
import { prefetchMatchList } from '../../src/features/match-list/prefetch';
import { createSportElement } from '../shared/createElement';
import { defineOnce } from '../shared/define';

/** The element's own props (camelCase; attributes are kebab-case). */
export const PROPS = { sport: 'string', playType: 'string', leagueId: 'string', view: 'string' } as const;

defineOnce(
  'sport-match-list',
  createSportElement('sport-match-list', MatchList, PROPS, MATCH_LIST_CSS, {
    namespaces: MATCH_LIST_NAMESPACES,
    prefetch: prefetchMatchList,
  }),
);
