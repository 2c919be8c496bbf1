// Period codes used in clocks (mc.pe), score lines (nsg.pe) and market groups (mg.pe).
// The spec leaves the numbers to the server; these are ours and staticList translates them.

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

/** English and Chinese names of the period codes, served by staticList. */
export const PERIOD_NAMES: Record<number, { ENG: string; CMN: string }> = {
  0: { ENG: 'Not started', CMN: '未开始' },
  1: { ENG: 'Full time', CMN: '全场' },
  2: { ENG: '1st half', CMN: '上半场' },
  3: { ENG: '2nd half', CMN: '下半场' },
  4: { ENG: 'Half time', CMN: '中场休息' },
  5: { ENG: 'Break', CMN: '休息' },
  9: { ENG: 'Ended', CMN: '已结束' },
  11: { ENG: '1st quarter', CMN: '第一节' },
  12: { ENG: '2nd quarter', CMN: '第二节' },
  13: { ENG: '3rd quarter', CMN: '第三节' },
  14: { ENG: '4th quarter', CMN: '第四节' },
  21: { ENG: '1st set', CMN: '第一盘' },
  22: { ENG: '2nd set', CMN: '第二盘' },
  23: { ENG: '3rd set', CMN: '第三盘' },
  24: { ENG: '4th set', CMN: '第四盘' },
  25: { ENG: '5th set', CMN: '第五盘' },
  31: { ENG: '0-15 min', CMN: '0-15分钟' },
  32: { ENG: '15-30 min', CMN: '15-30分钟' },
  33: { ENG: '30-45 min', CMN: '30-45分钟' },
  34: { ENG: '45-60 min', CMN: '45-60分钟' },
  35: { ENG: '60-75 min', CMN: '60-75分钟' },
  36: { ENG: '75-90 min', CMN: '75-90分钟' },
  41: { ENG: '1st period', CMN: '第一局' },
  42: { ENG: '2nd period', CMN: '第二局' },
  43: { ENG: '3rd period', CMN: '第三局' },
};
