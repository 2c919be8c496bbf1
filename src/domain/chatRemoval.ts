// B06 (delete message) and B08 (ban and delete) of the chat socket (spec §8) applied to the message list:
// messages named by id go, then the spec's rule for text and uid (deleteChatMessages). Apart from domain/chat.ts,
// whose order rules need decimal.js: a room loads this as it opens.

/** What a delete or ban frame names: message ids, a message text, a banned user's uid. */
export interface ChatRemoval {
  msgIds?: readonly string[];
  text?: string;
  uid?: string;
}

/** A chat message as the delete rule reads it. */
export interface DeletableMessage {
  text: string;
  uid: string;
  /** Automatic (system) messages are never deleted by text or uid. */
  automatic: boolean;
}

/** Removes the non-empty, non-automatic messages whose text or sender uid matches; keeps everything else. */
export function deleteChatMessages<T extends DeletableMessage>(
  messages: readonly T[],
  match: { text?: string; uid?: string },
): T[] {
  const matches = (message: T) =>
    (match.text !== undefined && match.text !== '' && message.text === match.text) ||
    (match.uid !== undefined && match.uid !== '' && message.uid === match.uid);
  return messages.filter((message) => message.automatic || message.text === '' || !matches(message));
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
