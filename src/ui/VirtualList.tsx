// A virtualized list on @tanstack/react-virtual: rows of variable (measured) height, any mix of row kinds
// (headers and items), only about a screenful in the DOM however long the list, and onEndReached for paging.
import { useEffect, useRef, type ReactNode } from 'react';
import { useVirtualizer } from '@tanstack/react-virtual';

export interface VirtualListProps<T> {
  items: readonly T[];
  /** A stable key per item (kept across reorders so measured sizes follow their rows). */
  getKey: (item: T, index: number) => string;
  /** Height guess before a row is measured, in px. */
  estimateSize: (item: T, index: number) => number;
  renderItem: (item: T, index: number) => ReactNode;
  /** Called when the rendered range comes within `endThreshold` items of the end. */
  onEndReached?: () => void;
  endThreshold?: number;
  /** Rows rendered beyond the visible ones on each side. */
  overscan?: number;
  /** Height assumed before the scroll container is measured, so the first render already fills a screen. */
  initialHeight?: number;
  /** Rendered after the last row (a loading or retry line). */
  footer?: ReactNode;
  className?: string;
  /** Accessible name of the list. */
  label?: string;
}

/** Renders only the rows in (and just around) the viewport of its own scroll container. */
export function VirtualList<T>({
  items, getKey, estimateSize, renderItem, onEndReached, endThreshold = 10, overscan = 4, initialHeight = 600, footer, className, label,
}: VirtualListProps<T>) {
  const scroller = useRef<HTMLDivElement>(null);
  const virtualizer = useVirtualizer({
    count: items.length,
    getScrollElement: () => scroller.current,
    estimateSize: (index) => estimateSize(items[index], index),
    getItemKey: (index) => getKey(items[index], index),
    overscan,
    initialRect: { width: 0, height: initialHeight },
  });
  const rows = virtualizer.getVirtualItems();
  const last = rows.length ? rows[rows.length - 1].index : -1;

  useEffect(() => {
    if (onEndReached && items.length > 0 && last >= items.length - 1 - endThreshold) onEndReached();
  }, [last, items.length, endThreshold, onEndReached]);

  return (
    <div ref={scroller} className={className} role="list" aria-label={label} style={{ overflowY: 'auto', contain: 'strict' }}>
      <div style={{ height: virtualizer.getTotalSize(), position: 'relative', width: '100%' }}>
        {rows.map((row) => (
          <div
            key={row.key}
            role="listitem"
            data-index={row.index}
            ref={virtualizer.measureElement}
            style={{ position: 'absolute', top: 0, insetInlineStart: 0, width: '100%', transform: `translateY(${row.start}px)` }}
          >
            {renderItem(items[row.index], row.index)}
          </div>
        ))}
      </div>
      {footer}
    </div>
  );
}
