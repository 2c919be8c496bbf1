// A room's pinned automatic message (spec §3 Chat state pinedAutoMsg): the host's standing notice, sent with L01
// in the joining socket's language. Its own module so the chat hub only hands it on.
import type { Names } from './periods.ts';
import { textIn } from './translations.ts';

const NOTICE: Names = {
  ENG: 'Welcome! Be kind in the chat; bet responsibly.',
  CMN: '欢迎来到直播间！文明聊天，理性投注。',
  BRA: 'Bem-vindo! Seja gentil no chat; aposte com responsabilidade.',
  JPN: 'ようこそ！チャットはマナーを守り、責任あるベットを。',
  SAU: 'مرحبًا! كن لطيفًا في الدردشة وراهن بمسؤولية.',
  SPA: '¡Bienvenido! Sé amable en el chat; apuesta con responsabilidad.',
  THA: 'ยินดีต้อนรับ! แชทอย่างสุภาพ และเดิมพันอย่างมีสติ',
  VIE: 'Chào mừng! Hãy lịch sự khi trò chuyện; cá cược có trách nhiệm.',
};

/** The pinned automatic message of a room in `lang`. */
export function pinnedMessage(liveRoomId: string, lang: string): { msgId: string; content: string } {
  return { msgId: `pin-${liveRoomId}`, content: textIn(NOTICE, lang) };
}
