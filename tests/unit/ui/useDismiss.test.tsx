// @vitest-environment happy-dom
// useDismiss (issue 29): a standalone element never touches the host's history (Escape / CloseWatcher close its
// panels); inside <sport-app routing="history">, or with sheet-history="push", each open surface pushes one entry and
// Back (popstate) closes the innermost first; a surface closed another way takes its entry back.
import { useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getRuntime } from '../../../src/runtime/runtime';
import { useDismiss } from '../../../src/ui/useDismiss';

let setOpen: ((name: string, open: boolean) => void) | undefined;
const closed: string[] = [];

function Surface({ name, native }: { name: string; native?: boolean }) {
  const [open, set] = useState(false);
  const anchor = useRef<HTMLDivElement>(null);
  const previous = setOpen;
  setOpen = (n, o) => (n === name ? set(o) : previous?.(n, o));
  useDismiss(
    open,
    () => {
      closed.push(name);
      set(false);
    },
    anchor,
    { native },
  );
  return <div ref={anchor} data-open={open || undefined} />;
}

let host: HTMLElement;
let root: Root;
const mount = (around: HTMLElement, native = false) => {
  const shadow = around.attachShadow({ mode: 'open' });
  const container = document.createElement('div');
  shadow.append(container);
  root = createRoot(container);
  setOpen = undefined;
  flushSync(() =>
    root.render(
      <>
        <Surface name="sheet" native={native} />
        <Surface name="dialog" native={native} />
      </>,
    ),
  );
};
const open = (name: string, value = true) => flushSync(() => setOpen!(name, value));
const popTo = (state: unknown) => flushSync(() => window.dispatchEvent(new PopStateEvent('popstate', { state })));

beforeEach(() => {
  closed.length = 0;
  host = document.createElement('div');
  document.body.append(host);
  history.replaceState(null, '');
});
afterEach(() => {
  flushSync(() => root.unmount());
  host.remove();
  getRuntime().configure({ sheetHistory: 'none' });
  vi.restoreAllMocks();
  delete (globalThis as { CloseWatcher?: unknown }).CloseWatcher;
});

describe('useDismiss without history (a standalone element, the default)', () => {
  it('never pushes a history entry, and Escape closes the open surface (no CloseWatcher in this browser)', () => {
    const push = vi.spyOn(history, 'pushState');
    const element = document.createElement('sport-bet-slip');
    host.append(element);
    mount(element);
    open('sheet');
    expect(push).not.toHaveBeenCalled();
    flushSync(() => element.shadowRoot!.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape' })));
    expect(closed).toEqual(['sheet']);
  });

  it('uses the CloseWatcher API where the browser has one, and destroys the watcher as the surface closes', () => {
    const watchers: { onclose: (() => void) | null; destroyed: boolean }[] = [];
    (globalThis as { CloseWatcher?: unknown }).CloseWatcher = class {
      onclose: (() => void) | null = null;
      destroyed = false;
      constructor() {
        watchers.push(this);
      }
      destroy() {
        this.destroyed = true;
      }
    };
    const element = document.createElement('sport-bet-slip');
    host.append(element);
    mount(element);
    open('sheet');
    expect(watchers).toHaveLength(1);
    flushSync(() => watchers[0].onclose!());
    expect(closed).toEqual(['sheet']);
    expect(watchers[0].destroyed).toBe(true);
  });

  it('a native surface (a modal <dialog>, its own close watcher) gets no second watcher and no Escape listener', () => {
    const element = document.createElement('sport-bet-slip');
    host.append(element);
    mount(element, true);
    open('sheet');
    flushSync(() => element.shadowRoot!.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape' })));
    expect(closed).toEqual([]);
  });
});

describe('useDismiss with history', () => {
  it('inside <sport-app routing="history">: one entry per open surface; Back closes the innermost first', () => {
    const app = document.createElement('sport-app');
    app.setAttribute('routing', 'history');
    host.append(app);
    // The nested element sits in the app's shadow root, as <sport-app>'s widgets do.
    const nested = document.createElement('sport-bet-slip');
    app.attachShadow({ mode: 'open' }).append(nested);
    const push = vi.spyOn(history, 'pushState');
    mount(nested);
    open('sheet');
    open('dialog');
    expect(push.mock.calls.map((call) => (call[0] as { sportDismiss: number }).sportDismiss)).toEqual([1, 2]);
    popTo({ sportDismiss: 1 });
    expect(closed).toEqual(['dialog']);
    popTo(null);
    expect(closed).toEqual(['dialog', 'sheet']);
  });

  it('a surface closed another way (its × button) takes its own entry back with history.back()', () => {
    const app = document.createElement('sport-app');
    app.setAttribute('routing', 'history');
    host.append(app);
    const back = vi.spyOn(history, 'back').mockImplementation(() => {});
    mount(app);
    open('sheet');
    expect((history.state as { sportDismiss: number }).sportDismiss).toBe(1);
    open('sheet', false);
    expect(back).toHaveBeenCalledTimes(1);
  });

  it('memory routing in <sport-app> pushes nothing; sheet-history="push" (configure) opts a standalone element in', () => {
    const app = document.createElement('sport-app');
    host.append(app);
    const push = vi.spyOn(history, 'pushState');
    mount(app);
    open('sheet');
    expect(push).not.toHaveBeenCalled();
    open('sheet', false);
    getRuntime().configure({ sheetHistory: 'push' });
    open('sheet');
    expect(push).toHaveBeenCalledTimes(1);
    popTo(null);
    expect(closed).toEqual(['sheet']);
  });
});
