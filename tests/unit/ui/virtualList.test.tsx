// @vitest-environment happy-dom
import { flushSync } from 'react-dom';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { VirtualList } from '../../../src/ui/VirtualList';
import { visibleRange } from '../../../src/ui/virtualRange';

/** Start offsets of rows of the given heights (the last entry is the total height). */
const startsOf = (heights: number[]) => heights.reduce((out, h) => [...out, out[out.length - 1] + h], [0]);

describe('visibleRange: the rows crossing the viewport plus overscan', () => {
  it('an empty list renders nothing', () => {
    expect(visibleRange([0], 0, 600, 4)).toEqual([0, -1]);
  });

  it('rows of 50 px in a 200 px viewport at the top: rows 0-3, then overscan after', () => {
    const starts = startsOf(Array(100).fill(50));
    expect(visibleRange(starts, 0, 200, 0)).toEqual([0, 3]);
    expect(visibleRange(starts, 0, 200, 2)).toEqual([0, 5]);
  });

  it('a scrolled viewport starts at the row it cuts and ends at the last row it shows', () => {
    const starts = startsOf([100, 20, 20, 300, 50, 50]);
    // 110..309 crosses row 1 (100-120), 2 (120-140) and 3 (140-440).
    expect(visibleRange(starts, 110, 200, 0)).toEqual([1, 3]);
    expect(visibleRange(starts, 110, 200, 1)).toEqual([0, 4]);
  });

  it('a viewport past the end keeps the last row', () => {
    expect(visibleRange(startsOf([10, 10]), 500, 100, 0)).toEqual([1, 1]);
  });
});

describe('VirtualList keeps about a screenful of 1000 rows in the DOM', () => {
  let host: HTMLDivElement;
  let root: Root;
  const items = Array.from({ length: 1000 }, (_, i) => `match-${i}`);

  beforeEach(() => {
    host = document.createElement('div');
    document.body.append(host);
    root = createRoot(host);
  });

  afterEach(() => {
    flushSync(() => root.unmount());
    host.remove();
  });

  const renderList = (onEndReached = vi.fn(), inFlow = false) => {
    flushSync(() =>
      root.render(
        <VirtualList
          items={items}
          getKey={(item) => item}
          estimateSize={() => 50}
          renderItem={(item) => <p className="row">{item}</p>}
          onEndReached={onEndReached}
          overscan={2}
          initialHeight={500}
          inFlow={inFlow}
        />,
      ),
    );
    return onEndReached;
  };

  it('first renders only the 10 rows of 50 px the assumed viewport shows, then adds 2 overscan once measured; sized to the whole list', () => {
    renderList();
    const texts = () => [...host.querySelectorAll('.row')].map((row) => row.textContent);
    expect(texts()).toEqual(items.slice(0, 10));
    expect((host.querySelector('[role="list"] > div') as HTMLElement).style.height).toBe('50000px');
    // A measurement (here the scroll listener's read at the top) brings the overscan rows.
    flushSync(() => host.querySelector('[role="list"]')!.dispatchEvent(new Event('scroll')));
    expect(texts()).toEqual(items.slice(0, 12));
  });

  it('a scroll renders the rows around the new offset, placed at their start', () => {
    renderList();
    const scroller = host.querySelector('[role="list"]') as HTMLDivElement;
    flushSync(() => {
      scroller.scrollTop = 25_000;
      scroller.dispatchEvent(new Event('scroll'));
    });
    const rows = [...host.querySelectorAll<HTMLElement>('[role="listitem"]')];
    expect(rows.map((row) => row.dataset.index)).toEqual([
      '498',
      '499',
      ...Array.from({ length: 10 }, (_, i) => String(500 + i)),
      '510',
      '511',
    ]);
    expect(rows[2].style.transform).toBe('translateY(25000px)');
  });

  it('in flow (the chat log), rows are not placed: the rows before and after them are space above and below, so a row taller than its guess pushes the next ones down', () => {
    renderList(vi.fn(), true);
    const scroller = host.querySelector('[role="list"]') as HTMLDivElement;
    flushSync(() => {
      scroller.scrollTop = 25_000;
      scroller.dispatchEvent(new Event('scroll'));
    });
    const rows = [...host.querySelectorAll<HTMLElement>('[role="listitem"]')];
    expect(rows.map((row) => row.dataset.index)).toEqual(Array.from({ length: 14 }, (_, i) => String(498 + i)));
    expect(rows.every((row) => row.getAttribute('style') === null)).toBe(true);
    const content = rows[0].parentElement!;
    // 498 rows of 50 px before the first rendered one; 1000 - 512 after the last.
    expect(content.style.paddingBlockStart).toBe('24900px');
    expect(content.style.paddingBlockEnd).toBe('24400px');
  });

  it('asks for the next page only when the rendered rows come near the end', () => {
    const onEndReached = renderList();
    expect(onEndReached).not.toHaveBeenCalled();
    const scroller = host.querySelector('[role="list"]') as HTMLDivElement;
    flushSync(() => {
      scroller.scrollTop = 49_000;
      scroller.dispatchEvent(new Event('scroll'));
    });
    expect(onEndReached).toHaveBeenCalled();
  });
});
