// Every enumeration of spec §3 and §4, by name. Values are the server's numbers.

export const MatchStatus = {
  Ended: 0,
  Postponed: 1,
  Interrupted: 2,
  Cancelled: 3,
  Upcoming: 4,
  Live: 5,
  Delayed: 6,
  Abandoned: 7,
  Suspended: 8,
  CoverageLost: 9,
} as const;
export type MatchStatus = (typeof MatchStatus)[keyof typeof MatchStatus];

/** Odds acceptance on a bet: none 0, best (better odds) 1, all (any odds) 2. */
export const OddsAccept = { None: 0, Best: 1, All: 2 } as const;
export type OddsAccept = (typeof OddsAccept)[keyof typeof OddsAccept];

export const OddsType = { Europe: 1, HongKong: 2, Malaysia: 3, Indonesia: 4 } as const;
export type OddsType = (typeof OddsType)[keyof typeof OddsType];

/** Market sale switch. */
export const MarketSwitch = { On: 1, Off: -1, Suspend: 0 } as const;
export type MarketSwitch = (typeof MarketSwitch)[keyof typeof MarketSwitch];

/** Game platform ids. */
export const GamePlatform = { StSport: 44, FbSport: 45, OldStSport: 34, Virtual: 100 } as const;

/** Client platform codes. */
export const ClientPlatform = { WebPc: 0, Android: 2, Ios: 3 } as const;

/** Push settings acceptList index: 0 favourites, 1 bet matches, 2 all goals. */
export const AcceptPush = { Favourites: 0, BetMatches: 1, AllGoals: 2 } as const;

export const LANGUAGES = ['CMN', 'ENG', 'ZHO', 'VIE', 'THA', 'JPN', 'BRA', 'SPA', 'SAU'] as const;
export type Language = (typeof LANGUAGES)[number];

export const CURRENCIES = [
  'CNY',
  'USD',
  'EUR',
  'GBP',
  'HKD',
  'TWD',
  'MYR',
  'SGD',
  'THB',
  'VND',
  'KRW',
  'JPY',
  'PHP',
  'IDR',
  'INR',
  'AUD',
  'USDT',
] as const;

export type SportKey =
  | 'football'
  | 'basketball'
  | 'efootball'
  | 'ebasketball'
  | 'tennis'
  | 'snooker'
  | 'volleyball'
  | 'badminton'
  | 'tabletennis'
  | 'baseball'
  | 'handball'
  | 'hockey'
  | 'americanfootball'
  | 'rugby'
  | 'mma'
  | 'boxing'
  | 'beachvolleyball';

/**
 * The spec gives two readings of sport ids: the main one, and the state labels' one where basketball
 * is 2 and tennis 3. The runtime's `sport-ids` setting chooses ('main' or 'labels'). In 'labels' hockey
 * would collide with basketball on 2, so it moves to 20 (the spec gives it no other id).
 */
export const SPORT_ID_READINGS = {
  main: {
    football: 1,
    basketball: 3,
    efootball: 177,
    ebasketball: 178,
    tennis: 5,
    snooker: 16,
    volleyball: 13,
    badminton: 47,
    tabletennis: 15,
    baseball: 7,
    handball: 8,
    hockey: 2,
    americanfootball: 6,
    rugby: 4,
    mma: 18,
    boxing: 19,
    beachvolleyball: 51,
  },
  labels: {
    football: 1,
    basketball: 2,
    efootball: 177,
    ebasketball: 178,
    tennis: 3,
    snooker: 16,
    volleyball: 13,
    badminton: 47,
    tabletennis: 15,
    baseball: 7,
    handball: 8,
    hockey: 20,
    americanfootball: 6,
    rugby: 4,
    mma: 18,
    boxing: 19,
    beachvolleyball: 51,
  },
} as const satisfies Record<string, Record<SportKey, number>>;
export type SportIdReading = keyof typeof SPORT_ID_READINGS;
