// After a language switch, the bets the slip shows (the receipt, bets still confirming or never placed) take their
// names in the new language (issue 30: everything on screen re-renders, cards included). The pre-bet call names the
// picks in the request's language; it is asked for the names only, while the receipt keeps the slip's own pre-bet
// refresh waiting (spec §5). Loaded on a switch, only when the ledger holds a bet.
import type { BetMarket } from '../../domain/types';
import { betCurrency, betState } from './betState';
import { betLedger, saveSubmission, shownSubmissions, type SubmittedPick } from './ledger';

/** A pick named as the pre-bet market names it (what it does not name stays). */
export function renamedPick(pick: SubmittedPick, market: BetMarket | undefined): SubmittedPick {
  if (!market) return pick;
  return {
    ...pick,
    home: market.homeName || pick.home,
    away: market.awayName || pick.away,
    league: market.leagueName || pick.league,
    marketName: market.marketName || pick.marketName,
    optionName: market.option.name || pick.optionName,
  };
}

/** Renames the picks of every shown submission from one pre-bet call; a failed call leaves the names as they were. */
export async function renameShownBets(): Promise<void> {
  const { receipt, open } = shownSubmissions(betLedger().items, betState().receiptRef);
  const subs = [...(receipt ? [receipt] : []), ...open];
  const picks = new Map<string, { marketId: string; matchId: string; type: string }>();
  for (const sub of subs)
    for (const p of sub.picks)
      if (p.type) picks.set(`${p.marketId}|${p.type}`, { marketId: p.marketId, matchId: p.matchId, type: p.type });
  if (!picks.size) return;
  try {
    const { bettingApi } = await import('../page/bettingApi');
    const info = await bettingApi().preBet([...picks.values()], betCurrency(), false);
    const byMarket = new Map(info.betInfo.map((m) => [m.marketId, m]));
    // Written over the ledger as it is now: statuses that changed during the call are kept.
    for (const { ref } of subs) {
      const current = betLedger().items[ref];
      if (current)
        saveSubmission({ ...current, picks: current.picks.map((p) => renamedPick(p, byMarket.get(p.marketId))) });
    }
  } catch {
    // The names stay in the language they were placed in; the next switch tries again.
  }
}
