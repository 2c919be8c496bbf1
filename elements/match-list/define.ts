// <sport-match-list>: attributes declared once here; registration through the guarded define.
import { MATCH_LIST_NAMESPACES, MatchList } from '../../src/features/match-list/MatchList';
import { prefetchMatchList } from '../../src/features/match-list/prefetch';
import oddsCss from '../../src/ui/OddsButton.css?inline';
import { createSportElement } from '../shared/createElement';
import { defineOnce } from '../shared/define';
import css from '../../src/features/match-list/match-list.css?inline';

/** The element's own props (camelCase; attributes are kebab-case). */
export const PROPS = { sport: 'string', playType: 'string', leagueId: 'string', view: 'string' } as const;

defineOnce('sport-match-list', createSportElement('sport-match-list', MatchList, PROPS, `${oddsCss}\n${css}`, {
  namespaces: MATCH_LIST_NAMESPACES,
  prefetch: prefetchMatchList,
}));
