// @vitest-environment happy-dom
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { describe, expect, it } from 'vitest';
import { Num } from '../../../src/ui/Num';
import { PickText } from '../../../src/ui/PickText';

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
});
