// @vitest-environment happy-dom
// The orders of a multiple bet (issue 15 item 4): the series that is one bet of every leg (n串1) shows its combined
// odds, to compare with the slip's "2串1 @ 3.40"; a series of several bets (2串1 ×3) does not, as it has no one price.
import { createRoot } from 'react-dom/client';
import { beforeEach, describe, expect, it } from 'vitest';
import { OrderLines } from '../../../../src/features/bet-slip/OrderLines';
import { getI18n } from '../../../../src/runtime/language';
import { getRuntime } from '../../../../src/runtime/runtime';
import type { Submission } from '../../../../src/state/slip/ledger';

async function until(check: () => boolean): Promise<void> {
  for (let i = 0; i < 100 && !check(); i += 1) await new Promise((r) => setTimeout(r, 10));
  expect(check()).toBe(true);
}

const series = (itemCount: number, seriesValue: number) => ({
  clientRef: `r:${itemCount}:${seriesValue}`,
  itemCount,
  seriesValue,
  unitStake: '10',
  oddsChange: 1,
});

const multiple = (label: string, seriesBet: ReturnType<typeof series>, odds: number[]) =>
  ({
    kind: 'multiple',
    seriesLabels: [label],
    series: [seriesBet],
    picks: [],
    orders: [{ orderId: '7001', status: 4, odds }],
  }) as unknown as Submission;

beforeEach(() => {
  delete (globalThis as Record<symbol, unknown>)[Symbol.for('sport-widgets.runtime')];
  getRuntime().configure({ lang: 'ENG' });
});

async function firstLabel(sub: Submission): Promise<string> {
  await (await getI18n()).loadNamespaces(['slip', 'notices']);
  const host = document.createElement('div');
  document.body.append(host);
  createRoot(host).render(<OrderLines sub={sub} />);
  await until(() => /^\S/.test(host.querySelector('li span')?.textContent ?? ''));
  const text = host.querySelector('li span')!.textContent!;
  host.remove();
  return text;
}

describe('order lines of a multiple bet', () => {
  it("show the combined odds of a 2串1 of both legs (1.85 × 1.84 → 3.40), named in the bettor's language", async () => {
    expect(await firstLabel(multiple('2串1', series(2, 1), [1.85, 1.84]))).toBe('2-fold @ 3.40');
  });

  it('show no combined odds for a series of several bets (2串1 ×3 over three legs)', async () => {
    expect(await firstLabel(multiple('2串1×3', series(2, 0), [1.85, 1.84, 2.1]))).toBe('2-fold ×3');
  });
});
