// B06 (delete message) and B08 (ban and delete) of the chat socket (spec §8) applied to the message list:
// messages named by id go, then the spec's rule for text and uid (src/domain/chat.ts deleteChatMessages).
import { deleteChatMessages, type DeletableMessage } from './chat';

/** What a delete or ban frame names: message ids, a message text, a banned user's uid. */
export interface ChatRemoval {
  msgIds?: readonly string[];
  text?: string;
  uid?: string;
}

/** Removes the named messages; automatic (system) messages are never removed. */
export function removeChatMessages<T extends DeletableMessage & { id: string }>(
  messages: readonly T[],
  removal: ChatRemoval,
): T[] {
  const ids = new Set(removal.msgIds ?? []);
  const kept = ids.size === 0 ? messages : messages.filter((message) => message.automatic || !ids.has(message.id));
  return deleteChatMessages(kept, { text: removal.text, uid: removal.uid });
}
