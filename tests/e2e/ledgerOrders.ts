// The server's record of the bets a page placed: found by the client references the page's slip saved in its
// ledger (localStorage), through the reference server's reconciliation lookup.
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { encodeForm } from '../../src/api/form';
import { baseUrl } from './browser';

/** An order as the server holds it: its id, the client reference, and the thirdRemark it was placed with. */
export interface ServerOrder {
  clientRef: string;
  id: string;
  thirdRemark?: string;
}

/** Orders the server holds for the client references of every bet this page saved. */
export async function serverOrdersOfLedger(page: Page, token: string): Promise<ServerOrder[]> {
  const refs = await page.evaluate(() =>
    Object.keys(localStorage)
      .filter((k) => k.startsWith('sport-widgets:bet:'))
      .flatMap((k) => {
        const sub = JSON.parse(localStorage.getItem(k)!) as {
          singles: { clientRef: string }[];
          series: { clientRef: string }[];
        };
        return [...sub.singles, ...sub.series].map((b) => b.clientRef);
      }),
  );
  const body = encodeForm({ clientRefs: refs });
  const response = await fetch(`${baseUrl()}/v1/order/byClientRef`, {
    method: 'POST',
    headers: { authorization: token, 'content-type': 'application/x-www-form-urlencoded' },
    body,
  });
  const envelope = (await response.json()) as { code: number; msg?: string; data: ServerOrder[] | null };
  assert.equal(envelope.code, 1, `byClientRef refused: ${envelope.msg}`);
  return envelope.data ?? [];
}
