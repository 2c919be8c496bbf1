// Opening and closing a live room: header from the anchor list and L01, permission (room lock), the watch
// report, gifts, red envelope, lottery winners, guessing games, live bets and the unlock push, and the chat
// socket; a login or logout reloads what depends on it.
import { subscribe } from 'valtio/vanilla';
import { ANCHOR_POLL_MS } from '../../domain/constants';
import { failedPermission, isRoomLocked } from '../../domain/room';
import { isApiError } from '../../api/errors';
import type { RoomPermission } from '../../domain/types';
import { onLanguageSwitch } from '../../runtime/languageSwitch';
import { getRuntime } from '../../runtime/runtime';
import { connectChat, dropChat, ensureChatService } from './chat';
import { anchorOf, liveAnchors } from './anchors';
import { loadGifts, loadRedEnvelope, loadTop10, loadWinList } from './gifts';
import { followGuessSettlements, loadGuessRecords, loadGuesses } from './guessing';
import { followRoomPushes, loadLiveBets } from './liveBets';
import { clearRoomTimers, emptyRoom, liveRooms, roomState } from './rooms';
import { liveApi } from '../page/liveApi';
import { shareWatch, watchedKeys } from '../page/sharedWatch';

/** Copies the anchor list's view of the room (host, match, live state, popularity) into the room. */
export function syncFromAnchor(liveRoomId: string): void {
  const room = roomState(liveRoomId);
  const anchor = anchorOf(liveRoomId);
  if (!room || !anchor) return;
  room.hostId = anchor.hostId;
  if (anchor.hostName) room.hostName = anchor.hostName;
  room.matchId = anchor.matchId ?? room.matchId;
  room.matchType = anchor.matchType;
  room.liveStatus = anchor.liveStatus;
  room.popularity = anchor.popularity;
  room.streamUrl = anchor.streamUrl ?? null;
}

/**
 * Reads the room's permission. A failure the server answered keeps its error body as the permission (spec §8: the
 * room stays locked and says why); one without an answer (network) leaves none, with a retry.
 */
export async function loadPermission(liveRoomId: string): Promise<void> {
  const room = roomState(liveRoomId);
  if (!room) return;
  try {
    const permission = await liveApi().roomPermission(liveRoomId);
    room.permission = permission;
    room.permissionStatus = 'ready';
    // The stream of a room that just let this viewer in (a login, the host opening it) comes with its permission.
    if (permission.streamUrl !== undefined) room.streamUrl = permission.streamUrl || null;
  } catch (error) {
    const answered = isApiError(error) && (error.code !== undefined || error.serverMessage !== undefined);
    room.permission = answered ? failedPermission(error.code, error.serverMessage) : null;
    room.permissionStatus = 'error';
  }
}

/** A permission as a snapshot reads it (read-only tips). */
type RoomPermissionView = Omit<RoomPermission, 'tips'> & { readonly tips: readonly { readonly isObtain: boolean }[] };

/** True when the room is locked for this user (spec §4 Room lock). */
export function roomLocked(room: {
  readonly matchType: number;
  readonly permission: Readonly<RoomPermissionView> | null;
}): boolean {
  const permission = room.permission;
  return isRoomLocked(room.matchType, permission ? { ...permission, tips: [...permission.tips] } : undefined);
}

/** Loads what depends on who is logged in: permission, gifts and balance, my guesses, and the chat connection. */
async function loadForUser(liveRoomId: string): Promise<void> {
  await Promise.all([
    loadPermission(liveRoomId),
    loadGifts(liveRoomId),
    loadGuessRecords(liveRoomId),
    connectChat(liveRoomId),
  ]);
}

/** Key prefix of an open room in the page's shared watches. */
const OPEN_ROOM = 'room:';

/** Opens a room for display (reference counted per room id); returns the close function. */
export function openRoom(liveRoomId: string, hostId = ''): () => void {
  return shareWatch(OPEN_ROOM + liveRoomId, () => {
    ensureChatService();
    followAnchorList();
    liveRooms().byId[liveRoomId] = emptyRoom(liveRoomId, hostId);
    syncFromAnchor(liveRoomId);
    const offToken = getRuntime().token.listen(() => void loadForUser(liveRoomId));
    void loadForUser(liveRoomId);
    void loadRedEnvelope(liveRoomId);
    void loadWinList(liveRoomId);
    void loadTop10(liveRoomId);
    void loadGuesses(liveRoomId);
    void loadLiveBets(liveRoomId);
    const offPushes = followRoomPushes(liveRoomId, () => void loadPermission(liveRoomId));
    // What the server worded in the old language is asked for again: the chat's history, pushed order and gift
    // lines come back in the new one (the chat socket's languageType), the gift list and guessing games too.
    const offLanguage = onLanguageSwitch(() => {
      void loadGifts(liveRoomId);
      void loadGuesses(liveRoomId);
      if (roomState(liveRoomId)?.chat.connection !== 'idle') void connectChat(liveRoomId);
    });
    // Guessing games settle and open new rounds as the match goes on: read them (and my guesses) when a push says the
    // match did what settles one, and on the anchor poll.
    const offSettlements = followGuessSettlements(liveRoomId);
    const stopGuessPoll = getRuntime().lifecycle.every(ANCHOR_POLL_MS, () => {
      void loadGuesses(liveRoomId);
      void loadGuessRecords(liveRoomId);
    });
    void liveApi()
      .watch(liveRoomId, roomState(liveRoomId)?.matchId ?? undefined)
      .catch(() => undefined);
    return () => {
      offToken();
      offPushes();
      offLanguage();
      offSettlements();
      stopGuessPoll();
      dropChat(liveRoomId);
      clearRoomTimers(liveRoomId);
      delete liveRooms().byId[liveRoomId];
    };
  });
}

/** Keeps open rooms in step with the polled anchor list (popularity and live state change on air); subscribed once. */
function followAnchorList(): void {
  getRuntime().singleton('live-anchor-follow', () =>
    subscribe(liveAnchors(), () => {
      for (const id of watchedKeys(OPEN_ROOM)) syncFromAnchor(id);
    }),
  );
}
