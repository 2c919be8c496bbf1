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

  it('shows a single handicap leg in Hong Kong odds with its line once, and the same leg in a parlay in European odds (issue 15 item 11)', async () => {
    const i18n = await getI18n();
    await i18n.loadNamespaces(['slip']);
    getRuntime().configure({ oddsFormat: OddsType.HongKong });
    const handicap = (kind: string) => {
      const l = leg('1', 2.1, 2.1);
      return { kind, legs: [{ ...l, pick: { ...l.pick, optionName: '+0.5', line: '+0.5' } }], changes: [] };
    };
    const shown = async (bet: unknown) => {
      const host = document.createElement('div');
      document.body.append(host);
      createRoot(host).render(<SlipLegs bet={bet as ComposedBet} />);
      await until(() => !!host.querySelector('.slip-odds')?.textContent);
      const text = {
        odds: host.querySelector('.slip-odds')!.textContent,
        pick: host.querySelector('.slip-pick span')!.textContent,
      };
      host.remove();
      return text;
    };
    const single = await shown(handicap('single'));
    expect(single.odds).toBe('1.10');
    expect(single.pick).not.toContain('+0.5 +0.5');
    expect((await shown(handicap('multiple'))).odds).toBe('2.10');
    expect((await shown({ kind: 'single', legs: [leg('2', 2.1, 2.1)], changes: [] })).odds).toBe('2.10');
  });
});
