// Chat calls' answers (spec §7 Chat, user titles, show-order rule) -> what the chat room shows.
import * as v from 'valibot';
import type { OrderShowRule } from '../../domain/chat';
import type { EmojiGroup } from '../../domain/chatEmoji';
import { listOf, num } from './common';
import { money } from './money';

export const emojiListSchema = v.pipe(
  v.object({
    emojiGroupList: listOf(v.object({ groupName: v.string(), emojis: v.array(v.string()) }), 'emoji groups'),
  }),
  v.transform((list): EmojiGroup[] => list.emojiGroupList.map((g) => ({ name: g.groupName, emojis: g.emojis }))),
);

export const reportCategorySchema = v.object({
  id: v.pipe(
    v.union([v.string(), v.number()]),
    v.transform((value) => String(value)),
  ),
  name: v.string(),
});

export type ReportCategory = v.InferOutput<typeof reportCategorySchema>;

export const reportCategoriesSchema = listOf(reportCategorySchema, 'report categories');

export const orderShowRuleSchema = v.pipe(
  v.object({
    showCount: num,
    coins: listOf(v.object({ thirdCoin: v.string(), minAmount: money }), 'show-order coins'),
  }),
  v.transform((rule): OrderShowRule => rule),
);
