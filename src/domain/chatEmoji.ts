// The emoji picker's layout (spec §7 live/emoji/list, §9 "emoji rows of 8"): each group's emojis in rows of 8.
import { EMOJI_ROW_SIZE } from './constants';

/** One group of emojis as the server lists it (emojiGroupList). */
export interface EmojiGroup {
  name: string;
  emojis: readonly string[];
}

/** A group chunked into the picker's rows. */
export interface EmojiGroupRows {
  name: string;
  rows: string[][];
}

/** Splits emojis into rows of `size` (8 by default); the last row holds what is left. */
export function emojiRows(emojis: readonly string[], size = EMOJI_ROW_SIZE): string[][] {
  const rows: string[][] = [];
  for (let i = 0; i < emojis.length; i += size) rows.push(emojis.slice(i, i + size));
  return rows;
}

/** Every non-empty group chunked into rows of 8, in the server's order. */
export function emojiGroupRows(groups: readonly EmojiGroup[]): EmojiGroupRows[] {
  return groups.filter((g) => g.emojis.length > 0).map((g) => ({ name: g.name, rows: emojiRows(g.emojis) }));
}

/** Inserts an emoji at the caret (or replacing the selection) and says where the caret goes next. */
export function insertAt(text: string, emoji: string, start: number, end = start): { text: string; caret: number } {
  const from = Math.max(0, Math.min(start, text.length));
  const to = Math.max(from, Math.min(end, text.length));
  return { text: text.slice(0, from) + emoji + text.slice(to), caret: from + emoji.length };
}
