// A strip of tabs or links wider than its element (issue 29, at 390 px): it scrolls sideways on one line, its
// edges fade where more is hidden (`data-fade` start/end, read by strip.css, which arrives with the strip: every
// engine, no scroll-driven animation needed), and its selected item is scrolled fully into view through the strip's own scrollLeft,
// never scrollIntoView, which would scroll the host page too. Shared by the tabs and <sport-app>'s navigation.
import { useLayoutEffect, type RefObject } from 'react';
import { viewCssRef } from './viewCss';
import stripCss from './strip.css?inline';

/** How far an edge's fade reaches: a selected item is kept this far inside the strip's edges. */
const FADE_PX = 24;

const withStripCss = viewCssRef(stripCss);

/** Follows `strip`'s overflow and keeps its `selected` item (a selector inside it) in view when `key` changes. */
export function useScrollStrip(strip: RefObject<HTMLElement | null>, selected: string, key: unknown): void {
  useLayoutEffect(() => {
    const node = strip.current;
    if (!node) return;
    withStripCss(node);
    const fade = () => {
      // Right to left, scrollLeft runs from 0 down to minus the overflow in every engine.
      const at = Math.abs(node.scrollLeft);
      const more = node.scrollWidth - node.clientWidth;
      const edges = [at > 1 && 'start', at < more - 1 && 'end'].filter(Boolean).join(' ');
      if (node.dataset.fade !== edges) node.dataset.fade = edges;
    };
    const reveal = () => {
      const item = node.querySelector(selected);
      if (item) {
        const box = node.getBoundingClientRect();
        const own = item.getBoundingClientRect();
        const pad = Math.min(FADE_PX, Math.max(0, (box.width - own.width) / 2));
        if (own.left < box.left + pad) node.scrollLeft += own.left - box.left - pad;
        else if (own.right > box.right - pad) node.scrollLeft += own.right - box.right + pad;
      }
      fade();
    };
    reveal();
    // The strip's width and its items' (text arriving, counts) change what fits: the selected item stays in view.
    const resized = new ResizeObserver(reveal);
    resized.observe(node);
    for (const child of node.children) resized.observe(child);
    node.addEventListener('scroll', fade, { passive: true });
    return () => {
      resized.disconnect();
      node.removeEventListener('scroll', fade);
    };
  }, [key]);
}
