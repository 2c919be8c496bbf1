// Which rows of a virtualized list to render: those crossing the viewport, plus `overscan` on each side.

/** First index whose row ends after `offset` (starts[i + 1] > offset), by binary search; `count` when none. */
function rowAt(starts: ArrayLike<number>, offset: number): number {
  let low = 0;
  let high = starts.length - 1;
  while (low < high) {
    const mid = (low + high) >> 1;
    if (starts[mid + 1] > offset) high = mid;
    else low = mid + 1;
  }
  return low;
}

/**
 * Inclusive [first, last] row indexes to render, from the rows' start offsets (`starts[i]` is row i's top,
 * `starts[count]` the total height), the scroll offset and viewport height; [0, -1] for an empty list.
 */
export function visibleRange(
  starts: ArrayLike<number>,
  scrollTop: number,
  height: number,
  overscan: number,
): [number, number] {
  const count = starts.length - 1;
  if (count <= 0) return [0, -1];
  const first = Math.min(rowAt(starts, scrollTop), count - 1);
  const last = Math.min(rowAt(starts, scrollTop + Math.max(height, 1) - 1), count - 1);
  return [Math.max(0, first - overscan), Math.min(count - 1, last + overscan)];
}
