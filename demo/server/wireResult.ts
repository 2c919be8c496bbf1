// Match results in their full-name wire form (spec §3 "Match result"): finished matches with scores by period.
import type { WireMatchResult, WireResultScore } from '../../src/api/wire.ts';
import { PERIOD, SCORE_TYPE } from './periods.ts';
import { scoreOf, type SimMatch } from './match.ts';
import { nameIn } from './names.ts';
import { leagueIn } from './translations.ts';

/** Score lines of a result, full time first; the 15-minute segment lines only settle bets and are left out. */
function resultScores(m: SimMatch): WireResultScore[] {
  return Object.entries(m.scores)
    .map(([key, [home, away]]) => {
      const [period, typeGroup] = key.split(':').map(Number);
      return { period, typeGroup, home, away, score: `${home}-${away}` };
    })
    .filter((s) => s.period < PERIOD.Segment1 || s.period > PERIOD.Segment6)
    .sort((a, b) => a.period - b.period || a.typeGroup - b.typeGroup);
}

/** Wire form of a finished, cancelled or postponed match for matchResultList and matchResultInfo, named in `lang`. */
export function wireResult(m: SimMatch, lang = 'ENG'): WireMatchResult {
  const main = m.sport.format.kind === 'timed' ? SCORE_TYPE.Goals : SCORE_TYPE.Points;
  const [home, away] = scoreOf(m, PERIOD.FullTime, main);
  const out: WireMatchResult = {
    id: m.id,
    beginTime: m.bt,
    matchStatus: m.status,
    isNeutral: 0,
    sportId: m.sport.id,
    league: { id: m.league.id, name: leagueIn(lang, m.league.na) },
    home: { id: m.home.id, name: nameIn(lang, m.home.na) },
    away: { id: m.away.id, name: nameIn(lang, m.away.na) },
    scores: resultScores(m),
    totalScore: `${home}-${away}`,
  };
  if (m.sport.format.kind === 'sets') out.matchFormat = m.sport.format.bestOf;
  return out;
}
