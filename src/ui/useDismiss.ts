// How every sheet, dialog and panel is dismissed by the platform's "back" (issue 29): one hook, so they all behave
// alike. Without history (the default for a standalone element, which never touches the host's history) Escape and
// Android's back gesture close it through the CloseWatcher API (a modal <dialog> is a close watcher of its own, so
// it only needs its cancel event); with history (inside <sport-app routing="history"|"hash">, or the page's
// sheet-history="push") each open surface pushes one entry with the same URL and Back pops it, closing the surface.
import { useEffect, useRef, type RefObject } from 'react';
import { getRuntime } from '../runtime/runtime';

/** The key of our entries' state: how many of our surfaces were open when the entry was pushed. */
const DEPTH_KEY = 'sportDismiss';

interface Open {
  depth: number;
  close: () => void;
}

/** Our surfaces open with a history entry, outermost first (page-wide: nested elements share the host's history). */
const opened: Open[] = [];

const depthOf = (state: unknown): number => {
  const depth = (state as Record<string, unknown> | null)?.[DEPTH_KEY];
  return typeof depth === 'number' ? depth : 0;
};

/** Back (or forward) moved to an entry: every surface opened above its depth closes, innermost first. */
function onPopState(event: PopStateEvent) {
  const depth = depthOf(event.state);
  for (let i = opened.length - 1; i >= 0; i--) {
    if (opened[i].depth > depth) opened.splice(i, 1)[0].close();
  }
  if (opened.length === 0) window.removeEventListener('popstate', onPopState);
}

/** Whether a sheet in `node` owns a history entry: <sport-app> routing in the host's URL, or sheet-history="push". */
export function historyOwned(node: Node): boolean {
  if (getRuntime().config.get().sheetHistory === 'push') return true;
  for (let at: Node | null = node; at; at = at.parentNode ?? (at instanceof ShadowRoot ? at.host : null)) {
    if (at instanceof Element && at.localName === 'sport-app') {
      const routing = at.getAttribute('routing');
      if (routing === 'history' || routing === 'hash') return true;
    }
  }
  return false;
}

interface CloseWatcherLike {
  onclose: (() => void) | null;
  destroy(): void;
}
type CloseWatcherClass = new () => CloseWatcherLike;

interface DismissOptions {
  /** The surface handles Escape and the back gesture itself (a modal <dialog>'s cancel event). */
  native?: boolean;
}

/** While `open`, Back (history) or Escape and the back gesture (CloseWatcher) call `onClose`; `anchor` is any node of
    the surface (it tells whether a <sport-app> with history routing holds it). */
export function useDismiss(
  open: boolean,
  onClose: () => void,
  anchor: RefObject<Node | null>,
  { native = false }: DismissOptions = {},
): void {
  const latest = useRef(onClose);
  latest.current = onClose;
  useEffect(() => {
    const node = anchor.current;
    if (!open || !node) return;
    if (historyOwned(node)) {
      const depth = depthOf(history.state) + 1;
      let popped = false;
      const entry: Open = {
        depth,
        close: () => {
          popped = true;
          latest.current();
        },
      };
      history.pushState({ ...(history.state as object | null), [DEPTH_KEY]: depth }, '');
      if (opened.length === 0) window.addEventListener('popstate', onPopState);
      opened.push(entry);
      return () => {
        const at = opened.indexOf(entry);
        if (at >= 0) opened.splice(at, 1);
        if (opened.length === 0) window.removeEventListener('popstate', onPopState);
        // Closed another way (its × button, Escape): its entry goes too, unless the page has moved on since.
        if (!popped && depthOf(history.state) === depth) history.back();
      };
    }
    if (native) return;
    const Watcher = (globalThis as { CloseWatcher?: CloseWatcherClass }).CloseWatcher;
    if (Watcher) {
      const watcher = new Watcher();
      watcher.onclose = () => latest.current();
      return () => watcher.destroy();
    }
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && !event.defaultPrevented) latest.current();
    };
    const root = node.getRootNode() as Document | ShadowRoot;
    root.addEventListener('keydown', onKey as EventListener);
    return () => root.removeEventListener('keydown', onKey as EventListener);
  }, [open, anchor]);
}
