import { describe, expect, it, vi } from 'vitest';
import fc from 'fast-check';
import * as v from 'valibot';
import { betMarketSchema, placedOrderSchema, preBetSchema, seriesSchema } from '../../../src/api/codecs/bet';
import { decode, decodeList } from '../../../src/api/codecs/common';
import { money, toDecimalString } from '../../../src/api/codecs/money';
import { decodeDomainConfig } from '../../../src/api/codecs/domainConfig';
import { decodeIntelligence } from '../../../src/api/codecs/matchData';
import { leagueSchema } from '../../../src/api/codecs/league';
import { anchorMatchSchema, anchorSchema, chatTokenSchema, roomPermissionSchema } from '../../../src/api/codecs/live';
import {
  clockSchema,
  marketGroupSchema,
  marketSchema,
  matchSchema,
  optionSchema,
  scoreSchema,
  teamSchema,
} from '../../../src/api/codecs/match';
import {
  cashOutPriceSchema,
  cashOutRecordSchema,
  orderSchema,
  orderStatusSchema,
  refOrderSchema,
  betOptionSchema,
} from '../../../src/api/codecs/order';
import { decodePage } from '../../../src/api/codecs/page';
import { oddsUpdateSchema, tecUpdateSchema } from '../../../src/api/codecs/push';
import { reserveLimitSchema, reserveStatusSchema, reservedSchema } from '../../../src/api/codecs/reserve';
import { matchResultSchema } from '../../../src/api/codecs/result';
import { statisticsSchema } from '../../../src/api/codecs/statistics';
import { balanceSchema, gameJumpSchema, userConfigSchema, userSchema } from '../../../src/api/codecs/user';
import { ApiError } from '../../../src/api/errors';
import * as s from './samples';

describe('decoders on valid samples (spec §3 compact forms)', () => {
  it('match: home is ts[0], away ts[1], clock, scores, groups, media flags', () => {
    const m = decode(matchSchema, s.wireMatch, 'match');
    expect(m.home).toEqual({ id: 't1', name: 'Home FC', logoUrl: undefined });
    expect(m.away.name).toBe('Away FC');
    expect(m.sportId).toBe(1);
    expect(m.league).toEqual({ id: 'l1', name: 'Premier League', logoUrl: 'l.png', sportId: 1 });
    expect(m.clock).toEqual({ running: true, period: 1001, seconds: 1234, type: 1 });
    expect(m.scores).toEqual([{ period: 1001, typeGroup: 1, home: 2, away: 1 }]);
    expect(m.neutral).toBe(true);
    expect(m.marketCount).toBe(1);
    expect(m.groups[0].markets[0]).toEqual({
      id: 'mk1',
      allowParlay: true,
      saleStatus: 1,
      options: [{ teamName: 'Home FC', name: '+0.5', odds: 1.95, type: '1', line: '0.5' }],
    });
    expect([m.hasVideo, m.hasAnimation, m.liveRoomId]).toEqual([true, false, 'room1']);
  });

  it('match with one team is malformed', () => {
    expect(() => decode(matchSchema, { ...s.wireMatch, ts: [s.wireMatch.ts[0]] }, 'match')).toThrow(ApiError);
  });

  it('outright (no teams) decodes with the outright flag, empty team names and its Winner options', () => {
    const winner = {
      nm: 'Winner',
      tps: ['outright'],
      mty: 9,
      pe: 1,
      mks: [
        {
          id: 'o1-w',
          au: 0,
          ss: 1,
          op: [
            { na: 'Arsenal', nm: 'Arsenal', od: 4.5, ty: '1' },
            { na: 'Chelsea', nm: 'Chelsea', od: 6, ty: '2' },
          ],
        },
      ],
    };
    const m = decode(matchSchema, { id: 'o1', lg: s.wireMatch.lg, ts: [], ms: 0, bt: 1, mg: [winner] }, 'outright');
    expect(m).toMatchObject({
      id: 'o1',
      outright: true,
      home: { id: '', name: '' },
      away: { id: '', name: '' },
      marketCount: 1,
    });
    expect(m.groups[0].markets[0].options.map((o) => o.name)).toEqual(['Arsenal', 'Chelsea']);
    expect(decode(matchSchema, s.wireMatch, 'match').outright).toBe(false);
  });

  it('league short keys id, na, mt, lurl, or, sid', () => {
    expect(decode(leagueSchema, s.wireLeague, 'league')).toEqual({
      id: 'l1',
      name: 'Premier League',
      matchCount: 12,
      logoUrl: undefined,
      order: 3,
      sportId: 1,
    });
  });

  it('match result with scores and totals', () => {
    const r = decode(matchResultSchema, s.wireResult, 'result');
    expect(r.league).toEqual({ id: 'l1', name: 'PL', logoUrl: undefined, sportId: 1 });
    expect(r.scores[0]).toEqual({ period: 1001, typeGroup: 1, home: 1, away: 0, score: '1-0' });
    expect(r.newScores).toEqual([]);
    expect(r.neutral).toBe(false);
  });

  it('paged result keeps the page and drops a bad record', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const page = decodePage(
      { current: 2, pageTotal: 3, size: 50, total: 120, records: [s.wireLeague, { id: 'x' }] },
      leagueSchema,
      'leagues',
    );
    expect(page).toMatchObject({ current: 2, pageTotal: 3, size: 50, total: 120 });
    expect(page.records).toHaveLength(1);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(() => decodePage({ records: [] }, leagueSchema, 'leagues')).toThrow(ApiError);
  });

  it("pre-bet: the server's betCount is kept; without one, C(legs, combination) for seriesNumber 0 and m for n串m", () => {
    const p = decode(preBetSchema, s.wirePreBet, 'pre-bet');
    expect(p.seriesInfo.map((x) => x.betCount)).toEqual([6, 1]);
    const legs = [
      s.wireBetMarket,
      { ...s.wireBetMarket, marketId: 'mk2' },
      { ...s.wireBetMarket, marketId: 'mk3' },
      { ...s.wireBetMarket, marketId: 'mk4' },
    ];
    const sos = [
      { seriesNumber: 0, maxBet: '100', minBet: '10', seriesOdd: 3.8, combination: 2 },
      { seriesNumber: 11, maxBet: '100', minBet: '10', seriesOdd: 30, combination: 4 },
    ];
    expect(decode(preBetSchema, { bms: legs, sos }, 'pre-bet').seriesInfo.map((x) => x.betCount)).toEqual([6, 11]);
    expect(p.seriesInfo[1]).toMatchObject({ maxBet: '100', minBet: '10' });
    expect(p.betInfo[0]).toMatchObject({
      allowParlay: true,
      isInPlay: false,
      maxBet: '5000',
      minBet: '10',
      option: { name: 'Home', odds: 1.95, type: '1' },
    });
  });

  it('bet order maps short fields st, sa, sat, mwa, cops, cots, crl', () => {
    const o = decode(orderSchema, s.wireOrder, 'order');
    expect(o).toMatchObject({
      orderStatus: 5,
      settledAmount: '190.5',
      returnedAmount: '0',
      maxWinAmount: '195',
      cashOutPrincipal: '50',
      cashOutReturn: '60',
      betAmount: '100',
      allowSettleInAdvance: true,
      cashOutCount: 0,
    });
    expect(o.cashOutList).toEqual([{ id: 'c1', principal: '50', amount: '60', time: 5, status: 1 }]);
    expect(o.options[0].inPlay).toBe(false);
  });

  it('order status item takes orderId from oid, else id; neither is malformed', () => {
    expect(decode(orderStatusSchema, { oid: 'a', id: 'b', st: 4 }, 's')).toEqual({ orderId: 'a', status: 4 });
    expect(decode(orderStatusSchema, { id: 'b', st: 1 }, 's')).toEqual({ orderId: 'b', status: 1 });
    expect(() => decode(orderStatusSchema, { st: 1 }, 's')).toThrow(ApiError);
  });

  it('cash-out price', () => {
    expect(decode(cashOutPriceSchema, s.wireCashOutPrice, 'p')).toEqual({
      orderId: 'o1',
      amount: '88.8',
      available: true,
      minStake: '10',
      minRemaining: '5',
      maxCount: 3,
    });
  });

  it('reserved bet and reserve limit (defaults 0)', () => {
    expect(decode(reservedSchema, s.wireReserved, 'r')).toMatchObject({
      reserveId: 'rs1',
      isInPlay: false,
      unitStake: '20',
    });
    expect(decode(reserveLimitSchema, { mid: 3.5, mis: '10' }, 'l')).toEqual({
      maxOdds: '3.5',
      minStake: '10',
      maxStake: '0',
    });
    expect(decode(reserveLimitSchema, null, 'l')).toEqual({ maxOdds: '0', minStake: '0', maxStake: '0' });
  });

  it('anchor and anchor match item (popularity defaults 0)', () => {
    expect(decode(anchorSchema, s.wireAnchor, 'a')).toMatchObject({ liveRoomId: 'room1', popularity: 0 });
    expect(decode(anchorMatchSchema, s.wireAnchorMatch, 'a')).toMatchObject({ matchSource: 'st', popularity: 42 });
  });

  it('user: balances as decimal strings, push settings', () => {
    const u = decode(userSchema, s.wireUser, 'user');
    expect(u.balances).toEqual([{ coinCode: 'CNY', isDefault: true, balance: '0.0000001' }]);
    expect(u.totalBalance).toBe('12.5');
    expect(u.setting).toEqual({ acceptPush: true, acceptList: [0, 2], showSettingChangableTip: false });
    expect(u.titles).toBeUndefined();
  });

  it('user: userTitleDO (spec 3.26) decodes to the current titles; a malformed record is left out', () => {
    const u = decode(
      userSchema,
      {
        ...s.wireUser,
        userTitleDO: [{ titleId: 'L2', type: 1, level: 2 }, { titleId: 'V3', type: 2, level: 3 }, { type: 'x' }],
      },
      'user',
    );
    expect(u.titles).toEqual([
      { titleId: 'L2', type: 1, level: 2, isCurrent: true },
      { titleId: 'V3', type: 2, level: 3, isCurrent: true },
    ]);
  });

  it('user config parses setup JSON safely', () => {
    expect(decode(userConfigSchema, s.wireUserConfig, 'c')).toEqual({
      handicap: 2,
      accept: 0,
      uid: 'u1',
      setup: { ui: '2.2' },
    });
    expect(decode(userConfigSchema, { setup: '{not json' }, 'c')).toEqual({
      handicap: 1,
      accept: 1,
      uid: undefined,
      setup: {},
    });
    expect(decode(userConfigSchema, { setup: '[1]' }, 'c').setup).toEqual({});
  });

  it('domain config groups entries by type', () => {
    expect(
      decodeDomainConfig([
        { type: 'SSAPI', domain: 'a.com' },
        { type: 'PXDD', domain: 'p.com' },
        { type: 'SSAPI', domain: 'b.com' },
      ]),
    ).toEqual({
      SSAPI: ['a.com', 'b.com'],
      PXDD: ['p.com'],
    });
    expect(decodeDomainConfig([{ type: 'constructor', domain: 'c.com' }])).toEqual({ constructor: ['c.com'] });
  });

  it('push tec and odds updates', () => {
    expect(decode(tecUpdateSchema, s.wireTec, 't')).toEqual({
      matchId: 'm1',
      clock: { running: false, period: 1002, seconds: 2700, type: 1 },
      scores: undefined,
      status: 5,
    });
    expect(decode(oddsUpdateSchema, s.wireOdds, 'o').markets[0]).toEqual({
      id: 'mk1',
      allowParlay: false,
      saleStatus: 0,
      options: [],
    });
  });
});

describe('money normalisation', () => {
  it('accepts numbers and numeric strings as plain decimal strings', () => {
    expect(['10', 10.5, '10.50', 1e-7, '1e3', '-0'].map((x) => v.parse(money, x))).toEqual([
      '10',
      '10.5',
      '10.5',
      '0.0000001',
      '1000',
      '0',
    ]);
  });

  it('rejects NaN, junk and empty strings', () => {
    for (const bad of [NaN, Infinity, 'NaN', 'abc', '', '1,5', null])
      expect(v.safeParse(money, bad).success).toBe(false);
  });

  it('keeps the value exactly for every finite double', () => {
    fc.assert(
      fc.property(fc.double({ noNaN: true, noDefaultInfinity: true }), (x) => {
        expect(Number(toDecimalString(x))).toBe(x === 0 ? 0 : x);
      }),
    );
  });
});

describe('decodeList (one bad row never crashes the list)', () => {
  it('drops malformed rows and warns once with the count', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const rows = decodeList(leagueSchema, [s.wireLeague, 1, { na: 'x' }, s.wireLeague], 'leagues');
    expect(rows).toHaveLength(2);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0][0])).toContain('dropped 2 malformed of 4 rows');
  });

  it('null is an empty list without a warning', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(decodeList(leagueSchema, null, 'leagues')).toEqual([]);
    expect(warn).not.toHaveBeenCalled();
  });
});

const SCHEMAS = {
  teamSchema,
  clockSchema,
  scoreSchema,
  optionSchema,
  marketSchema,
  marketGroupSchema,
  matchSchema,
  leagueSchema,
  matchResultSchema,
  betMarketSchema,
  seriesSchema,
  preBetSchema,
  placedOrderSchema,
  betOptionSchema,
  cashOutRecordSchema,
  orderSchema,
  orderStatusSchema,
  refOrderSchema,
  cashOutPriceSchema,
  reservedSchema,
  reserveLimitSchema,
  reserveStatusSchema,
  anchorSchema,
  anchorMatchSchema,
  chatTokenSchema,
  roomPermissionSchema,
  balanceSchema,
  userSchema,
  userConfigSchema,
  gameJumpSchema,
  tecUpdateSchema,
  oddsUpdateSchema,
  statisticsSchema,
  money,
};

/** Arbitrary JSON, plus values shaped like the samples with fields replaced by arbitrary JSON. */
const jsonish = fc.oneof(
  fc.jsonValue(),
  fc.anything(),
  fc
    .constantFrom(...Object.values(s))
    .chain((sample) =>
      fc.dictionary(fc.constantFrom(...Object.keys(sample)), fc.jsonValue()).map((patch) => ({ ...sample, ...patch })),
    ),
);

describe('no decoder throws anything but ApiError on arbitrary JSON (property)', () => {
  it('decode(schema) either returns or throws ApiError malformed', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    for (const [name, schema] of Object.entries(SCHEMAS)) {
      fc.assert(
        fc.property(jsonish, (raw) => {
          try {
            decode(schema as v.GenericSchema, raw, name);
          } catch (error) {
            expect(error).toBeInstanceOf(ApiError);
            expect((error as ApiError).kind).toBe('malformed');
          }
        }),
        { numRuns: 150 },
      );
    }
  });

  it('decodeList, decodePage and decodeDomainConfig never throw anything but ApiError', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    fc.assert(
      fc.property(jsonish, (raw) => {
        for (const schema of Object.values(SCHEMAS))
          expect(Array.isArray(decodeList(schema as v.GenericSchema, raw, 'rows'))).toBe(true);
        decodeDomainConfig(raw);
        try {
          decodePage(raw, matchSchema, 'page');
        } catch (error) {
          expect(error).toBeInstanceOf(ApiError);
        }
      }),
      { numRuns: 200 },
    );
  });
});

describe('intelligence (score service)', () => {
  it('keeps the notes of each side and of the match; an answer without a note is nothing to show', () => {
    expect(decodeIntelligence({ home: ['a'], away: ['b', 7], neutral: ['c'] })).toEqual({
      home: ['a'],
      away: ['b'],
      neutral: ['c'],
    });
    expect(decodeIntelligence({ home: [], away: [] })).toBeUndefined();
  });
});
