// A virtualized list: rows of variable (measured) height, any mix of row kinds (headers and items), only
// about a screenful in the DOM however long the list, and onEndReached for paging. Our own rather than
// @tanstack/react-virtual (ten times its size), since every match-list page downloads it. The live chat log
// follows its newest line through `ref` (the scroll container) and `scrollerProps`.
import {
  useCallback,
  useEffect,
  useMemo,
  useReducer,
  useRef,
  useState,
  type HTMLAttributes,
  type ReactNode,
  type RefObject,
} from 'react';
import { visibleRange } from './virtualRange';

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
  /** Rows rendered beyond the visible ones on each side, once the viewport is measured. */
  overscan?: number;
  /** Height assumed before the scroll container is measured, so the first render already fills a screen. */
  initialHeight?: number;
  /** Rendered after the last row (a loading or retry line). */
  footer?: ReactNode;
  /** What stays pinned at the top (e.g. a group's headers) for the first row below it; hidden from assistive tech,
      which reads the real headers in the list. */
  pinned?: (firstBelow: number) => ReactNode;
  /** The pinned part's height, in px. */
  pinnedHeight?: number;
  className?: string;
  /** Accessible name of the list. */
  label?: string;
  /** The scroll container, for a list that scrolls itself (the chat log follows its newest line). */
  ref?: RefObject<HTMLDivElement | null>;
  /** More attributes of the scroll container (e.g. tabIndex). */
  scrollerProps?: HTMLAttributes<HTMLDivElement>;
  /** Rows in the normal flow between the space of the rows before and after them, instead of each placed at its
      offset: a row taller than its guess pushes the next ones down in the first frame it shows (chat lines wrap),
      and the browser's scroll anchoring keeps a reader's place when rows above change. Placed rows (the default)
      move without counting as layout shifts. */
  inFlow?: boolean;
  /** Called when the browser has laid out rows that appeared or changed size, before it paints: reading the
      layout there (scrollHeight) forces no extra layout. */
  onLayout?: () => void;
}

/** Renders only the rows in (and just around) the viewport of its own scroll container. */
export function VirtualList<T>({
  items,
  getKey,
  estimateSize,
  renderItem,
  onEndReached,
  pinned,
  pinnedHeight = 0,
  endThreshold = 10,
  overscan = 4,
  initialHeight = 600,
  footer,
  className,
  label,
  ref,
  scrollerProps,
  inFlow = false,
  onLayout,
}: VirtualListProps<T>) {
  const own = useRef<HTMLDivElement>(null);
  const pinnedBox = useRef<HTMLDivElement>(null);
  const scroller = ref ?? own;
  // Until measured, only the rows of the assumed viewport render (no overscan): the first screenful commits
  // sooner, and the rows around it follow in the render the first measurement triggers.
  const [viewport, setViewport] = useState({ top: 0, height: initialHeight, measured: false });
  // Measured heights by row key survive reorders and paging; a bump re-lays out after a measurement.
  const sizes = useRef(new Map<string, number>()).current;
  const [layoutVersion, relayout] = useReducer((n: number) => n + 1, 0);

  const keys = useMemo(() => items.map((item, index) => getKey(item, index)), [items, getKey]);
  const starts = useMemo(() => {
    const out = new Float64Array(items.length + 1);
    for (let i = 0; i < items.length; i++) out[i + 1] = out[i] + (sizes.get(keys[i]) ?? estimateSize(items[i], i));
    return out;
    // layoutVersion: a row's measured height changed.
  }, [items, keys, estimateSize, sizes, layoutVersion]);
  const [first, last] = visibleRange(starts, viewport.top, viewport.height, viewport.measured ? overscan : 0);

  const onLayoutRef = useRef(onLayout);
  onLayoutRef.current = onLayout;
  const rowObserver = useMemo(
    () =>
      new ResizeObserver((entries) => {
        let changed = false;
        for (const entry of entries) {
          const key = (entry.target as HTMLElement).dataset.key!;
          const height = (entry.target as HTMLElement).offsetHeight;
          if (height > 0 && sizes.get(key) !== height) {
            sizes.set(key, height);
            changed = true;
          }
        }
        if (changed) relayout();
        onLayoutRef.current?.();
      }),
    [sizes],
  );
  useEffect(() => () => rowObserver.disconnect(), [rowObserver]);
  const measure = useCallback(
    (element: HTMLDivElement | null) => {
      if (!element) return;
      rowObserver.observe(element);
      return () => rowObserver.unobserve(element);
    },
    [rowObserver],
  );

  useEffect(() => {
    const element = scroller.current!;
    let followsPage = false;
    const read = () => {
      // A list its stylesheet leaves unclipped (overflow visible: the match list on a phone, issue 29) is driven by
      // the page's scroll: its viewport is the part of the window below the host's sticky header.
      const page = getComputedStyle(element).overflowY === 'visible';
      if (page !== followsPage) {
        followsPage = page;
        if (page) window.addEventListener('scroll', read, { passive: true });
        else window.removeEventListener('scroll', read);
      }
      if (!page) {
        setViewport({ top: element.scrollTop, height: element.clientHeight || initialHeight, measured: true });
        return;
      }
      // The pinned headers stick below that header: their resolved `top` is its height in px.
      const sticky = pinnedBox.current ? parseFloat(getComputedStyle(pinnedBox.current).top) || 0 : 0;
      const top = Math.max(0, sticky - element.getBoundingClientRect().top);
      setViewport({ top, height: Math.max(0, window.innerHeight - sticky), measured: true });
    };
    element.addEventListener('scroll', read, { passive: true });
    // The first size arrives from the observer after the browser's own layout, before paint: reading it
    // while mounting would force an extra layout of the whole shadow root.
    const resize = new ResizeObserver(read);
    resize.observe(element);
    return () => {
      element.removeEventListener('scroll', read);
      window.removeEventListener('scroll', read);
      resize.disconnect();
    };
  }, [initialHeight]);

  useEffect(() => {
    if (onEndReached && items.length > 0 && last >= items.length - 1 - endThreshold) onEndReached();
  }, [last, items.length, endThreshold, onEndReached]);

  const rows: ReactNode[] = [];
  for (let index = first; index <= last; index++) {
    rows.push(
      <div
        key={keys[index]}
        role="listitem"
        data-index={index}
        data-key={keys[index]}
        ref={measure}
        style={
          inFlow
            ? undefined
            : {
                position: 'absolute',
                top: 0,
                insetInlineStart: 0,
                width: '100%',
                transform: `translateY(${starts[index]}px)`,
              }
        }
      >
        {renderItem(items[index], index)}
      </div>,
    );
  }

  return (
    <div
      ref={scroller}
      className={className}
      role="list"
      aria-label={label}
      style={{ overflowY: 'auto', contain: 'strict' }}
      {...scrollerProps}
    >
      {pinned && (
        <div
          ref={pinnedBox}
          aria-hidden="true"
          className="sport-vlist-pinned"
          style={{ position: 'sticky', zIndex: 1, height: 0 }}
        >
          {pinned(visibleRange(starts, viewport.top + pinnedHeight, 1, 0)[0])}
        </div>
      )}
      <div
        style={
          inFlow
            ? { paddingBlockStart: starts[first], paddingBlockEnd: starts[items.length] - starts[last + 1] }
            : { height: starts[items.length], position: 'relative', width: '100%' }
        }
      >
        {rows}
      </div>
      {footer}
    </div>
  );
}
