// Period codes used in clocks (mc.pe), score lines (nsg.pe) and market groups (mg.pe).
// The spec leaves the numbers to the server; these are ours and staticList translates them.
import type { Language } from '../../src/domain/enums.ts';

export const PERIOD = {
  NotStarted: 0,
  FullTime: 1,
  FirstHalf: 2,
  SecondHalf: 3,
  HalfTime: 4,
  Break: 5,
  Ended: 9,
  Quarter1: 11, Quarter2: 12, Quarter3: 13, Quarter4: 14,
  Set1: 21, Set2: 22, Set3: 23, Set4: 24, Set5: 25,
  Segment1: 31, Segment2: 32, Segment3: 33, Segment4: 34, Segment5: 35, Segment6: 36,
  Period1: 41, Period2: 42, Period3: 43,
} as const;

/** Score type groups of nsg.tyg. */
export const SCORE_TYPE = { Goals: 1, Corners: 2, Cards: 3, Points: 4 } as const;

/**
 * A text in each language staticList translates itself: every language but ZHO, which is CMN in traditional
 * characters (translations.ts). A missing language is a type error.
 */
export type Names = Record<Exclude<Language, 'ZHO'>, string>;

/** Names of the period codes, served by staticList (matchPeriod and period). */
export const PERIOD_NAMES: Record<number, Names> = {
  0: { ENG: 'Not started', CMN: '未开始', BRA: 'Não iniciado', JPN: '開始前', SAU: 'لم تبدأ', SPA: 'No iniciado', THA: 'ยังไม่เริ่ม', VIE: 'Chưa bắt đầu' },
  1: { ENG: 'Full time', CMN: '全场', BRA: 'Jogo completo', JPN: 'フルタイム', SAU: 'المباراة كاملة', SPA: 'Partido completo', THA: 'เต็มเวลา', VIE: 'Cả trận' },
  2: { ENG: '1st half', CMN: '上半场', BRA: '1º tempo', JPN: '前半', SAU: 'الشوط الأول', SPA: '1.ª parte', THA: 'ครึ่งแรก', VIE: 'Hiệp 1' },
  3: { ENG: '2nd half', CMN: '下半场', BRA: '2º tempo', JPN: '後半', SAU: 'الشوط الثاني', SPA: '2.ª parte', THA: 'ครึ่งหลัง', VIE: 'Hiệp 2' },
  4: { ENG: 'Half time', CMN: '中场休息', BRA: 'Intervalo', JPN: 'ハーフタイム', SAU: 'استراحة بين الشوطين', SPA: 'Descanso', THA: 'พักครึ่ง', VIE: 'Nghỉ giữa hiệp' },
  5: { ENG: 'Break', CMN: '休息', BRA: 'Pausa', JPN: '休憩', SAU: 'استراحة', SPA: 'Pausa', THA: 'พัก', VIE: 'Tạm nghỉ' },
  9: { ENG: 'Ended', CMN: '已结束', BRA: 'Encerrado', JPN: '終了', SAU: 'انتهت', SPA: 'Finalizado', THA: 'จบแล้ว', VIE: 'Đã kết thúc' },
  11: { ENG: '1st quarter', CMN: '第一节', BRA: '1º quarto', JPN: '第1クォーター', SAU: 'الربع الأول', SPA: '1.er cuarto', THA: 'ควอเตอร์ที่ 1', VIE: 'Quý 1' },
  12: { ENG: '2nd quarter', CMN: '第二节', BRA: '2º quarto', JPN: '第2クォーター', SAU: 'الربع الثاني', SPA: '2.º cuarto', THA: 'ควอเตอร์ที่ 2', VIE: 'Quý 2' },
  13: { ENG: '3rd quarter', CMN: '第三节', BRA: '3º quarto', JPN: '第3クォーター', SAU: 'الربع الثالث', SPA: '3.er cuarto', THA: 'ควอเตอร์ที่ 3', VIE: 'Quý 3' },
  14: { ENG: '4th quarter', CMN: '第四节', BRA: '4º quarto', JPN: '第4クォーター', SAU: 'الربع الرابع', SPA: '4.º cuarto', THA: 'ควอเตอร์ที่ 4', VIE: 'Quý 4' },
  21: { ENG: '1st set', CMN: '第一盘', BRA: '1º set', JPN: '第1セット', SAU: 'المجموعة الأولى', SPA: '1.er set', THA: 'เซตที่ 1', VIE: 'Set 1' },
  22: { ENG: '2nd set', CMN: '第二盘', BRA: '2º set', JPN: '第2セット', SAU: 'المجموعة الثانية', SPA: '2.º set', THA: 'เซตที่ 2', VIE: 'Set 2' },
  23: { ENG: '3rd set', CMN: '第三盘', BRA: '3º set', JPN: '第3セット', SAU: 'المجموعة الثالثة', SPA: '3.er set', THA: 'เซตที่ 3', VIE: 'Set 3' },
  24: { ENG: '4th set', CMN: '第四盘', BRA: '4º set', JPN: '第4セット', SAU: 'المجموعة الرابعة', SPA: '4.º set', THA: 'เซตที่ 4', VIE: 'Set 4' },
  25: { ENG: '5th set', CMN: '第五盘', BRA: '5º set', JPN: '第5セット', SAU: 'المجموعة الخامسة', SPA: '5.º set', THA: 'เซตที่ 5', VIE: 'Set 5' },
  31: { ENG: '0-15 min', CMN: '0-15分钟', BRA: '0-15 minutos', JPN: '0-15分', SAU: 'الدقائق 0-15', SPA: '0-15 minutos', THA: '0-15 นาที', VIE: '0-15 phút' },
  32: { ENG: '15-30 min', CMN: '15-30分钟', BRA: '15-30 minutos', JPN: '15-30分', SAU: 'الدقائق 15-30', SPA: '15-30 minutos', THA: '15-30 นาที', VIE: '15-30 phút' },
  33: { ENG: '30-45 min', CMN: '30-45分钟', BRA: '30-45 minutos', JPN: '30-45分', SAU: 'الدقائق 30-45', SPA: '30-45 minutos', THA: '30-45 นาที', VIE: '30-45 phút' },
  34: { ENG: '45-60 min', CMN: '45-60分钟', BRA: '45-60 minutos', JPN: '45-60分', SAU: 'الدقائق 45-60', SPA: '45-60 minutos', THA: '45-60 นาที', VIE: '45-60 phút' },
  35: { ENG: '60-75 min', CMN: '60-75分钟', BRA: '60-75 minutos', JPN: '60-75分', SAU: 'الدقائق 60-75', SPA: '60-75 minutos', THA: '60-75 นาที', VIE: '60-75 phút' },
  36: { ENG: '75-90 min', CMN: '75-90分钟', BRA: '75-90 minutos', JPN: '75-90分', SAU: 'الدقائق 75-90', SPA: '75-90 minutos', THA: '75-90 นาที', VIE: '75-90 phút' },
  41: { ENG: '1st period', CMN: '第一局', BRA: '1º período', JPN: '第1ピリオド', SAU: 'الفترة الأولى', SPA: '1.er periodo', THA: 'ช่วงที่ 1', VIE: 'Hiệp 1' },
  42: { ENG: '2nd period', CMN: '第二局', BRA: '2º período', JPN: '第2ピリオド', SAU: 'الفترة الثانية', SPA: '2.º periodo', THA: 'ช่วงที่ 2', VIE: 'Hiệp 2' },
  43: { ENG: '3rd period', CMN: '第三局', BRA: '3º período', JPN: '第3ピリオド', SAU: 'الفترة الثالثة', SPA: '3.er periodo', THA: 'ช่วงที่ 3', VIE: 'Hiệp 3' },
};
