// @vitest-environment happy-dom
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it } from 'vitest';
import { proxy } from 'valtio/vanilla';
import { useWholeSnapshot } from '../../../src/ui/useWholeSnapshot';

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('useWholeSnapshot: a row re-renders on any change of its own proxy, with unchanged parts shared', () => {
  const host = document.createElement('div');
  const root = createRoot(host);
  afterEach(() => flushSync(() => root.render(null)));

  it('re-renders with the new value and keeps the unchanged branch the same object', async () => {
    const state = proxy({ odds: { home: 1.85, away: 2.1 }, clock: { minute: 10 } });
    const seen: { home: number; clock: object }[] = [];
    function Row() {
      const snap = useWholeSnapshot(state);
      seen.push({ home: snap.odds.home, clock: snap.clock });
      return null;
    }
    flushSync(() => root.render(<Row />));
    state.odds.home = 1.9;
    await tick();
    expect(seen.map((s) => s.home)).toEqual([1.85, 1.9]);
    expect(seen[1].clock).toBe(seen[0].clock);
  });

  it('a change of another proxy does not re-render it', async () => {
    const mine = proxy({ n: 1 });
    const other = proxy({ n: 1 });
    let renders = 0;
    function Row() {
      useWholeSnapshot(mine);
      renders += 1;
      return null;
    }
    flushSync(() => root.render(<Row />));
    other.n = 2;
    await tick();
    expect(renders).toBe(1);
  });
});
