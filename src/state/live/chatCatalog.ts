// What every room's chat shares and loads once a page: the emoji groups in rows of 8 (spec §3 emojiList) and the
// report categories (reportConfigList, in the user's language: asked again after a language switch).
import { proxy } from 'valtio/vanilla';
import type { ReportCategory } from '../../api/codecs/chat';
import { isApiError } from '../../api/errors';
import { emojiGroupRows, type EmojiGroupRows } from '../../domain/chatEmoji';
import { getRuntime } from '../../runtime/runtime';
import { liveApi } from '../page/liveApi';

type Load<T> = { status: 'idle' | 'loading' | 'ready' | 'error'; value: T; errorKey: string | null; lang?: string };

export interface ChatCatalog {
  emojiList: Load<EmojiGroupRows[]>;
  reportConfigList: Load<ReportCategory[]>;
}

/** The page's chat catalog (one proxy for every room). */
export function chatCatalog(): ChatCatalog {
  return getRuntime().singleton('state:chat-catalog', () =>
    proxy<ChatCatalog>({
      emojiList: { status: 'idle', value: [], errorKey: null },
      reportConfigList: { status: 'idle', value: [], errorKey: null },
    }),
  );
}

async function load<T>(slot: Load<T>, fetch: () => Promise<T>, lang?: string): Promise<void> {
  if (slot.status === 'loading' || (slot.status === 'ready' && slot.lang === lang)) return;
  slot.status = 'loading';
  slot.errorKey = null;
  try {
    slot.value = await fetch();
    slot.lang = lang;
    slot.status = 'ready';
  } catch (error) {
    slot.errorKey = isApiError(error) ? error.messageKey : 'errors:loadFailed';
    slot.status = 'error';
  }
}

/** Loads the emoji groups once (again after a failure). */
export function loadEmojiList(): Promise<void> {
  return load(chatCatalog().emojiList, async () => emojiGroupRows(await liveApi().emojiList()));
}

/** Loads the report categories in the page's language (again after a failure or a language switch). */
export function loadReportCategories(): Promise<void> {
  return load(chatCatalog().reportConfigList, () => liveApi().reportCategories(), getRuntime().config.get().lang);
}
