// Demo accounts, sessions (a second login kicks the first), balances, live-room coins, settings, favourites and
// followed hosts.
import { randomUUID } from 'node:crypto';
import Decimal from 'decimal.js';
import type { WireUser, WireUserConfig, WireUserTitle } from '../../src/api/wire.ts';
import { ApiError, CODE } from './codes.ts';
import type { UserRecord } from './records.ts';
import type { Store } from './store.ts';

export const MAX_FAVOURITES = 50;

/** Push settings flags: favourites and bet matches on, all goals off. */
const DEFAULT_ACCEPT_LIST = [1, 1, 0];
const ACCEPT_LIST_LENGTH = DEFAULT_ACCEPT_LIST.length;

/** vip: the demo VIP level (spec §6 icons); chatAdmin: may delete chat messages and ban users (spec §6 chat admin). */
const DEMO_USERS: { name: string; uid: string; balances: [string, string][]; vip: number; chatAdmin?: true }[] = [
  {
    name: 'demo',
    uid: '80001',
    balances: [
      ['CNY', '10000'],
      ['USD', '500'],
      ['USDT', '500'],
    ],
    vip: 3,
  },
  { name: 'usd', uid: '80002', balances: [['USD', '5000']], vip: 1 },
  { name: 'usdt', uid: '80003', balances: [['USDT', '5000']], vip: 2 },
  { name: 'admin', uid: '80004', balances: [['CNY', '10000']], vip: 5, chatAdmin: true },
];

/** Names accepted by POST /demo/login. */
export const DEMO_USER_NAMES = DEMO_USERS.map((u) => u.name);

/** A copy of a demo user for one test file ("demo~betting"): its own uid, bets, settings and sessions. */
const COPY_NAME = /^([a-z]+)~([a-z0-9-]{1,40})$/;

/** The demo account a user is, or is a copy of. */
const demoAccountOf = (user: UserRecord) =>
  DEMO_USERS.find((u) => u.uid === user.uid) ?? DEMO_USERS.find((u) => u.name === COPY_NAME.exec(user.name)?.[1]);

export class Users {
  /** Told of each session that ends (a later login kicked it): what belongs to the session ends with it. */
  private readonly sessionEnded: ((token: string) => void)[] = [];

  /** `copies`: a login as "demo~<tag>" makes that copy of a demo user (test mode: flow files run side by side). */
  constructor(
    readonly store: Store,
    private readonly copies = false,
  ) {
    const changed: string[] = [];
    for (const user of Object.values(store.data.users)) {
      // Stores written before the flags form hold the chosen indices ([0, 1]): turn them into flags.
      const list = user.setting.acceptList;
      if (list.length !== ACCEPT_LIST_LENGTH) {
        user.setting.acceptList = DEFAULT_ACCEPT_LIST.map((_, i) => (list.includes(i) ? 1 : 0));
        changed.push(user.uid);
      }
    }
    for (const u of DEMO_USERS) if (!store.data.users[u.uid]) changed.push(this.add(u.uid, u.name, u).uid);
    if (changed.length > 0) store.save(...changed.map((uid) => ['users', uid] as const));
    // A session kicked on another instance (a login there) ends here too: its sockets here close.
    store.onReload((rows) => {
      for (const [table, token] of rows)
        if (table === 'sessions' && store.data.sessions[token]?.kicked)
          for (const listener of this.sessionEnded) listener(token);
    });
  }

  /** A new user record with the balances of demo account `u`. */
  private add(uid: string, name: string, u: (typeof DEMO_USERS)[number]): UserRecord {
    const user: UserRecord = {
      uid,
      name,
      balances: u.balances.map(([coinCode, balance], i) => ({
        coinCode,
        balance: new Decimal(balance).toFixed(2),
        isDefault: i === 0 ? 1 : 0,
      })),
      config: { handicap: 1, accept: 1, setup: '{}' },
      follows: [],
      setting: { acceptPush: 1, acceptList: [...DEFAULT_ACCEPT_LIST] },
      coins: '1000.00',
    };
    this.store.data.users[uid] = user;
    this.store.save(['users', uid]);
    return user;
  }

  /** The user called `name`; in test mode a first login as "demo~<tag>" makes that copy of a demo account. */
  private named(name: string): UserRecord | undefined {
    const user = Object.values(this.store.data.users).find((u) => u.name === name);
    const copy = COPY_NAME.exec(name);
    const account = copy && DEMO_USERS.find((u) => u.name === copy[1]);
    if (user || !this.copies || !account) return user;
    const uid = String(90001 + Object.keys(this.store.data.users).filter((id) => Number(id) > 90000).length);
    return this.add(uid, name, account);
  }

  /**
   * Logs a demo user in; every earlier token of that user is kicked (answers 505 from now on) and its listeners
   * (`onSessionEnd`) are told.
   */
  login(name: string): { token: string; uid: string } {
    const user = this.named(name);
    if (!user) throw new ApiError(CODE.UnknownUser, `unknown demo user: ${name}`);
    const ended: string[] = [];
    for (const [old, s] of Object.entries(this.store.data.sessions))
      if (s.uid === user.uid && !s.kicked) {
        s.kicked = true;
        ended.push(old);
      }
    const token = randomUUID().replaceAll('-', '');
    this.store.data.sessions[token] = { uid: user.uid, at: Date.now() };
    this.store.save(['sessions', token], ...ended.map((old) => ['sessions', old] as const));
    for (const old of ended) for (const listener of this.sessionEnded) listener(old);
    return { token, uid: user.uid };
  }

  /** Calls `listener` with the token of each session that ends from now on. */
  onSessionEnd(listener: (token: string) => void): void {
    this.sessionEnded.push(listener);
  }

  /** The user of a token, or the expired (405) / kicked (505) failure. */
  authenticate(token: string | undefined): UserRecord {
    const session = token ? this.store.data.sessions[token] : undefined;
    if (!session) throw new ApiError(CODE.Expired, 'login expired');
    if (session.kicked) throw new ApiError(CODE.Kicked, 'logged in elsewhere');
    const user = this.store.data.users[session.uid];
    if (!user) throw new ApiError(CODE.NullUser, 'user not found');
    return user;
  }

  /** The user of a uid, if known. */
  byUid(uid: string): UserRecord | undefined {
    return this.store.data.users[uid];
  }

  /** Whether a user is a chat admin (a role of the demo accounts, not stored: old stores get it too). */
  isChatAdmin(user: UserRecord): boolean {
    return !!demoAccountOf(user)?.chatAdmin;
  }

  /** The demo VIP level of a user (0 for none). */
  vipLevel(user: UserRecord): number {
    return demoAccountOf(user)?.vip ?? 0;
  }

  /** Saves a user record changed elsewhere (their chosen titles). */
  save(user: UserRecord): void {
    this.store.save(['users', user.uid]);
  }

  /** Display name of a uid, if it is a known user. */
  nameOf(uid: string): string | undefined {
    return this.store.data.users[uid]?.name;
  }

  /** Balance of one currency (zero when the user holds none). */
  balance(user: UserRecord, currency: string): Decimal {
    return new Decimal(user.balances.find((b) => b.coinCode === currency)?.balance ?? 0);
  }

  /** Adds (or with a negative amount takes) money; never lets a balance go below zero. */
  credit(user: UserRecord, currency: string, amount: Decimal): void {
    let entry = user.balances.find((b) => b.coinCode === currency);
    if (!entry) {
      entry = { coinCode: currency, balance: '0', isDefault: 0 };
      user.balances.push(entry);
    }
    const next = new Decimal(entry.balance).plus(amount);
    if (next.isNegative()) throw new ApiError(CODE.InsufficientBalance, 'insufficient balance');
    entry.balance = next.toFixed(2);
    this.store.save(['users', user.uid]);
  }

  /** Adds (or with a negative amount takes) live-room coins; never lets them go below zero. */
  addCoins(user: UserRecord, amount: Decimal): void {
    const next = amount.plus(user.coins);
    if (next.isNegative()) throw new ApiError(CODE.InsufficientBalance, 'not enough coins');
    user.coins = next.toFixed(2);
    this.store.save(['users', user.uid]);
  }

  /** The user's current titles (userTitleDO), once the server has wired in what they depend on (bets placed). */
  currentTitles: ((user: UserRecord) => WireUserTitle[]) | null = null;

  /** Wire form of the user (USER_PATHS.userInfo). */
  wire(user: UserRecord): WireUser {
    const total = user.balances.reduce((s, b) => s.plus(b.isDefault ? b.balance : 0), new Decimal(0));
    return {
      uid: user.uid,
      balanceList: user.balances.map((b) => ({ coinCode: b.coinCode, isDefault: b.isDefault, balance: b.balance })),
      centerBalance: total.toFixed(2),
      totalBalance: total.toFixed(2),
      ...(this.currentTitles ? { userTitleDO: this.currentTitles(user) } : {}),
      language: 'CMN',
      country: 'CN',
      setting: {
        acceptPush: user.setting.acceptPush,
        acceptList: [...user.setting.acceptList],
        showSettingChangableTip: 0,
      },
    };
  }

  /** UserConfig (cfgGet). */
  config(user: UserRecord): WireUserConfig {
    return { handicap: user.config.handicap, accept: user.config.accept, uid: user.uid, setup: user.config.setup };
  }

  /** Saves UserConfig from cfgSet's jsonStr (unknown keys ignored). */
  setConfig(user: UserRecord, json: Record<string, unknown>): void {
    if (json.handicap !== undefined) user.config.handicap = clampInt(json.handicap, 1, 4, 'handicap');
    if (json.accept !== undefined) user.config.accept = clampInt(json.accept, 0, 2, 'accept');
    if (json.setup !== undefined)
      user.config.setup = typeof json.setup === 'string' ? json.setup : JSON.stringify(json.setup);
    this.store.save(['users', user.uid]);
  }

  /** Saves the push settings (User.setting) from cfgSet's jsonStr with collect UserSetting (unknown keys ignored). */
  setSetting(user: UserRecord, json: Record<string, unknown>): void {
    // Both checked before either is stored: a refused save changes nothing.
    const acceptPush = json.acceptPush === undefined ? undefined : clampInt(json.acceptPush, 0, 1, 'acceptPush');
    const acceptList = json.acceptList === undefined ? undefined : acceptFlags(json.acceptList);
    if (acceptPush !== undefined) user.setting.acceptPush = acceptPush;
    if (acceptList) user.setting.acceptList = acceptList;
    this.store.save(['users', user.uid]);
  }

  /** Adds a favourite match; at most 50. */
  follow(user: UserRecord, matchId: string): void {
    if (user.follows.includes(matchId)) return;
    if (user.follows.length >= MAX_FAVOURITES) throw new ApiError(CODE.FavouritesFull, 'at most 50 favourites');
    user.follows.push(matchId);
    this.store.save(['users', user.uid]);
  }

  /** Removes a favourite match. */
  unfollow(user: UserRecord, matchId: string): void {
    user.follows = user.follows.filter((id) => id !== matchId);
    this.store.save(['users', user.uid]);
  }

  /** Follows (or unfollows) a live-room host. */
  followHost(user: UserRecord, hostId: string, follow: boolean): void {
    const hosts = (user.hosts ?? []).filter((id) => id !== hostId);
    user.hosts = follow ? [...hosts, hostId] : hosts;
    this.store.save(['users', user.uid]);
  }
}

/** acceptList as sent by a client: exactly three 0/1 flags. */
function acceptFlags(value: unknown): number[] {
  if (!Array.isArray(value) || value.length !== ACCEPT_LIST_LENGTH)
    throw new ApiError(CODE.BadRequest, `acceptList must be ${ACCEPT_LIST_LENGTH} flags`);
  return value.map((v) => clampInt(v, 0, 1, 'acceptList'));
}

function clampInt(value: unknown, min: number, max: number, name: string): number {
  const n = Number(value);
  if (!Number.isInteger(n) || n < min || n > max)
    throw new ApiError(CODE.BadRequest, `${name} must be an integer from ${min} to ${max}`);
  return n;
}
