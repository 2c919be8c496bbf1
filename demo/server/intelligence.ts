// Pre-match intelligence (/api/match/zq|lq/intelligence): short notes per team in the request's language,
// from the simulation's strength (who the market favours) rather than invented news.
import type { Names } from './periods.ts';
import type { SimMatch } from './match.ts';
import { textIn } from './translations.ts';
import { nameIn } from './names.ts';

const NOTES = {
  home: {
    ENG: '{team} play at home.',
    CMN: '{team}坐镇主场。',
    BRA: '{team} joga em casa.',
    JPN: '{team}はホームで戦います。',
    SAU: '{team} يلعب على أرضه.',
    SPA: '{team} juega en casa.',
    THA: '{team} เล่นในบ้าน',
    VIE: '{team} thi đấu trên sân nhà.',
  },
  goodForm: {
    ENG: 'In good form lately.',
    CMN: '近期状态出色。',
    BRA: 'Em boa fase recentemente.',
    JPN: '最近は好調です。',
    SAU: 'في حالة جيدة مؤخرًا.',
    SPA: 'En buena forma últimamente.',
    THA: 'ฟอร์มดีในช่วงหลัง',
    VIE: 'Phong độ tốt gần đây.',
  },
  poorForm: {
    ENG: 'Struggling for form.',
    CMN: '近期状态低迷。',
    BRA: 'Em má fase.',
    JPN: '調子が上がりません。',
    SAU: 'يعاني من تراجع المستوى.',
    SPA: 'Le cuesta encontrar su mejor forma.',
    THA: 'ฟอร์มไม่ค่อยดี',
    VIE: 'Đang sa sút phong độ.',
  },
  away: {
    ENG: '{team} travel for this one.',
    CMN: '{team}客场作战。',
    BRA: '{team} joga fora de casa.',
    JPN: '{team}はアウェーで戦います。',
    SAU: '{team} يلعب خارج أرضه.',
    SPA: '{team} juega como visitante.',
    THA: '{team} เล่นนอกบ้าน',
    VIE: '{team} thi đấu trên sân khách.',
  },
  strongAway: {
    ENG: 'Strong away record.',
    CMN: '客场战绩出色。',
    BRA: 'Bom retrospecto fora de casa.',
    JPN: 'アウェーでの成績は良好です。',
    SAU: 'سجل قوي خارج الأرض.',
    SPA: 'Buen registro como visitante.',
    THA: 'สถิติเยือนแข็งแกร่ง',
    VIE: 'Thành tích sân khách tốt.',
  },
  weakAway: {
    ENG: 'Weak away record.',
    CMN: '客场战绩不佳。',
    BRA: 'Retrospecto fraco fora de casa.',
    JPN: 'アウェーでの成績は振るいません。',
    SAU: 'سجل ضعيف خارج الأرض.',
    SPA: 'Mal registro como visitante.',
    THA: 'สถิติเยือนไม่ดี',
    VIE: 'Thành tích sân khách kém.',
  },
  favourite: {
    ENG: 'The market makes {team} favourites.',
    CMN: '市场看好{team}。',
    BRA: 'O mercado aponta {team} como favorito.',
    JPN: '市場は{team}を本命視しています。',
    SAU: 'السوق يرشح {team} للفوز.',
    SPA: 'El mercado da como favorito a {team}.',
    THA: 'ตลาดมองว่า {team} เป็นต่อ',
    VIE: 'Thị trường đánh giá {team} là ứng viên.',
  },
} satisfies Record<string, Names>;

const note = (key: keyof typeof NOTES, lang: string, team = '') => textIn(NOTES[key], lang).replace('{team}', team);

/** The notes of a match in `lang`: home, away and neutral lists of sentences. */
export function intelligence(m: SimMatch, lang: string): { home: string[]; away: string[]; neutral: string[] } {
  const homeFavoured = m.strength >= 0;
  return {
    home: [note('home', lang, nameIn(lang, m.home.na)), note(homeFavoured ? 'goodForm' : 'poorForm', lang)],
    away: [note('away', lang, nameIn(lang, m.away.na)), note(homeFavoured ? 'weakAway' : 'strongAway', lang)],
    neutral: [note('favourite', lang, nameIn(lang, homeFavoured ? m.home.na : m.away.na))],
  };
}
