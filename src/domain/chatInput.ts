// What a chat message may be before it is sent (spec §3 remindMsgLength, §8 R00 "message too long"): its length
// counted in characters as a reader sees them (an emoji is one), so client and reference server agree.

/** remindMsgLength: the longest chat message, in characters (longer ones are refused with R00). Here, not in
 * constants.ts, so the match list's shared chunk does not carry it. */
export const CHAT_MESSAGE_MAX_LENGTH = 100;

/** Length of a message in characters (code points: an emoji counts once). */
export function messageLength(text: string): number {
  return [...text.trim()].length;
}

/** Characters left before the limit (negative when over it). */
export function charactersLeft(text: string, max = CHAT_MESSAGE_MAX_LENGTH): number {
  return max - messageLength(text);
}

/** Why a message cannot be sent: empty, or longer than the limit (R00); null when it may go. */
export function messageProblem(text: string, max = CHAT_MESSAGE_MAX_LENGTH): 'empty' | 'tooLong' | null {
  const length = messageLength(text);
  if (length === 0) return 'empty';
  return length > max ? 'tooLong' : null;
}

/** The counter shows from this many characters left, so the limit is seen before it is reached. */
export const REMIND_FROM_LEFT = 20;
