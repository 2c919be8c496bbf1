// The rows of the virtual list: matches split into live, upcoming and finished (spec §4), each section
// grouped by league in the server's order, with a header per section and per league carrying its count.
import { splitByStatusGroup, type MatchStatusGroup } from '../../domain/matches';
import type { LeagueRef, Match } from '../../domain/types';

export type ListRow =
  | { kind: 'section'; key: string; group: MatchStatusGroup; count: number }
  | { kind: 'league'; key: string; league: LeagueRef; count: number }
  | { kind: 'match'; key: string; id: string };

type Summary = Pick<Match, 'id' | 'status' | 'league'>;

const SECTION_ORDER: MatchStatusGroup[] = ['live', 'upcoming', 'finished'];

/** Builds the list rows of the given matches (ids whose match is unknown are skipped). */
export function layoutRows(ids: readonly string[], lookup: (id: string) => Summary | undefined): ListRow[] {
  const matches = ids.map(lookup).filter((m): m is Summary => m !== undefined);
  const sections = splitByStatusGroup(matches);
  const rows: ListRow[] = [];
  for (const group of SECTION_ORDER) {
    const members = sections[group];
    if (members.length === 0) continue;
    rows.push({ kind: 'section', key: `s:${group}`, group, count: members.length });
    const byLeague = new Map<string, Summary[]>();
    for (const match of members) {
      const list = byLeague.get(match.league.id);
      if (list) list.push(match);
      else byLeague.set(match.league.id, [match]);
    }
    for (const [leagueId, list] of byLeague) {
      rows.push({ kind: 'league', key: `l:${group}:${leagueId}`, league: list[0].league, count: list.length });
      for (const match of list) rows.push({ kind: 'match', key: `m:${match.id}`, id: match.id });
    }
  }
  return rows;
}
