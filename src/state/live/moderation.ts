// Reporting messages and, for a chat admin, deleting them or banning their sender (spec §4 Chat, §6 chat admin).
// The server answers for everyone on the chat socket (B06, B08). Loads with the moderation dialogs.
import type { SilenceConfig } from '../../domain/chatModeration';
import { liveApi } from '../page/liveApi';
import { attempt, setSelectMode, type ChatActionResult } from './chatActions';
import { roomState } from './rooms';

const selecting = (liveRoomId: string) => roomState(liveRoomId)?.chat.selectMessageStatus === 'Open';

/** Reports messages under a category; a report from selection mode closes it. */
export async function reportMessages(liveRoomId: string, msgIds: string[], cateId: string): Promise<ChatActionResult> {
  const result = await attempt(() => liveApi().report({ liveRoomId, msgIds, cateId }));
  if (result.ok && selecting(liveRoomId)) setSelectMode(liveRoomId, false);
  return result;
}

/** Deletes messages (chat admin): the server removes them for everyone with B06. */
export async function deleteMessages(liveRoomId: string, msgIds: string[]): Promise<ChatActionResult> {
  const result = await attempt(() => liveApi().deleteMessage({ liveRoomId, msgIds }));
  if (result.ok && selecting(liveRoomId)) setSelectMode(liveRoomId, false);
  return result;
}

/** Bans a message's sender for one of the silence configs (chat admin): B08 removes their messages for everyone. */
export function banUser(liveRoomId: string, uid: string, config: SilenceConfig): Promise<ChatActionResult> {
  return attempt(() => liveApi().banUser({ liveRoomId, uid, ttl: config.ttl, unit: config.unit }));
}
