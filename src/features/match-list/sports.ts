// Which sport tabs to show and how the element's attributes map onto the list query.
import { SPORT_ID_READINGS, type SportIdReading, type SportKey } from '../../domain/enums';
import { sportKeyOf } from '../../domain/matches';
import { PLAY_TYPES, type PlayType } from '../../state/matches/list';

/** Sports always offered first (spec §2 tabs), before the others the server lists. */
const FIRST: SportKey[] = ['football', 'basketball'];

/** The sport tabs: football and basketball, then every other sport the server's `sports` table names. */
export function offeredSports(serverSportIds: readonly string[], reading: SportIdReading): SportKey[] {
  const others = serverSportIds
    .map((id) => sportKeyOf(Number(id), reading))
    .filter((key): key is SportKey => key !== undefined && !FIRST.includes(key));
  return [...FIRST, ...new Set(others)];
}

/** An attribute's text compared loosely: any case, spaces, dashes and underscores ignored. */
const loose = (value: string | undefined) => value?.toLowerCase().replace(/[\s_-]/g, '') ?? '';

/** The sport of a `sport` attribute: a sport key or its id in the active reading; football otherwise. */
export function sportFromAttribute(value: string | undefined, reading: SportIdReading): SportKey {
  const text = loose(value);
  if (!text) return 'football';
  const byId = /^\d+$/.test(text) ? sportKeyOf(Number(text), reading) : undefined;
  if (byId) return byId;
  return text in SPORT_ID_READINGS[reading] ? (text as SportKey) : 'football';
}

const PLAY_TYPE_ALIASES: Record<string, PlayType> = {
  todayandrolling: 'todayRolling',
  todayrolling: 'todayRolling',
  live: 'rolling',
  champion: 'outright',
  favorite: 'favourite',
};

/** The play type of a `play-type` attribute (any case, dashes allowed); 'all' when absent or unknown. */
export function playTypeFromAttribute(value: string | undefined): PlayType {
  const text = loose(value);
  const direct = PLAY_TYPES.find((p) => p.toLowerCase() === text);
  return direct ?? PLAY_TYPE_ALIASES[text] ?? 'all';
}

/** The list's views: the matches, the results, the match search and the league search. */
export type ListView = 'matches' | 'results' | 'search' | 'leagues';

/** The view a `view` attribute opens: 'results', 'search', 'league-search'; anything else ('home' too) the matches. */
export const viewOf = (view?: string): ListView =>
  view === 'results' || view === 'search' ? view : view === 'league-search' ? 'leagues' : 'matches';
