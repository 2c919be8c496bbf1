// Valid wire samples, typed by the wire contract so they stay true to it.
import type {
  WireAnchor,
  WireAnchorMatch,
  WireBetMarket,
  WireLeague,
  WireMatch,
  WireMatchResult,
  WireOrder,
  WirePreBet,
  WireReserved,
  WireUser,
  WireUserConfig,
  WireGoalEvent,
  WireTecUpdate,
  WireOddsUpdate,
  WireCashOutPrice,
} from '../../../src/api/wire';

export const wireMatch: WireMatch = {
  id: 'm1',
  lg: { id: 'l1', na: 'Premier League', lurl: 'l.png', sid: 1 },
  ts: [
    { id: 't1', na: 'Home FC' },
    { id: 't2', na: 'Away FC', lurl: 'a.png' },
  ],
  mc: { r: true, pe: 1001, s: 1234, tp: 1 },
  nsg: [{ pe: 1001, tyg: 1, sc: [2, 1] }],
  ms: 5,
  ne: 1,
  bt: 1_700_000_000_000,
  mg: [
    {
      nm: 'Handicap',
      tps: ['1'],
      mty: 1000,
      pe: 1001,
      mks: [{ id: 'mk1', au: 1, ss: 1, op: [{ na: 'Home FC', nm: '+0.5', od: 1.95, ty: '1', li: '0.5' }] }],
    },
  ],
  lrid: 'room1',
  md: { vd: 1, an: 0 },
};

export const wireLeague: WireLeague = { id: 'l1', na: 'Premier League', mt: 12, or: 3, sid: 1 };

export const wireResult: WireMatchResult = {
  id: 'r1',
  beginTime: 1,
  matchStatus: 0,
  isNeutral: 0,
  sportId: 1,
  league: { id: 'l1', name: 'PL' },
  home: { id: 'a', name: 'A' },
  away: { id: 'b', name: 'B', logoUrl: 'b.png' },
  scores: [{ period: 1001, typeGroup: 1, home: 1, away: 0, score: '1-0' }],
  totalScore: '1-0',
};

export const wireBetMarket: WireBetMarket = {
  marketId: 'mk1',
  matchId: 'm1',
  allowParley: 1,
  isInPlay: 0,
  maxBet: '5000',
  minBet: 10,
  status: 1,
  option: { name: 'Home', odd: 1.95, type: '1' },
};

export const wirePreBet: WirePreBet = {
  bms: [wireBetMarket],
  sos: [
    { seriesNumber: 0, maxBet: '100', minBet: '10', seriesOdd: 3.8, combination: 2, betCount: 6 },
    { seriesNumber: 1, maxBet: 100, minBet: '10.00', seriesOdd: 3.8, combination: 4 },
  ],
};

export const wireOrder: WireOrder = {
  id: 'o1',
  betCount: 1,
  matchCount: 1,
  betAmount: 100,
  st: 5,
  sa: '190.5',
  sat: '0',
  mwa: '195',
  cops: '50',
  cots: '60',
  crl: [{ id: 'c1', cop: '50', cot: 60, ct: 5, st: 1 }],
  createdTime: 1,
  betType: 0,
  currencyId: 'CNY',
  allowSettleInAdvance: 1,
  options: [
    {
      sportId: 1,
      matchId: 'm1',
      matchName: 'A v B',
      leagueName: 'PL',
      optionName: 'A',
      inPlay: 0,
      betOdds: 1.9,
      marketId: 'mk1',
    },
  ],
};

export const wireCashOutPrice: WireCashOutPrice = { oid: 'o1', amt: '88.8', st: 1, smis: '10', pmis: 5, mxc: 3 };

export const wireReserved: WireReserved = {
  reserveId: 'rs1',
  marketId: 'mk1',
  matchId: 'm1',
  type: '1',
  sportId: 1,
  leagueName: 'PL',
  homeName: 'A',
  awayName: 'B',
  betName: 'Handicap',
  optionBetName: '+0.5',
  optionOdd: 2.1,
  status: 0,
  unitStake: '20',
  createdTime: 3,
};

export const wireAnchor: WireAnchor = { liveRoomId: 'room1', hostId: 'h1', matchType: 1, liveStatus: 1 };

export const wireAnchorMatch: WireAnchorMatch = {
  matchId: 'm1',
  matchSource: 'st',
  hostId: 'h1',
  hostName: 'Host',
  matchType: 1,
  liveStatus: 1,
  popularity: 42,
};

export const wireUser: WireUser = {
  uid: 'u1',
  balanceList: [{ coinCode: 'CNY', isDefault: 1, balance: 1e-7 }],
  totalBalance: '12.50',
  setting: { acceptPush: 1, acceptList: [0, 2] },
};

export const wireUserConfig: WireUserConfig = { handicap: 2, accept: 0, uid: 'u1', setup: '{"ui":"2.2"}' };

export const wireGoal: WireGoalEvent = { mid: 'm1', sid: 1, ev: 'home', hn: 'A', an: 'B', hs: 1, as: 0, t: 9 };

export const wireTec: WireTecUpdate = { id: 'm1', mc: { r: false, pe: 1002, s: 2700, tp: 1 }, ms: 5 };

export const wireOdds: WireOddsUpdate = { id: 'm1', mks: [{ id: 'mk1', au: 0, ss: 0, op: [] }] };
