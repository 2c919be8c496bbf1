// Bets placed straight through the reference server's API, as another device of the same user would place them:
// for flows about what a page shows of bets it did not place itself.
import assert from 'node:assert/strict';
import { claimMatch, postJson } from './browser';

interface WireRow {
  id: string;
  ms: number;
  mg?: { mks: { id: string; ss: number; op: { ty: string; od: number }[] }[] }[];
}

/** An on-sale market of a football match in the given status (4 upcoming, 5 live), and its favourite. */
export async function pickFavourite(
  token: string,
  status: number,
): Promise<{ matchId: string; marketId: string; type: string; odds: number }> {
  const page = await postJson<{ records: WireRow[] }>('/v1/match/getList', { current: 1, size: 50, sportId: 1 }, token);
  const open = page.records.filter((m) => m.ms === status && m.mg?.[0]?.mks[0]?.ss === 1);
  assert.ok(open.length, `a football match in status ${status}`);
  const id = await claimMatch(open.map((m) => m.id));
  const match = open.find((m) => m.id === id)!;
  const market = match.mg![0].mks[0];
  const option = [...market.op].sort((a, b) => a.od - b.od)[0];
  return { matchId: match.id, marketId: market.id, type: option.ty, odds: option.od };
}

/** Places a single on such a match through the API, as the bet slip would; resolves with the order id. */
export async function placeApiBet(
  token: string,
  status: number,
  stake = '100',
): Promise<{ orderId: string; matchId: string }> {
  const p = await pickFavourite(token, status);
  const placed = await postJson<{ id: string }[]>(
    '/v1/order/bet/singlePass',
    {
      currencyId: 'CNY',
      singleBetList: [
        {
          clientRef: `e2e-${Date.now()}-${Math.random()}`,
          unitStake: stake,
          oddsChange: 2,
          betOptionList: [{ marketId: p.marketId, odds: p.odds, optionType: p.type, oddsFormat: 1 }],
        },
      ],
    },
    token,
  );
  return { orderId: placed[0].id, matchId: p.matchId };
}
