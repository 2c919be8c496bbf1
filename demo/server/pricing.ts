// Market groups per sport and their prices: fair probabilities from models.ts, less the book's margin.
import { MatchStatus } from '../../src/domain/enums.ts';
import type { WireMarket, WireOption } from '../../src/api/wire.ts';
import type { SetFormat, TimedFormat } from './catalog.ts';
import { lineOutcome, signedLine, quarterLine, halfPointLine } from './lines.ts';
import { goalDistribution, expectation, normalAbove, raceWin, setDistribution, type ScoreCell } from './models.ts';
import { PERIOD, SCORE_TYPE, type Names } from './periods.ts';
import {
  playedSeconds,
  pointWinProbability,
  pointsPerEvent,
  scoreOf,
  scoringRates,
  type SimGroup,
  type SimMatch,
} from './match.ts';

/** Market types (mty); staticList translates them. */
export const MARKET_TYPE = {
  MatchResult: 1,
  Handicap: 2,
  OverUnder: 3,
  CorrectScore: 4,
  TotalGoals: 5,
  OddEven: 6,
  Corners: 7,
  BothScore: 8,
  DoubleChance: 9,
  Winner: 10,
  SetHandicap: 11,
  SetWinner: 12,
  /** Volleyball's set markets (让局 and 单局胜负 in Chinese, where tennis's are 让盘 and 单盘胜负). */
  VolleySetHandicap: 13,
  VolleySetWinner: 14,
  /** Table tennis's game markets. */
  GameHandicap: 15,
  GameWinner: 16,
  Outright: 20,
} as const;

export const MARKET_TYPE_NAMES: Record<number, Names> = {
  1: {
    ENG: '1X2',
    CMN: '独赢',
    BRA: 'Resultado final',
    JPN: '1X2',
    SAU: 'نتيجة المباراة',
    SPA: '1X2',
    THA: '1X2',
    VIE: '1X2',
  },
  2: {
    ENG: 'Handicap',
    CMN: '让球',
    BRA: 'Handicap',
    JPN: 'ハンディキャップ',
    SAU: 'الهانديكاب',
    SPA: 'Hándicap',
    THA: 'แฮนดิแคป',
    VIE: 'Kèo chấp',
  },
  3: {
    ENG: 'Over/Under',
    CMN: '大小',
    BRA: 'Mais/Menos',
    JPN: 'オーバー/アンダー',
    SAU: 'أكثر/أقل',
    SPA: 'Más/Menos',
    THA: 'สูง/ต่ำ',
    VIE: 'Tài/Xỉu',
  },
  4: {
    ENG: 'Correct score',
    CMN: '波胆',
    BRA: 'Placar exato',
    JPN: '正確なスコア',
    SAU: 'النتيجة الصحيحة',
    SPA: 'Resultado exacto',
    THA: 'สกอร์ที่ถูกต้อง',
    VIE: 'Tỷ số chính xác',
  },
  5: {
    ENG: 'Total goals',
    CMN: '总进球',
    BRA: 'Total de gols',
    JPN: '合計ゴール数',
    SAU: 'مجموع الأهداف',
    SPA: 'Total de goles',
    THA: 'จำนวนประตูรวม',
    VIE: 'Tổng số bàn thắng',
  },
  6: {
    ENG: 'Odd/Even',
    CMN: '单双',
    BRA: 'Ímpar/Par',
    JPN: '奇数/偶数',
    SAU: 'فردي/زوجي',
    SPA: 'Impar/Par',
    THA: 'คี่/คู่',
    VIE: 'Lẻ/Chẵn',
  },
  7: {
    ENG: 'Corners over/under',
    CMN: '角球大小',
    BRA: 'Escanteios mais/menos',
    JPN: 'コーナーキック オーバー/アンダー',
    SAU: 'الركنيات أكثر/أقل',
    SPA: 'Córneres más/menos',
    THA: 'เตะมุม สูง/ต่ำ',
    VIE: 'Phạt góc tài/xỉu',
  },
  8: {
    ENG: 'Both teams to score',
    CMN: '双方进球',
    BRA: 'Ambas marcam',
    JPN: '両チーム得点',
    SAU: 'كلا الفريقين يسجل',
    SPA: 'Ambos equipos marcan',
    THA: 'ทั้งสองทีมทำประตู',
    VIE: 'Cả hai đội ghi bàn',
  },
  9: {
    ENG: 'Double chance',
    CMN: '双重机会',
    BRA: 'Dupla chance',
    JPN: 'ダブルチャンス',
    SAU: 'فرصة مزدوجة',
    SPA: 'Doble oportunidad',
    THA: 'ดับเบิ้ลช้านซ์',
    VIE: 'Cơ hội kép',
  },
  10: {
    ENG: 'Winner',
    CMN: '胜负',
    BRA: 'Vencedor',
    JPN: '勝者',
    SAU: 'الفائز',
    SPA: 'Ganador',
    THA: 'ผู้ชนะ',
    VIE: 'Thắng/Thua',
  },
  11: {
    ENG: 'Set handicap',
    CMN: '让盘',
    BRA: 'Handicap de sets',
    JPN: 'セットハンディキャップ',
    SAU: 'هانديكاب المجموعات',
    SPA: 'Hándicap de sets',
    THA: 'แฮนดิแคปเซต',
    VIE: 'Chấp set',
  },
  12: {
    ENG: 'Set winner',
    CMN: '单盘胜负',
    BRA: 'Vencedor do set',
    JPN: 'セット勝者',
    SAU: 'الفائز بالمجموعة',
    SPA: 'Ganador del set',
    THA: 'ผู้ชนะเซต',
    VIE: 'Thắng set',
  },
  13: {
    ENG: 'Set handicap',
    CMN: '让局',
    BRA: 'Handicap de sets',
    JPN: 'セットハンディキャップ',
    SAU: 'هانديكاب الأشواط',
    SPA: 'Hándicap de sets',
    THA: 'แฮนดิแคปเซต',
    VIE: 'Chấp set',
  },
  14: {
    ENG: 'Set winner',
    CMN: '单局胜负',
    BRA: 'Vencedor do set',
    JPN: 'セット勝者',
    SAU: 'الفائز بالشوط',
    SPA: 'Ganador del set',
    THA: 'ผู้ชนะเซต',
    VIE: 'Thắng set',
  },
  15: {
    ENG: 'Game handicap',
    CMN: '让局',
    BRA: 'Handicap de sets',
    JPN: 'ゲームハンディキャップ',
    SAU: 'هانديكاب الأشواط',
    SPA: 'Hándicap de juegos',
    THA: 'แฮนดิแคปเกม',
    VIE: 'Chấp ván',
  },
  16: {
    ENG: 'Game winner',
    CMN: '单局胜负',
    BRA: 'Vencedor do set',
    JPN: 'ゲーム勝者',
    SAU: 'الفائز بالشوط',
    SPA: 'Ganador del juego',
    THA: 'ผู้ชนะเกม',
    VIE: 'Thắng ván',
  },
  20: {
    ENG: 'Outright',
    CMN: '冠军',
    BRA: 'Campeão',
    JPN: '優勝予想',
    SAU: 'البطل',
    SPA: 'Campeón',
    THA: 'แชมป์',
    VIE: 'Vô địch',
  },
};

interface OptionSpec {
  ty: string;
  nm: string;
  na: string;
  li?: string;
  /** Fair decimal odds (before margin); 0 when the option cannot win. */
  fair: number;
}

interface GroupSpec {
  key: string;
  nm: string;
  mty: number;
  pe: number;
  tps: string[];
  margin: number;
  parlay: boolean;
  options: OptionSpec[];
}

/** Fair odds of backing `margin + line > 0` over a distribution of margins, pushes and half results included. */
function lineFair(cells: ScoreCell[], marginOf: (c: ScoreCell) => number, line: number): number {
  let stakeBack = 0;
  let winWeight = 0;
  for (const c of cells) {
    const o = lineOutcome(marginOf(c), line);
    // Returned stake (pushes, half losses) and the share of stake paid at full odds.
    if (o === 1) winWeight += c.p;
    else if (o === 0.5) {
      winWeight += c.p / 2;
      stakeBack += c.p / 2;
    } else if (o === 0) stakeBack += c.p;
    else if (o === -0.5) stakeBack += c.p / 2;
  }
  return winWeight < 1e-4 ? 0 : (1 - stakeBack) / winWeight;
}

function fair(p: number): number {
  return p < 1e-4 ? 0 : 1 / p;
}

function toOdds(fairOdds: number, margin: number): number {
  if (fairOdds <= 0) return 0;
  const odds = 1 + (fairOdds - 1) / (1 + margin * fairOdds);
  return Math.round(Math.min(200, Math.max(1.01, odds)) * 100) / 100;
}

function handicapGroup(
  key: string,
  nm: string,
  pe: number,
  tps: string[],
  cells: ScoreCell[],
  line: number,
  m: SimMatch,
): GroupSpec {
  return {
    key,
    nm,
    mty: MARKET_TYPE.Handicap,
    pe,
    tps,
    margin: 0.045,
    parlay: true,
    options: [
      {
        ty: 'H',
        nm: signedLine(line),
        na: m.home.na,
        li: signedLine(line),
        fair: lineFair(cells, (c) => c.h - c.a, line),
      },
      {
        ty: 'A',
        nm: signedLine(-line),
        na: m.away.na,
        li: signedLine(-line),
        fair: lineFair(cells, (c) => c.a - c.h, -line),
      },
    ],
  };
}

function totalGroup(
  key: string,
  nm: string,
  mty: number,
  pe: number,
  tps: string[],
  cells: ScoreCell[],
  line: number,
  parlay = true,
): GroupSpec {
  return {
    key,
    nm,
    mty,
    pe,
    tps,
    margin: 0.045,
    parlay,
    options: [
      { ty: 'O', nm: `Over ${line}`, na: '', li: String(line), fair: lineFair(cells, (c) => c.h + c.a, -line) },
      { ty: 'U', nm: `Under ${line}`, na: '', li: String(line), fair: lineFair(cells, (c) => -(c.h + c.a), line) },
    ],
  };
}

function resultGroup(key: string, nm: string, pe: number, tps: string[], cells: ScoreCell[], m: SimMatch): GroupSpec {
  return {
    key,
    nm,
    mty: MARKET_TYPE.MatchResult,
    pe,
    tps,
    margin: 0.05,
    parlay: true,
    options: [
      { ty: 'H', nm: '1', na: m.home.na, fair: fair(expectation(cells, (h, a) => Number(h > a))) },
      { ty: 'D', nm: 'X', na: 'Draw', fair: fair(expectation(cells, (h, a) => Number(h === a))) },
      { ty: 'A', nm: '2', na: m.away.na, fair: fair(expectation(cells, (h, a) => Number(h < a))) },
    ],
  };
}

/** Total line near the expected total but never at or below goals already scored. */
/** Both teams to score (football, hockey): yes or no over the rest of the match's score grid. */
function bothScoreGroup(cells: ScoreCell[]): GroupSpec {
  return {
    key: 'btts',
    nm: 'Both teams to score',
    mty: MARKET_TYPE.BothScore,
    pe: PERIOD.FullTime,
    tps: ['special'],
    margin: 0.06,
    parlay: true,
    options: [
      { ty: 'Y', nm: 'Yes', na: '', fair: fair(expectation(cells, (x, y) => Number(x > 0 && y > 0))) },
      { ty: 'N', nm: 'No', na: '', fair: fair(expectation(cells, (x, y) => Number(x === 0 || y === 0))) },
    ],
  };
}

function totalLine(expected: number, scored: number): number {
  return Math.max(quarterLine(expected), scored + 0.5);
}

const GOAL_BANDS: [string, number, number][] = [
  ['0-1', 0, 1],
  ['2-3', 2, 3],
  ['4-6', 4, 6],
  ['7+', 7, 99],
];

function footballGroups(m: SimMatch, f: TimedFormat): GroupSpec[] {
  const [rh, ra] = scoringRates(m, f);
  const played = playedSeconds(m);
  const total = f.periodCodes.length * f.periodSeconds;
  const rem = Math.max(0, total - played);
  const [h, a] = scoreOf(m, PERIOD.FullTime);
  const cells = goalDistribution(h, a, rh * rem, ra * rem);
  const expDiff = h - a + (rh - ra) * rem;
  const expTotal = h + a + (rh + ra) * rem;
  const groups: GroupSpec[] = [
    resultGroup('1x2', 'Full time 1X2', PERIOD.FullTime, ['handicap', 'overunder'], cells, m),
    handicapGroup('ah', 'Asian handicap', PERIOD.FullTime, ['handicap'], cells, -quarterLine(expDiff), m),
    totalGroup(
      'ou',
      'Goals over/under',
      MARKET_TYPE.OverUnder,
      PERIOD.FullTime,
      ['overunder'],
      cells,
      totalLine(expTotal, h + a),
    ),
  ];
  const cs: OptionSpec[] = [];
  let covered = 0;
  for (let i = h; i <= h + 3; i += 1) {
    for (let j = a; j <= a + 3; j += 1) {
      const p = expectation(cells, (x, y) => Number(x === i && y === j));
      covered += p;
      if (p >= 0.002) cs.push({ ty: `${i}-${j}`, nm: `${i}-${j}`, na: '', fair: fair(p) });
    }
  }
  cs.push({ ty: 'OTHER', nm: 'Any other score', na: '', fair: fair(1 - covered) });
  groups.push({
    key: 'cs',
    nm: 'Correct score',
    mty: MARKET_TYPE.CorrectScore,
    pe: PERIOD.FullTime,
    tps: ['correctscore'],
    margin: 0.15,
    parlay: false,
    options: cs,
  });
  groups.push({
    key: 'tg',
    nm: 'Total goals',
    mty: MARKET_TYPE.TotalGoals,
    pe: PERIOD.FullTime,
    tps: ['goals'],
    margin: 0.1,
    parlay: true,
    options: GOAL_BANDS.filter(([, , hi]) => hi >= h + a).map(([ty, lo, hi]) => ({
      ty,
      nm: ty,
      na: '',
      fair: fair(expectation(cells, (x, y) => Number(x + y >= lo && x + y <= hi))),
    })),
  });
  groups.push({
    key: 'oe',
    nm: 'Goals odd/even',
    mty: MARKET_TYPE.OddEven,
    pe: PERIOD.FullTime,
    tps: ['goals'],
    margin: 0.05,
    parlay: true,
    options: [
      { ty: 'ODD', nm: 'Odd', na: '', fair: fair(expectation(cells, (x, y) => (x + y) % 2)) },
      { ty: 'EVEN', nm: 'Even', na: '', fair: fair(expectation(cells, (x, y) => 1 - ((x + y) % 2))) },
    ],
  });
  const [ch, ca] = scoreOf(m, PERIOD.FullTime, SCORE_TYPE.Corners);
  const cornerCells = goalDistribution(ch, ca, rh * 3.7 * rem, ra * 3.7 * rem);
  const expCorners = ch + ca + (rh + ra) * 3.7 * rem;
  groups.push(
    totalGroup(
      'corners',
      'Corners over/under',
      MARKET_TYPE.Corners,
      PERIOD.FullTime,
      ['corners'],
      cornerCells,
      halfPointLine(expCorners),
      false,
    ),
  );
  if (m.periodIndex === 0 && m.breakLeft === 0) {
    const remHalf = Math.max(0, f.periodSeconds - played);
    const [fh, fa] = scoreOf(m, PERIOD.FirstHalf);
    const half = goalDistribution(fh, fa, rh * remHalf, ra * remHalf);
    const halfDiff = fh - fa + (rh - ra) * remHalf;
    groups.push(resultGroup('fh1x2', '1st half 1X2', PERIOD.FirstHalf, ['firsthalf'], half, m));
    groups.push(
      handicapGroup('fhah', '1st half handicap', PERIOD.FirstHalf, ['firsthalf'], half, -quarterLine(halfDiff), m),
    );
    groups.push(
      totalGroup(
        'fhou',
        '1st half over/under',
        MARKET_TYPE.OverUnder,
        PERIOD.FirstHalf,
        ['firsthalf'],
        half,
        totalLine(fh + fa + (rh + ra) * remHalf, fh + fa),
      ),
    );
  }
  const segIndex = Math.min(5, Math.floor(played / 900));
  const segCode = PERIOD.Segment1 + segIndex;
  const remSeg = Math.max(0, (segIndex + 1) * 900 - played);
  if (remSeg > 60) {
    const [sh, sa] = scoreOf(m, segCode);
    const seg = goalDistribution(sh, sa, rh * remSeg, ra * remSeg);
    groups.push(
      totalGroup(
        'seg',
        `Goals ${segIndex * 15}-${segIndex * 15 + 15} min`,
        MARKET_TYPE.OverUnder,
        segCode,
        ['fifteen'],
        seg,
        sh + sa + 0.5,
        false,
      ),
    );
  }
  groups.push(bothScoreGroup(cells));
  groups.push({
    key: 'dc',
    nm: 'Double chance',
    mty: MARKET_TYPE.DoubleChance,
    pe: PERIOD.FullTime,
    tps: ['other'],
    margin: 0.05,
    parlay: true,
    options: [
      { ty: '1X', nm: '1X', na: '', fair: fair(expectation(cells, (x, y) => Number(x >= y))) },
      { ty: '12', nm: '12', na: '', fair: fair(expectation(cells, (x, y) => Number(x !== y))) },
      { ty: 'X2', nm: 'X2', na: '', fair: fair(expectation(cells, (x, y) => Number(x <= y))) },
    ],
  });
  return groups;
}

function hockeyGroups(m: SimMatch, f: TimedFormat): GroupSpec[] {
  const [rh, ra] = scoringRates(m, f);
  const rem = Math.max(0, f.periodCodes.length * f.periodSeconds - playedSeconds(m));
  const [h, a] = scoreOf(m, PERIOD.FullTime);
  const cells = goalDistribution(h, a, rh * rem, ra * rem);
  const groups = [
    resultGroup('1x2', 'Regular time 1X2', PERIOD.FullTime, ['fulltime'], cells, m),
    handicapGroup(
      'ah',
      'Puck line',
      PERIOD.FullTime,
      ['fulltime'],
      cells,
      halfPointLine(-(h - a + (rh - ra) * rem)),
      m,
    ),
    totalGroup(
      'ou',
      'Total goals',
      MARKET_TYPE.OverUnder,
      PERIOD.FullTime,
      ['fulltime'],
      cells,
      halfPointLine(h + a + (rh + ra) * rem),
    ),
    {
      key: 'oe',
      nm: 'Goals odd/even',
      mty: MARKET_TYPE.OddEven,
      pe: PERIOD.FullTime,
      tps: ['special'],
      margin: 0.05,
      parlay: true,
      options: [
        { ty: 'ODD', nm: 'Odd', na: '', fair: fair(expectation(cells, (x, y) => (x + y) % 2)) },
        { ty: 'EVEN', nm: 'Even', na: '', fair: fair(expectation(cells, (x, y) => 1 - ((x + y) % 2))) },
      ],
    },
    bothScoreGroup(cells),
  ];
  // The period being played (or the next after a break): its own 1X2 and total, as a book offers them.
  const q = m.breakLeft > 0 ? m.periodIndex + 1 : m.periodIndex;
  if (q < f.periodCodes.length) {
    const pe = f.periodCodes[q];
    const [ph, pa] = scoreOf(m, pe);
    const remPeriod = q === m.periodIndex ? Math.max(0, f.periodSeconds - m.periodElapsed) : f.periodSeconds;
    const period = goalDistribution(ph, pa, rh * remPeriod, ra * remPeriod);
    groups.push(resultGroup('p1x2', 'Period 1X2', pe, ['period'], period, m));
    groups.push(
      totalGroup(
        'pou',
        'Period total goals',
        MARKET_TYPE.OverUnder,
        pe,
        ['period'],
        period,
        halfPointLine(ph + pa + (rh + ra) * remPeriod),
      ),
    );
  }
  return groups;
}

interface PointsPrices {
  pWin: number;
  /** Home line (x.5) and P(home covers it). */
  diffLine: number;
  pHome: number;
  /** Total line (x.5) and P(over). */
  totalLine: number;
  pOver: number;
}

/** Normal approximation of the points still to come over `rem` seconds. */
function pointsPrices(m: SimMatch, f: TimedFormat, h: number, a: number, rem: number): PointsPrices {
  const [rh, ra] = scoringRates(m, f);
  const ppe = pointsPerEvent(f);
  const e2 = f.eventPoints.reduce((s, e) => s + e.points * e.points * e.weight, 0);
  const expDiff = h - a + (rh - ra) * ppe * rem;
  const expTotal = h + a + (rh + ra) * ppe * rem;
  const sd = Math.sqrt((rh + ra) * e2 * rem);
  const diffLine = halfPointLine(-expDiff);
  const totalLine = halfPointLine(expTotal);
  return {
    pWin: normalAbove(expDiff, sd, 0),
    diffLine,
    pHome: normalAbove(expDiff, sd, -diffLine),
    totalLine,
    pOver: normalAbove(expTotal, sd, totalLine),
  };
}

function pointsGroups(
  key: string,
  label: string,
  pe: number,
  tps: string[],
  m: SimMatch,
  f: TimedFormat,
  h: number,
  a: number,
  rem: number,
  withWinner: boolean,
): GroupSpec[] {
  const pr = pointsPrices(m, f, h, a, rem);
  const out: GroupSpec[] = [];
  if (withWinner) {
    out.push({
      key: `${key}ml`,
      nm: `${label} winner`,
      mty: MARKET_TYPE.Winner,
      pe,
      tps,
      margin: 0.045,
      parlay: true,
      options: [
        { ty: 'H', nm: '1', na: m.home.na, fair: fair(pr.pWin) },
        { ty: 'A', nm: '2', na: m.away.na, fair: fair(1 - pr.pWin) },
      ],
    });
  }
  out.push({
    key: `${key}ah`,
    nm: `${label} handicap`,
    mty: MARKET_TYPE.Handicap,
    pe,
    tps,
    margin: 0.045,
    parlay: true,
    options: [
      { ty: 'H', nm: signedLine(pr.diffLine), na: m.home.na, li: signedLine(pr.diffLine), fair: fair(pr.pHome) },
      { ty: 'A', nm: signedLine(-pr.diffLine), na: m.away.na, li: signedLine(-pr.diffLine), fair: fair(1 - pr.pHome) },
    ],
  });
  out.push({
    key: `${key}ou`,
    nm: `${label} total points`,
    mty: MARKET_TYPE.OverUnder,
    pe,
    tps,
    margin: 0.045,
    parlay: true,
    options: [
      { ty: 'O', nm: `Over ${pr.totalLine}`, na: '', li: String(pr.totalLine), fair: fair(pr.pOver) },
      { ty: 'U', nm: `Under ${pr.totalLine}`, na: '', li: String(pr.totalLine), fair: fair(1 - pr.pOver) },
    ],
  });
  return out;
}

function basketballGroups(m: SimMatch, f: TimedFormat): GroupSpec[] {
  const played = playedSeconds(m);
  const total = f.periodCodes.length * f.periodSeconds;
  const [h, a] = scoreOf(m, PERIOD.FullTime);
  const groups = pointsGroups('', 'Full time', PERIOD.FullTime, ['fulltime'], m, f, h, a, total - played, true);
  if (m.periodIndex < 2 && !(m.periodIndex === 1 && m.breakLeft > 0)) {
    const [fh, fa] = scoreOf(m, PERIOD.FirstHalf);
    groups.push(
      ...pointsGroups('h1', '1st half', PERIOD.FirstHalf, ['half'], m, f, fh, fa, 2 * f.periodSeconds - played, false),
    );
  }
  const q = m.breakLeft > 0 ? m.periodIndex + 1 : m.periodIndex;
  if (q < f.periodCodes.length) {
    const pe = f.periodCodes[q];
    const [qh, qa] = scoreOf(m, pe);
    const rem = q === m.periodIndex ? f.periodSeconds - m.periodElapsed : f.periodSeconds;
    groups.push(...pointsGroups('q', `Q${q + 1}`, pe, ['quarter'], m, f, qh, qa, rem, false));
  }
  return groups;
}

/**
 * The chance of winning a point as the book believes it: the pre-match strength, moved by what the players have
 * shown (points of rally sets; tennis games, each worth about six points and a quarter of their share's edge), so a
 * player a set and a break up is the favourite a bettor expects.
 */
function pricedPointWin(m: SimMatch, f: SetFormat): number {
  const prior = pointWinProbability(m);
  let home = 0;
  let away = 0;
  for (const code of f.setCodes) {
    const [h, a] = scoreOf(m, code, SCORE_TYPE.Points);
    home += h;
    away += a;
  }
  const total = home + away;
  if (total === 0) return prior;
  const share = f.scoring === 'tennis' ? 0.5 + (home / total - 0.5) / 4 : home / total;
  const seen = f.scoring === 'tennis' ? total * 6 : total;
  const PRIOR_WEIGHT = 80;
  return (prior * PRIOR_WEIGHT + share * seen) / (PRIOR_WEIGHT + seen);
}

function setGroups(m: SimMatch, f: SetFormat): GroupSpec[] {
  const p = pricedPointWin(m, f);
  const setCode = f.setCodes[m.setIndex];
  const [sh, sa] = scoreOf(m, PERIOD.FullTime, SCORE_TYPE.Points);
  const [ch, ca] = scoreOf(m, setCode, SCORE_TYPE.Points);
  let pCurrent: number;
  let pNext: number;
  if (f.scoring === 'tennis') {
    const pGame = raceWin(p, 4, 0, 0, 'by2');
    const pThisGame = raceWin(p, 4, m.gamePoints[0], m.gamePoints[1], 'by2');
    pNext = raceWin(pGame, f.setPoints, 0, 0, 'tiebreak');
    pCurrent =
      pThisGame * raceWin(pGame, f.setPoints, ch + 1, ca, 'tiebreak') +
      (1 - pThisGame) * raceWin(pGame, f.setPoints, ch, ca + 1, 'tiebreak');
  } else {
    const deciding = m.setIndex === f.bestOf - 1;
    pNext = raceWin(p, f.setPoints, 0, 0, 'by2');
    pCurrent = raceWin(p, deciding ? f.decidingSetPoints : f.setPoints, ch, ca, 'by2');
  }
  const cells = setDistribution(f.bestOf, sh, sa, pCurrent, pNext);
  const unit = m.sport.key === 'tabletennis' ? 'Game' : 'Set';
  // Each sport's own words: tennis's sets (盘), volleyball's sets and table tennis's games (局).
  const [handicapType, winnerType] =
    m.sport.key === 'volleyball'
      ? [MARKET_TYPE.VolleySetHandicap, MARKET_TYPE.VolleySetWinner]
      : m.sport.key === 'tabletennis'
        ? [MARKET_TYPE.GameHandicap, MARKET_TYPE.GameWinner]
        : [MARKET_TYPE.SetHandicap, MARKET_TYPE.SetWinner];
  const toWin = (f.bestOf + 1) / 2;
  const scores: OptionSpec[] = [];
  for (let x = 0; x <= toWin; x += 1)
    for (let y = 0; y <= toWin; y += 1) {
      if ((x === toWin) === (y === toWin) || x < sh || y < sa) continue;
      const p = expectation(cells, (i, j) => Number(i === x && j === y));
      scores.push({ ty: `${x}-${y}`, nm: `${x}-${y}`, na: '', fair: fair(p) });
    }
  const groups: GroupSpec[] = [
    {
      key: 'ml',
      nm: 'Match winner',
      mty: MARKET_TYPE.Winner,
      pe: PERIOD.FullTime,
      tps: ['fulltime'],
      margin: 0.045,
      parlay: true,
      options: [
        { ty: 'H', nm: '1', na: m.home.na, fair: fair(expectation(cells, (x, y) => Number(x > y))) },
        { ty: 'A', nm: '2', na: m.away.na, fair: fair(expectation(cells, (x, y) => Number(x < y))) },
      ],
    },
    handicapGroup('sh', `${unit} handicap`, PERIOD.FullTime, ['fulltime'], cells, -1.5, m),
    // The total of sets: never a line the sets already played decide, and none once the next set is the last.
    ...(sh + sa + 2 <= f.bestOf
      ? [
          totalGroup(
            'ts',
            `Total ${unit.toLowerCase()}s`,
            MARKET_TYPE.OverUnder,
            PERIOD.FullTime,
            ['fulltime'],
            cells,
            Math.max(toWin + 0.5, sh + sa + 1.5),
          ),
        ]
      : []),
    {
      key: 'cs',
      nm: 'Correct score',
      mty: MARKET_TYPE.CorrectScore,
      pe: PERIOD.FullTime,
      tps: ['correctscore'],
      margin: 0.12,
      parlay: false,
      options: scores,
    },
    {
      key: 'set',
      nm: `${unit} ${m.setIndex + 1} winner`,
      mty: winnerType,
      pe: setCode,
      tps: ['set'],
      margin: 0.05,
      parlay: false,
      options: [
        { ty: 'H', nm: '1', na: m.home.na, fair: fair(pCurrent) },
        { ty: 'A', nm: '2', na: m.away.na, fair: fair(1 - pCurrent) },
      ],
    },
  ];
  return groups.map((g) => (g.mty === MARKET_TYPE.Handicap ? { ...g, mty: handicapType } : g));
}

function groupSpecs(m: SimMatch): GroupSpec[] {
  const f = m.sport.format;
  if (f.kind === 'sets') return setGroups(m, f);
  if (m.sport.key === 'football') return footballGroups(m, f);
  if (m.sport.key === 'basketball') return basketballGroups(m, f);
  return hockeyGroups(m, f);
}

/** Market id: stable per match, group and period, so a bet always names the same market. */
export function marketId(matchId: string, key: string, pe: number): string {
  return `${matchId}-${key}-${pe}`;
}

/** Sale status of a match's markets at `now`. */
export function saleStatus(m: SimMatch, now: number): number {
  if (m.status !== MatchStatus.Live && m.status !== MatchStatus.Upcoming) return -1;
  return m.suspendedUntil > now ? 0 : 1;
}

function sameMarket(a: WireMarket, b: WireMarket): boolean {
  if (a.ss !== b.ss || a.op.length !== b.op.length) return false;
  return a.op.every((o, i) => o.od === b.op[i].od && o.li === b.op[i].li && o.ty === b.op[i].ty);
}

/** Re-prices every group of a match; returns the markets whose odds, lines or sale status changed (closed ones with ss -1). */
export function reprice(m: SimMatch, now: number): WireMarket[] {
  const ss = saleStatus(m, now);
  const old = new Map(m.groups.map((g) => [g.market.id, g]));
  const changed: WireMarket[] = [];
  if (ss === -1) {
    for (const g of m.groups) {
      if (g.market.ss !== -1) changed.push((g.market = { ...g.market, ss: -1 }));
    }
    return changed;
  }
  const next: SimGroup[] = groupSpecs(m).map((spec) => {
    const op: WireOption[] = spec.options.map((o) => {
      const option: WireOption = { na: o.na, nm: o.nm, od: toOdds(o.fair, spec.margin), ty: o.ty };
      if (o.li !== undefined) option.li = o.li;
      return option;
    });
    const market: WireMarket = { id: marketId(m.id, spec.key, spec.pe), au: spec.parlay ? 1 : 0, ss, op };
    return { key: spec.key, nm: spec.nm, tps: spec.tps, mty: spec.mty, pe: spec.pe, market };
  });
  for (const g of next) {
    const before = old.get(g.market.id);
    old.delete(g.market.id);
    if (!before || !sameMarket(before.market, g.market)) changed.push(g.market);
  }
  for (const gone of old.values()) changed.push({ ...gone.market, ss: -1 });
  m.groups = next;
  return changed;
}
