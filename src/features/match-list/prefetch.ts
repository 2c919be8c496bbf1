// The match list's first page, requested from the element's attributes as it connects (before React has
// rendered anything), so the rows' data downloads beside the translations.
import { sportId } from '../../domain/matches';
import { getRuntime } from '../../runtime/runtime';
import { prefetchFirstPage } from '../../state/matches/list';
import { playTypeFromAttribute, sportFromAttribute, viewOf } from './sports';

/** Starts the first page of the list `element` will show; none for its other views or favourites (they wait for login). */
export function prefetchMatchList(element: HTMLElement): void {
  const attribute = (name: string) => element.getAttribute(name) ?? undefined;
  const play = playTypeFromAttribute(attribute('play-type'));
  if (viewOf(attribute('view')) !== 'matches' || play === 'favourite') return;
  const { sportIds: reading } = getRuntime().config.get();
  prefetchFirstPage({
    sportId: sportId(sportFromAttribute(attribute('sport'), reading), reading),
    playType: play,
    leagueId: attribute('league-id') ?? '',
  });
}
