// A room's push topics (spec §4 Websocket "live-betting topics", §7 "room unlock"): the live bets of the room,
// listed when it opens and replaced by each `livebet.<room>` push, and the unlock push, which reads the room's
// permission again so its lock follows without a reload.
import { frameData } from '../../api/codecs/chatFrames';
import { liveBetPushSchema, roomUnlockSchema } from '../../api/codecs/roomGames';
import { roomUnlockChannel } from '../../api/livePaths';
import { PUSH_CHANNEL } from '../../api/wire';
import { roomState } from './rooms';
import { liveApi } from '../page/liveApi';
import { push } from '../page/pushSocket';

/** Reads the room's live bets; a failure leaves none listed. */
export async function loadLiveBets(liveRoomId: string): Promise<void> {
  try {
    const list = await liveApi().liveBetList(liveRoomId);
    const room = roomState(liveRoomId);
    if (room) room.games.liveBets = list;
  } catch {
    // no live bets shown
  }
}

/** A livebet.<room> push: the room's whole list. */
export function onLiveBetPush(liveRoomId: string, data: unknown): void {
  const frame = frameData(liveBetPushSchema, data);
  const room = roomState(liveRoomId);
  if (room && frame && frame.liveRoomId === liveRoomId) room.games.liveBets = frame.list;
}

/**
 * Listens to the room's live-bet and unlock topics while it is open; `onUnlock` reads the permission again.
 * A reconnect lists the live bets again (pushes sent while away are lost). Returns the stop.
 */
export function followRoomPushes(liveRoomId: string, onUnlock: () => void): () => void {
  const socket = push();
  const offBets = socket.subscribe(PUSH_CHANNEL.liveBet(liveRoomId), (data) => onLiveBetPush(liveRoomId, data));
  const offUnlock = socket.subscribe(roomUnlockChannel(liveRoomId), (data) => {
    if (frameData(roomUnlockSchema, data)?.liveRoomId === liveRoomId) onUnlock();
  });
  const offReconnect = socket.onReconnect(() => void loadLiveBets(liveRoomId));
  return () => {
    offBets();
    offUnlock();
    offReconnect();
  };
}
