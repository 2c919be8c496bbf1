// The simulated crowd's chat lines, each in the languages a reader may read the chat in (languageType in the chat
// socket's query). A room keeps a crowd line with its index (`bot`), and each reader gets it in their language.
import type { Names } from './periods.ts';
import { textIn } from './translations.ts';

/** The simulated viewers' lines, in the language of each socket's reader (languageType in the socket's query). */
export const CROWD_LINES: Names[] = [
  {
    ENG: 'What a game!',
    CMN: '这场太精彩了！',
    BRA: 'Que jogo!',
    JPN: 'すごい試合だ！',
    SAU: 'يا لها من مباراة!',
    SPA: '¡Qué partidazo!',
    THA: 'เกมสุดยอดมาก!',
    VIE: 'Trận đấu hay quá!',
  },
  {
    ENG: 'Come on!',
    CMN: '加油！',
    BRA: 'Vamos!',
    JPN: 'がんばれ！',
    SAU: 'هيا!',
    SPA: '¡Vamos!',
    THA: 'สู้ๆ!',
    VIE: 'Cố lên!',
  },
  {
    ENG: 'That was close',
    CMN: '差一点啊',
    BRA: 'Foi por pouco',
    JPN: '惜しい！',
    SAU: 'كانت قريبة',
    SPA: 'Por poco',
    THA: 'เกือบไปแล้ว',
    VIE: 'Suýt nữa thì',
  },
  {
    ENG: 'Referee!!',
    CMN: '裁判！！',
    BRA: 'Juiz!!',
    JPN: '審判！！',
    SAU: 'يا حكم!!',
    SPA: '¡¡Árbitro!!',
    THA: 'กรรมการ!!',
    VIE: 'Trọng tài!!',
  },
  {
    ENG: 'Great save',
    CMN: '漂亮的扑救',
    BRA: 'Que defesa',
    JPN: 'ナイスセーブ',
    SAU: 'تصدٍّ رائع',
    SPA: 'Paradón',
    THA: 'เซฟสวยมาก',
    VIE: 'Cứu thua xuất sắc',
  },
  {
    ENG: 'Over is coming',
    CMN: '大球要来了',
    BRA: 'Vai dar over',
    JPN: 'オーバー来るぞ',
    SAU: 'الأكثر قادم',
    SPA: 'Viene el over',
    THA: 'สูงมาแน่',
    VIE: 'Tài sắp về',
  },
  {
    ENG: 'Who is betting home?',
    CMN: '谁买了主队？',
    BRA: 'Quem apostou no mandante?',
    JPN: 'ホームに賭けた人いる？',
    SAU: 'من راهن على المضيف؟',
    SPA: '¿Quién apuesta por el local?',
    THA: 'ใครแทงเจ้าบ้านบ้าง?',
    VIE: 'Ai đặt đội nhà?',
  },
  { ENG: '666', CMN: '666', BRA: '666', JPN: '666', SAU: '666', SPA: '666', THA: '666', VIE: '666' },
];
/** A crowd line in `lang` (English for a language without one). */
export const crowdLineIn = (bot: number, lang: string): string => textIn(CROWD_LINES[bot] ?? CROWD_LINES[0], lang);
