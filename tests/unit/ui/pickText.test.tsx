// @vitest-environment happy-dom
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { describe, expect, it } from 'vitest';
import { Num } from '../../../src/ui/Num';
import type { TFunction } from 'i18next';
import { PickText, pickSideText } from '../../../src/ui/PickText';

function render(node: React.ReactNode): HTMLElement {
  const host = document.createElement('div');
  flushSync(() => createRoot(host).render(node));
  return host;
}

describe('figures are isolated left to right in one shared component (issue 28 item 4)', () => {
  it('a loss "-3.63" is a bdi with dir=ltr, so Arabic never reads "3.63-"', () => {
    const bdi = render(<Num field="profit">-3.63</Num>).querySelector('bdi')!;
    expect(bdi.getAttribute('dir')).toBe('ltr');
    expect(bdi.textContent).toBe('-3.63');
    expect(bdi.dataset.field).toBe('profit');
  });

  it("a handicap pick's line is isolated beside its team's name", () => {
    const host = render(
      <PickText pick={{ type: 'A', optionName: '-0.25', home: 'Fulham', away: 'Newcastle United' }} />,
    );
    expect(host.textContent).toBe('Newcastle United -0.25');
    expect(host.querySelector('bdi[dir="ltr"]')!.textContent).toBe('-0.25');
  });

  it("a team inside a translated sentence keeps its own order in a toast's plain text: first-strong isolates around it, the line left to right", () => {
    const t = ((key: string, values?: { team?: string }) =>
      key === 'common:pick.toWin' ? `فوز ${values?.team}` : key) as unknown as TFunction;
    expect(pickSideText(t, { type: 'H', optionName: '1', home: 'Fulham' })).toBe('فوز \u2068Fulham\u2069');
    expect(pickSideText(t, { type: 'A', optionName: '-0.25', away: 'Newcastle United' })).toBe(
      '\u2068Newcastle United\u2069 \u2066-0.25\u2069',
    );
  });
});
