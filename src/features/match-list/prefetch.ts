// The match list's first page and the server's names, requested from the element's attributes as it connects
// (before React has rendered anything), so the rows' data downloads beside the translations.
import { sportId } from '../../domain/matches';
import { getRuntime } from '../../runtime/runtime';
import { prefetchFirstPage } from '../../state/matches/list';
import { loadMatchText } from '../../state/page/serverText';
import { playTypeFromAttribute, sportFromAttribute, viewOf } from './sports';

/** Starts the first page of the list `element` will show; none for its other views or favourites (they wait for login). */
export function prefetchMatchList(element: HTMLElement): void {
  const { sportIds: reading, lang } = getRuntime().config.get();
  // The rows wait for the names on a first visit (MatchesView): both requests leave together.
  void loadMatchText(lang);
  const attribute = (name: string) => element.getAttribute(name) ?? undefined;
  const play = playTypeFromAttribute(attribute('play-type'));
  if (viewOf(attribute('view')) !== 'matches' || play === 'favourite') return;
  prefetchFirstPage({
    sportId: sportId(sportFromAttribute(attribute('sport'), reading), reading),
    playType: play,
    leagueId: attribute('league-id') ?? '',
  });
}
