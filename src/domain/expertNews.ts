// Expert news (spec §7 sports/message top, §3 bet source "expert news"): an expert's pick on a match, and which of
// a sport's picks a match's detail shows. The source of a followed pick is betSourceRules.ts expertPickSource.

/** One expert message: the expert, their words, and the pick (match, market, option, odds then). */
export interface ExpertPick {
  sportsMessageId: string;
  professorId: string;
  professorName: string;
  content: string;
  sportsId: number;
  matchId: string;
  matchName: string;
  marketId: string;
  type: string;
  odds: number;
  betName: string;
  publishTime: number;
}

/** The picks of one match, newest first. */
export function picksOfMatch(picks: readonly ExpertPick[], matchId: string): ExpertPick[] {
  return picks.filter((p) => p.matchId === matchId).sort((a, b) => b.publishTime - a.publishTime);
}
