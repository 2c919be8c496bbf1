// Every DOM event the widgets send to the host page, with its payload. One map, one emit().

// Where each event fires (EVENT_ELEMENTS in scripts/elementDocs.ts: the manifest and README): an element's own action fires on
// that element; a page-wide change (no element of its own) fires on every connected element, and bubbles so that
// each node of the page (an element's ancestors, the document, window) hears it once (dispatchOnEach).
export interface SportEventMap {
  /** Fired on each element as it first connects (the page's ancestors hear it once): the runtime is up. */
  'sport-ready': { version: string };
  /** An action needs a logged-in user (placing a bet, league search, favourites); the host should log in. */
  'sport-login-required': { reason: string };
  /** The server said the token expired (405 / 14010); the stored token was removed. Fired once per token. */
  'sport-token-expired': Record<string, never>;
  /** The server said this session was replaced by another login (505); logged out; the public feed stays live. */
  'sport-kicked': Record<string, never>;
  /** A widget moved to another screen; `path` is its route inside the widget. */
  'sport-navigate': { path: string; element: string };
  /** A bet was accepted by the server (never carries the token). */
  'sport-bet-placed': { orderIds: string[]; amount: string; currency: string; kind: 'single' | 'parlay' };
  /** A cash-out settled (fully or partly). */
  'sport-cashed-out': { orderId: string; amount: string; partial: boolean };
  /** The bet slip's picks changed (added, replaced, removed, cleared) or its single/parlay mode switched. */
  'sport-slip-change': { count: number; selections: { matchId: string; marketId: string; type: string }[] };
  /** The push socket's connection state changed. */
  'sport-connection': { state: ConnectionState };
  /** Spec §2: a match card in a live room opens the match detail (liveRoomId, ours: the room of the card). */
  'sport-start-sport': {
    channel: 44;
    game: 44;
    matchId: string;
    matchSource: string;
    hostId: string;
    liveRoomId?: string;
  };
  /** Spec §2: the host dispatches it (on document or an element) to open the goal notification popup. */
  'sport-open-goal-notify': { matchId?: string };
  /** Spec §7: login to the sport platform, debounced 1 s. */
  'sport-game-jump': { currency: string; gameId: number };
  /** The spec's name of sport-start-sport, kept as an alias: fired right after it, with the same detail. */
  'start-sport': SportEventMap['sport-start-sport'];
  /** The spec's name of sport-open-goal-notify, kept as an alias: the host may dispatch either. */
  'open-goal-notify': SportEventMap['sport-open-goal-notify'];
  /** The spec's name of sport-game-jump, kept as an alias: fired right after it, with the same detail. */
  'game-jump': SportEventMap['sport-game-jump'];
}

export type SportEventName = keyof SportEventMap;
export type ConnectionState = 'idle' | 'connecting' | 'open' | 'reconnecting' | 'closed';

/** The old (spec) name each renamed event is also dispatched and heard under. */
export const EVENT_ALIASES = {
  'sport-start-sport': 'start-sport',
  'sport-open-goal-notify': 'open-goal-notify',
  'sport-game-jump': 'game-jump',
} as const satisfies Partial<Record<SportEventName, SportEventName>>;

const aliasOf = (name: SportEventName): SportEventName | undefined =>
  (EVENT_ALIASES as Partial<Record<SportEventName, SportEventName>>)[name];

/** Dispatches a bubbling, composed CustomEvent of the map from `target` (then under its alias, same detail). */
export function dispatchSportEvent<K extends SportEventName>(
  target: EventTarget,
  name: K,
  detail: SportEventMap[K],
): void {
  for (const type of [name, aliasOf(name)])
    if (type) target.dispatchEvent(new CustomEvent(type, { detail, bubbles: true, composed: true }));
}

/** The next node of an event's composed path: a slotted node's slot, a shadow root's host, the document's window. */
function parentOf(node: Node): EventTarget | null {
  const n = node as Node & { assignedSlot?: Element | null; host?: Element; defaultView?: Window | null };
  return (
    n.assignedSlot ?? (n.nodeType === 11 ? (n.host ?? null) : n.nodeType === 9 ? (n.defaultView ?? null) : n.parentNode)
  );
}

/**
 * A page-wide event on each of `targets`, bubbling and composed, so that every node hears it once: each copy stops
 * below the first node an earlier copy reached (`heard` spans the calls given the same set: sport-ready).
 */
export function dispatchOnEach<K extends SportEventName>(
  targets: readonly Element[],
  name: K,
  detail: SportEventMap[K],
  heard: WeakSet<object> = new WeakSet(),
): void {
  const stop = (event: Event) => event.stopPropagation();
  const types = [name, aliasOf(name)].filter(Boolean) as string[];
  for (const target of targets) {
    if (heard.has(target)) continue; // nested in an element that already heard it (sport-app's widgets)
    let last: EventTarget = target;
    let node: EventTarget | null = target;
    for (; node && !heard.has(node); node = node instanceof Node ? parentOf(node) : null) heard.add((last = node));
    // Listeners on `last` all run (ours, added last, stops the event there), its ancestors heard an earlier copy.
    if (node) for (const type of types) last.addEventListener(type, stop);
    dispatchSportEvent(target, name, detail);
    if (node) for (const type of types) last.removeEventListener(type, stop);
  }
}
