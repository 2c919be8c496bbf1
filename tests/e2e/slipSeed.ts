// Picks for the slip flows, straight from the reference server's match list, and the slip seeded with them
// as a match list click would leave it (shared by the betting and reserved-bet flows).
import type { Page } from 'playwright-core';
import { baseUrl, claimMatch, postJson } from './browser';

interface WireOption {
  na: string;
  nm: string;
  od: number;
  ty: string;
}
interface WireMatch {
  id: string;
  ms: number;
  bt: number;
  lg: { na: string; sid: number };
  ts: { na: string }[];
  mg: { nm: string; mks: { id: string; au: number; ss: number; op: WireOption[] }[] }[];
}

/** The first page of the reference server's match list, in English. */
async function listPage(): Promise<WireMatch[]> {
  const response = await fetch(`${baseUrl()}/v1/match/getList`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ languageType: 'ENG', current: 1, size: 50 }),
  });
  return ((await response.json()) as { data: { records: WireMatch[] } }).data.records;
}

/**
 * Upcoming matches (at least 20 minutes from kick-off) with an open, parlay-able market, straight from the server's
 * match list; each claimed for this flow file, so no file beside it holds or moves their prices meanwhile. Their
 * prices then hold still (the demo control holdOdds: the simulation leaves them alone; moveOdds still moves them) and
 * are read again: a move between the first read and the hold left flows pressing Place at a price already gone, and
 * the slip turned Place into "Accept odds changes" (a demo user accepts higher odds only; failed several CI runs).
 */
export async function upcoming(
  count: number,
): Promise<{ match: WireMatch; marketId: string; option: WireOption; marketName: string }[]> {
  const candidates = (await listPage())
    // Far from kick-off: a match that starts during the flow suspends and reprices its markets.
    .filter((m) => m.ms === 4 && m.bt > Date.now() + 20 * 60_000)
    .flatMap((match) => {
      const group = match.mg.find((g) => g.mks.some((k) => k.au === 1 && k.ss === 1));
      const market = group?.mks.find((k) => k.au === 1 && k.ss === 1 && k.op.every((o) => o.od > 1));
      return market ? [{ match, marketId: market.id, option: market.op[0], marketName: group!.nm }] : [];
    });
  const picked: typeof candidates = [];
  while (picked.length < count) {
    const rest = candidates.filter((c) => !picked.includes(c));
    const id = await claimMatch(rest.map((c) => c.match.id));
    picked.push(rest.find((c) => c.match.id === id)!);
  }
  for (const { match } of picked) await postJson('/demo/control', { action: 'holdOdds', matchId: match.id });
  const now = await listPage();
  return picked.map((pick) => {
    const match = now.find((m) => m.id === pick.match.id);
    const option = match?.mg
      .flatMap((g) => g.mks)
      .find((k) => k.id === pick.marketId)
      ?.op.find((o) => o.ty === pick.option.ty);
    return match && option ? { ...pick, match, option } : pick;
  });
}

/** Puts picks into the page's shared slip (as a match list click would) and reloads so the widgets read them. */
export async function seedSlip(
  page: Page,
  picks: Awaited<ReturnType<typeof upcoming>>,
  mode: 'single' | 'parlay',
): Promise<void> {
  const entries = picks.map((p, i) => ({
    matchId: p.match.id,
    marketId: p.marketId,
    type: p.option.ty,
    inParlay: mode === 'parlay',
    showInSingle: i === picks.length - 1,
  }));
  const info = Object.fromEntries(
    picks.map((p) => [
      p.match.id,
      {
        matchId: p.match.id,
        marketId: p.marketId,
        type: p.option.ty,
        odds: p.option.od,
        optionName: p.option.nm,
        marketName: p.marketName,
        home: p.match.ts[0].na,
        away: p.match.ts[1].na,
        league: p.match.lg.na,
        sportId: p.match.lg.sid,
        allowParlay: true,
      },
    ]),
  );
  await page.evaluate(
    (value) => localStorage.setItem('sport-widgets:slip', value),
    JSON.stringify({ slip: { entries, mode }, info }),
  );
  await page.reload();
}
