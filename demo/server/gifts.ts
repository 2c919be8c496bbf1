// The live rooms' gifts: id, price in coins, an emoji icon (no image files), and the name in every language the
// gift list answers in (load/gift follows the request's languageType; chat frames carry the ENG name).
import type { Names } from './periods.ts';
import { textIn } from './translations.ts';

interface GiftDef {
  giftId: number;
  price: string;
  icon: string;
  names: Names;
}

const DEFS: GiftDef[] = [
  {
    giftId: 1,
    price: '1',
    icon: '🌹',
    names: {
      ENG: 'Rose',
      CMN: '玫瑰',
      BRA: 'Rosa',
      JPN: 'バラ',
      SAU: 'وردة',
      SPA: 'Rosa',
      THA: 'กุหลาบ',
      VIE: 'Hoa hồng',
    },
  },
  {
    giftId: 4,
    price: '5',
    icon: '👏',
    names: {
      ENG: 'Applause',
      CMN: '鼓掌',
      BRA: 'Aplausos',
      JPN: '拍手',
      SAU: 'تصفيق',
      SPA: 'Aplausos',
      THA: 'ปรบมือ',
      VIE: 'Vỗ tay',
    },
  },
  {
    giftId: 5,
    price: '20',
    icon: '⚽',
    names: {
      ENG: 'Ball',
      CMN: '足球',
      BRA: 'Bola',
      JPN: 'ボール',
      SAU: 'كرة',
      SPA: 'Balón',
      THA: 'ลูกบอล',
      VIE: 'Quả bóng',
    },
  },
  {
    giftId: 2,
    price: '50',
    icon: '🚀',
    names: {
      ENG: 'Rocket',
      CMN: '火箭',
      BRA: 'Foguete',
      JPN: 'ロケット',
      SAU: 'صاروخ',
      SPA: 'Cohete',
      THA: 'จรวด',
      VIE: 'Tên lửa',
    },
  },
  {
    giftId: 3,
    price: '200',
    icon: '🏆',
    names: {
      ENG: 'Trophy',
      CMN: '奖杯',
      BRA: 'Troféu',
      JPN: 'トロフィー',
      SAU: 'كأس',
      SPA: 'Trofeo',
      THA: 'ถ้วยรางวัล',
      VIE: 'Cúp',
    },
  },
];

/** A gift as the wire carries it. */
export interface WireGiftRow {
  giftId: number;
  giftName: string;
  price: string;
  icon: string;
}

/** The gifts, named in `lang`. */
export function giftsIn(lang: string): WireGiftRow[] {
  return DEFS.map((g) => ({ giftId: g.giftId, giftName: textIn(g.names, lang), price: g.price, icon: g.icon }));
}

/** One gift by id, named in `lang`, or undefined. */
export function giftById(giftId: number, lang = 'ENG'): WireGiftRow | undefined {
  return giftsIn(lang).find((g) => g.giftId === giftId);
}
