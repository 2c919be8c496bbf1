// Text-live commentary in each language: the simulation records what happened (a key and its facts, teams by their
// English names), and the score service writes the line in the request's language when it is asked.
import type { Names } from './periods.ts';
import { PERIOD_NAMES } from './periods.ts';
import { nameIn } from './names.ts';
import { textIn } from './translations.ts';

/** What the simulation records of a commentary line. */
export interface CommentaryFacts {
  /** Team or player (English name, the simulation's key). */
  team?: string;
  home?: string;
  away?: string;
  score?: string;
  /** A period code (periods.ts). */
  period?: number;
  /** A set number. */
  n?: number;
}

export const COMMENTARY = {
  kickOff: {
    ENG: '{home} v {away} is under way.',
    CMN: '{home}对{away}，比赛开始。',
    BRA: '{home} x {away}: a partida começou.',
    JPN: '{home}対{away}、試合開始。',
    SAU: 'انطلقت مباراة {home} و{away}.',
    SPA: '{home} contra {away}: comienza el partido.',
    THA: '{home} พบ {away} เริ่มการแข่งขันแล้ว',
    VIE: '{home} gặp {away}: trận đấu bắt đầu.',
  },
  goal: {
    ENG: 'GOAL! {team} score. {score}',
    CMN: '进球！{team}破门。{score}',
    BRA: 'GOL! {team} marca. {score}',
    JPN: 'ゴール！{team}が得点。{score}',
    SAU: 'هدف! {team} يسجل. {score}',
    SPA: '¡GOL! Marca {team}. {score}',
    THA: 'ประตู! {team} ทำประตูได้ {score}',
    VIE: 'VÀO! {team} ghi bàn. {score}',
  },
  score: {
    ENG: 'Goal for {team}. {score}',
    CMN: '{team}得分。{score}',
    BRA: 'Gol de {team}. {score}',
    JPN: '{team}が得点。{score}',
    SAU: 'هدف لـ{team}. {score}',
    SPA: 'Gol de {team}. {score}',
    THA: '{team} ทำประตู {score}',
    VIE: 'Bàn thắng cho {team}. {score}',
  },
  three: {
    ENG: 'Three-pointer by {team}.',
    CMN: '{team}命中三分球。',
    BRA: 'Cesta de três de {team}.',
    JPN: '{team}が3ポイントシュート成功。',
    SAU: 'رمية ثلاثية لـ{team}.',
    SPA: 'Triple de {team}.',
    THA: '{team} ยิงสามแต้มลง',
    VIE: '{team} ghi ba điểm.',
  },
  periodStart: {
    ENG: '{period} starts.',
    CMN: '{period}开始。',
    BRA: 'Começa: {period}.',
    JPN: '{period}開始。',
    SAU: 'بداية {period}.',
    SPA: 'Comienza: {period}.',
    THA: 'เริ่ม{period}',
    VIE: 'Bắt đầu {period}.',
  },
  periodEnd: {
    ENG: 'End of {period}. {score}',
    CMN: '{period}结束。{score}',
    BRA: 'Fim: {period}. {score}',
    JPN: '{period}終了。{score}',
    SAU: 'نهاية {period}. {score}',
    SPA: 'Final: {period}. {score}',
    THA: 'จบ{period} {score}',
    VIE: 'Kết thúc {period}. {score}',
  },
  overtimeWinner: {
    ENG: 'Overtime winner for {team}.',
    CMN: '{team}加时绝杀。',
    BRA: '{team} vence na prorrogação.',
    JPN: '{team}が延長で決勝点。',
    SAU: '{team} يحسم اللقاء في الوقت الإضافي.',
    SPA: '{team} gana en la prórroga.',
    THA: '{team} ชนะในช่วงต่อเวลา',
    VIE: '{team} thắng trong hiệp phụ.',
  },
  corner: {
    ENG: 'Corner to {team}.',
    CMN: '{team}获得角球。',
    BRA: 'Escanteio para {team}.',
    JPN: '{team}のコーナーキック。',
    SAU: 'ركنية لـ{team}.',
    SPA: 'Córner para {team}.',
    THA: 'เตะมุมให้ {team}',
    VIE: 'Phạt góc cho {team}.',
  },
  yellow: {
    ENG: 'Yellow card for {team}.',
    CMN: '{team}吃到黄牌。',
    BRA: 'Cartão amarelo para {team}.',
    JPN: '{team}にイエローカード。',
    SAU: 'بطاقة صفراء لـ{team}.',
    SPA: 'Tarjeta amarilla para {team}.',
    THA: 'ใบเหลืองสำหรับ {team}',
    VIE: 'Thẻ vàng cho {team}.',
  },
  setWon: {
    ENG: '{team} win set {n}. Sets {score}',
    CMN: '{team}赢下第{n}局。大比分{score}',
    BRA: '{team} vence o set {n}. Sets {score}',
    JPN: '{team}が第{n}セットを取る。セットカウント{score}',
    SAU: '{team} يفوز بالشوط {n}. الأشواط {score}',
    SPA: '{team} gana el set {n}. Sets {score}',
    THA: '{team} ชนะเซตที่ {n} เซต {score}',
    VIE: '{team} thắng set {n}. Tỷ số set {score}',
  },
  fullTime: {
    ENG: 'Full time: {home} {score} {away}.',
    CMN: '全场结束：{home} {score} {away}。',
    BRA: 'Fim de jogo: {home} {score} {away}.',
    JPN: '試合終了：{home} {score} {away}。',
    SAU: 'نهاية المباراة: {home} {score} {away}.',
    SPA: 'Final: {home} {score} {away}.',
    THA: 'จบการแข่งขัน: {home} {score} {away}',
    VIE: 'Hết trận: {home} {score} {away}.',
  },
} satisfies Record<string, Names>;

export type CommentaryKey = keyof typeof COMMENTARY;

/** A commentary line in `lang`: its words, the teams' names and the period's name in that language. */
export function commentaryIn(lang: string, key: CommentaryKey, facts: CommentaryFacts): string {
  const period = facts.period !== undefined && Object.hasOwn(PERIOD_NAMES, facts.period) ? facts.period : undefined;
  const values: Record<string, string> = {
    team: facts.team ? nameIn(lang, facts.team) : '',
    home: facts.home ? nameIn(lang, facts.home) : '',
    away: facts.away ? nameIn(lang, facts.away) : '',
    score: facts.score ?? '',
    period: period !== undefined ? textIn(PERIOD_NAMES[period], lang) : '',
    n: facts.n !== undefined ? String(facts.n) : '',
  };
  return textIn(COMMENTARY[key], lang).replace(/\{(\w+)\}/g, (_, name: string) => values[name] ?? '');
}
