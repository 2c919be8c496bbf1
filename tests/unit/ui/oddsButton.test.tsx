// @vitest-environment happy-dom
import { flushSync } from 'react-dom';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { OddsType } from '../../../src/domain/enums';
import { getRuntime } from '../../../src/runtime/runtime';
import { slipSelections, togglePick } from '../../../src/state/slip/selections';
import { clearPicks } from '../../../src/state/slip/edits';
import { OddsButton, ODDS_FLASH_MS, type OddsButtonProps } from '../../../src/ui/OddsButton';
import { formatOdds } from '../../../src/domain/oddsDisplay';
import { market } from '../state/matches/fixtures';

vi.mock('../../../src/domain/oddsDisplay', async (original) => {
  const real = await original<typeof import('../../../src/domain/oddsDisplay')>();
  return { ...real, formatOdds: vi.fn(real.formatOdds) };
});

// The build defines production React (no act()): run the change, then let React and Valtio settle.
async function act(change: () => unknown): Promise<void> {
  flushSync(() => void change());
  for (let i = 0; i < 3; i += 1) await new Promise((resolve) => queueMicrotask(() => resolve(undefined)));
  await new Promise((resolve) => (vi.isFakeTimers() ? resolve(undefined) : setTimeout(resolve, 0)));
}

let root: Root;
let host: HTMLElement;

const context = { matchId: 'm1', home: 'Home', away: 'Away', league: 'League', sportId: 1 };
const props = (over: Partial<OddsButtonProps> = {}): OddsButtonProps => {
  const m = market('m1-1x2', [2.1, 3.3, 3.6]);
  return { context, marketName: '1X2', market: m, option: m.options[0], ...over };
};
const render = (p: OddsButtonProps) => act(() => root.render(<OddsButton {...p} />));
const button = () => host.querySelector('button')!;

describe('OddsButton', () => {
  beforeEach(() => {
    host = document.createElement('div');
    document.body.append(host);
    root = createRoot(host);
    clearPicks();
    getRuntime().configure({ oddsFormat: OddsType.Europe });
  });
  afterEach(() => {
    flushSync(() => root.unmount());
    host.remove();
    vi.useRealTimers();
  });

  it('while the push feed reconnects or is closed the price may be stale: the button is disabled and a click picks nothing', async () => {
    await render(props());
    await act(() => getRuntime().connection.set('reconnecting'));
    expect(button().disabled).toBe(true);
    expect(button().dataset.stale).toBe('true');
    button().click();
    expect(slipSelections().slip.entries).toHaveLength(0);
    await act(() => getRuntime().connection.set('open'));
    expect(button().disabled).toBe(false);
    await act(() => button().click());
    expect(slipSelections().slip.entries).toHaveLength(1);
    getRuntime().connection.set('idle');
  });

  it('shows a line market in the runtime odds format (European 2.10, Hong Kong 1.10) and follows a change live', async () => {
    const handicap = market('m1-ah', [2.1, 1.8]);
    const option = { ...handicap.options[0], line: '-0.5' };
    await render(props({ market: handicap, option }));
    expect(button().querySelector('.sport-odds-value')!.textContent).toBe('2.10');
    await act(() => getRuntime().configure({ oddsFormat: OddsType.HongKong }));
    expect(button().querySelector('.sport-odds-value')!.textContent).toBe('1.10');
  });

  it('has an accessible name of the team, then the words on the button in order: "Liverpool 1, 2.10", "Liverpool -0.5, 1.80", "Over 2.5, 1.95" (issue 16; WCAG 2.5.3 label in name, issue 29)', async () => {
    const m = market('m1-1x2', [2.1, 3.3, 3.6]);
    await render(props({ option: { ...m.options[0], name: '1', teamName: 'Liverpool' } }));
    expect(button().getAttribute('aria-label')).toBe('Liverpool 1, 2.10');
    // The visible words, name then price, apart (not "12.10"), so the label contains them in order.
    expect(button().textContent).toBe('1 2.10');
    const handicap = market('m1-ah', [1.8, 2.0]);
    await render(props({ market: handicap, option: { ...handicap.options[0], name: '-0.5', teamName: 'Liverpool' } }));
    expect(button().getAttribute('aria-label')).toBe('Liverpool -0.5, 1.80');
    await render(
      props({ market: handicap, option: { ...handicap.options[0], odds: 1.95, name: 'Over 2.5', teamName: '' } }),
    );
    expect(button().getAttribute('aria-label')).toBe('Over 2.5, 1.95');
  });

  it('keeps a market without a line (1X2) in European odds whatever the format (issue 15 item 11)', async () => {
    await render(props());
    await act(() => getRuntime().configure({ oddsFormat: OddsType.HongKong }));
    expect(button().querySelector('.sport-odds-value')!.textContent).toBe('2.10');
    await act(() => getRuntime().configure({ oddsFormat: OddsType.Malaysia }));
    expect(button().querySelector('.sport-odds-value')!.textContent).toBe('2.10');
  });

  it('locks an option whose market is not on sale (spec §5): disabled, a lock instead of odds, cannot be picked', async () => {
    const suspended = market('m1-1x2', [2.1, 3.3, 3.6], 0);
    await render(props({ market: suspended, option: suspended.options[0] }));
    expect(button().disabled).toBe(true);
    expect(button().dataset.locked).toBe('true');
    expect(button().querySelector('.sport-odds-lock')).not.toBeNull();
    expect(button().querySelector('.sport-odds-value')).toBeNull();
    await act(() => button().click());
    expect(slipSelections().slip.entries).toEqual([]);
  });

  it('locks an option with odds at or below 0 on a market on sale (spec §5)', async () => {
    const zero = market('m1-1x2', [0, 3.3, 3.6]);
    await render(props({ market: zero, option: zero.options[0] }));
    expect(button().disabled).toBe(true);
  });

  it('toggles the pick in the shared slip, reflected by aria-pressed', async () => {
    await render(props());
    expect(button().getAttribute('aria-pressed')).toBe('false');
    await act(() => button().click());
    expect(button().getAttribute('aria-pressed')).toBe('true');
    expect(slipSelections().slip.entries).toMatchObject([{ matchId: 'm1', marketId: 'm1-1x2', type: 'H' }]);
    expect(slipSelections().info.m1).toMatchObject({ odds: 2.1, marketName: '1X2', home: 'Home', away: 'Away' });
    await act(() => button().click());
    expect(button().getAttribute('aria-pressed')).toBe('false');
    expect(slipSelections().slip.entries).toEqual([]);
  });

  it('a pick re-renders only the buttons whose selected state changed, not every button on the page', async () => {
    const m = market('m1-1x2', [2.1, 3.3, 3.6]);
    await act(() =>
      root.render(
        <>
          {m.options.map((option) => (
            <OddsButton key={option.type} context={context} marketName="1X2" market={m} option={option} />
          ))}
        </>,
      ),
    );
    // Each render of a button formats its odds once: the calls by price count the renders by button.
    const renders = () => {
      const counts: Record<string, number> = {};
      for (const [odds] of vi.mocked(formatOdds).mock.calls) counts[String(odds)] = (counts[String(odds)] ?? 0) + 1;
      return counts;
    };
    vi.mocked(formatOdds).mockClear();
    await act(() => host.querySelector<HTMLButtonElement>('[data-option="H"]')!.click());
    expect(renders()).toEqual({ 2.1: 1 });
    await act(() => host.querySelector<HTMLButtonElement>('[data-option="A"]')!.click());
    expect(renders()).toEqual({ 2.1: 2, 3.6: 1 });
  });

  it('ignores an 11th match silently when the slip holds 10 (spec §5)', async () => {
    for (let i = 0; i < 10; i += 1) {
      togglePick({
        ...context,
        matchId: `other${i}`,
        marketId: `x${i}`,
        type: 'H',
        odds: 2,
        optionName: '1',
        marketName: '1X2',
        allowParlay: true,
      });
    }
    await render(props());
    await act(() => button().click());
    expect(button().getAttribute('aria-pressed')).toBe('false');
    expect(slipSelections().slip.entries).toHaveLength(10);
  });

  it('flashes up or down for about a second after the price moved, then stops', async () => {
    vi.useFakeTimers();
    await render(props({ move: { dir: 'down', at: Date.now() } }));
    expect(button().className).toContain('sport-odds--down');
    await vi.advanceTimersByTimeAsync(ODDS_FLASH_MS);
    // React schedules the re-render on a timer of its own.
    await vi.advanceTimersByTimeAsync(50);
    expect(button().className).toBe('sport-odds');
  });

  it('does not flash for a move older than the flash time (a row scrolled into view later)', async () => {
    await render(props({ move: { dir: 'up', at: Date.now() - ODDS_FLASH_MS - 1 } }));
    expect(button().className).toBe('sport-odds');
  });
});
