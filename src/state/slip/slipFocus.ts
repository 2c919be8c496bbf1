// From a pick to its stake by keyboard (issue 28 item 8): the "Bet slip (n)" control after a just-picked odds button
// asks the slip element to take focus to the pick's stake field and remembers the pick, so Escape in the slip brings
// focus back to it. A runtime singleton: a button in the list or detail reaches the slip element on the same page.
import { getRuntime } from '../../runtime/runtime';

export interface SlipFocusRequest {
  matchId: string;
  /** The pick's odds button: where Escape returns. */
  returnTo: HTMLElement;
}

interface SlipFocus {
  listeners: Set<(request: SlipFocusRequest) => void>;
  returnTo: HTMLElement | null;
}

const slipFocus = () =>
  getRuntime().singleton('state:slip-focus', (): SlipFocus => ({ listeners: new Set(), returnTo: null }));

/** True when a slip element on the page can take focus (the control is offered only then). */
export const slipListening = () => slipFocus().listeners.size > 0;

/** Takes focus to the slip's stake field of `matchId`; Escape there returns to `returnTo`. */
export function requestSlipFocus(request: SlipFocusRequest): void {
  const state = slipFocus();
  state.returnTo = request.returnTo;
  for (const listener of state.listeners) listener(request);
}

/** The slip element's side: called on every request; returns the removal. */
export function onSlipFocusRequest(listener: (request: SlipFocusRequest) => void): () => void {
  const { listeners } = slipFocus();
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

/** The pick to give focus back to (once), if it is still on the page. */
export function takeReturnTarget(): HTMLElement | null {
  const state = slipFocus();
  const target = state.returnTo;
  state.returnTo = null;
  return target?.isConnected ? target : null;
}

/** Focuses what `find` returns as soon as it is rendered (the slip's entries load with the first pick). */
export function focusWhenShown(find: () => HTMLElement | null | undefined, deadline = performance.now() + 5000): void {
  const element = find();
  if (element) element.focus();
  else if (performance.now() < deadline) requestAnimationFrame(() => focusWhenShown(find, deadline));
}
