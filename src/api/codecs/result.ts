// Match result (full field names, spec §3) -> MatchResult.
import * as v from 'valibot';
import { flag, id, listOf, num, opt } from './common';
import type { MatchResult, ResultScore } from '../../domain/types';

export const resultTeam = v.pipe(
  v.object({ id, name: v.string(), logoUrl: opt(v.string()) }),
  v.transform((t) => ({ id: t.id, name: t.name, logoUrl: t.logoUrl })),
);

export const resultScore = v.pipe(
  v.object({ period: num, typeGroup: num, home: num, away: num, score: opt(v.string()) }),
  v.transform((s): ResultScore => ({
    period: s.period,
    typeGroup: s.typeGroup,
    home: s.home,
    away: s.away,
    score: s.score,
  })),
);

export const matchResultSchema = v.pipe(
  v.object({
    id,
    beginTime: num,
    matchStatus: num,
    matchFormat: opt(num),
    isNeutral: opt(flag),
    sportId: num,
    league: v.object({ id, name: v.string(), logoUrl: opt(v.string()) }),
    home: resultTeam,
    away: resultTeam,
    scores: listOf(resultScore, 'result scores'),
    newScores: listOf(resultScore, 'result new scores'),
    totalScore: opt(v.string()),
  }),
  v.transform((r): MatchResult => ({
    id: r.id,
    beginTime: r.beginTime,
    status: r.matchStatus,
    format: r.matchFormat,
    neutral: r.isNeutral ?? false,
    sportId: r.sportId,
    league: { ...r.league, sportId: r.sportId },
    home: r.home,
    away: r.away,
    scores: r.scores,
    newScores: r.newScores,
    totalScore: r.totalScore,
  })),
);
