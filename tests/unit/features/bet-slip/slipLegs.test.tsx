// @vitest-environment happy-dom
// The slip's legs (issue 15 item 4): a leg whose price fell since it was picked says so, even when the accept
// mode takes the change (no acceptance asked) or a parlay's product rose.
import { createRoot } from 'react-dom/client';
import { beforeEach, describe, expect, it } from 'vitest';
import type { ComposedBet } from '../../../../src/domain/betCompose';
import { OddsType } from '../../../../src/domain/enums';
import { SlipLegs } from '../../../../src/features/bet-slip/SlipLegs';
import { getI18n } from '../../../../src/runtime/language';
import { getRuntime } from '../../../../src/runtime/runtime';
import { pick } from '../../state/slip/fixtures';

async function until(check: () => boolean): Promise<void> {
  for (let i = 0; i < 100 && !check(); i += 1) await new Promise((r) => setTimeout(r, 10));
  expect(check()).toBe(true);
}

const leg = (matchId: string, picked: number, now: number) =>
  ({
    entry: { matchId, marketId: `m${matchId}`, type: 'H', inParlay: true, showInSingle: false },
    pick: pick(matchId, picked),
    state: 'open',
    odds: now,
  }) as unknown as ComposedBet['legs'][number];

beforeEach(() => {
  delete (globalThis as Record<symbol, unknown>)[Symbol.for('sport-widgets.runtime')];
  getRuntime().configure({ lang: 'ENG', oddsFormat: OddsType.Europe });
});

describe('slip legs', () => {
  it('says which leg fell (2.10 → 1.95) with no change waiting for acceptance, and nothing for a leg that rose', async () => {
    const i18n = await getI18n();
    await i18n.loadNamespaces(['slip']);
    const bet = {
      kind: 'multiple',
      legs: [leg('1', 2.1, 1.95), leg('2', 1.5, 1.8)],
      changes: [],
    } as unknown as ComposedBet;
    const host = document.createElement('div');
    document.body.append(host);
    createRoot(host).render(<SlipLegs bet={bet} />);
    await until(() => host.querySelectorAll('.slip-leg').length === 2);
    const [fell, rose] = [...host.querySelectorAll('.slip-leg')];
    await until(() => !!fell.querySelector('.slip-change')?.textContent);
    expect(fell.querySelector('.slip-change')?.getAttribute('data-moved')).toBe('down');
    expect(fell.querySelector('.slip-change')?.textContent).toContain('2.10');
    expect(fell.querySelector('.slip-change')?.textContent).toContain('1.95');
    expect(rose.querySelector('.slip-change')).toBeNull();
    host.remove();
  });
});
