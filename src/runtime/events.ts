// Every DOM event the widgets send to the host page, with its payload. One map, one emit().

export interface SportEventMap {
  /** The runtime is up and the first element has connected. */
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
  'start-sport': { channel: 44; game: 44; matchId: string; matchSource: string; hostId: string; liveRoomId?: string };
  /** Spec §2: opens the goal notification popup. */
  'open-goal-notify': { matchId?: string };
  /** Spec §7: login to the sport platform, debounced 1 s. */
  'game-jump': { currency: string; gameId: number };
}

export type SportEventName = keyof SportEventMap;
export type ConnectionState = 'idle' | 'connecting' | 'open' | 'reconnecting' | 'closed';

/** Dispatches a bubbling, composed CustomEvent of the map from `target`. */
export function dispatchSportEvent<K extends SportEventName>(
  target: EventTarget,
  name: K,
  detail: SportEventMap[K],
): void {
  target.dispatchEvent(new CustomEvent(name, { detail, bubbles: true, composed: true }));
}
