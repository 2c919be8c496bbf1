// @vitest-environment happy-dom
// Server translation tables (spec §7 staticList): cached in localStorage per language, refreshed in the background.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  loadServerTables,
  readCachedTables,
  serverTablesKey,
  serverText,
  toServerTables,
  type ServerTables,
} from '../../../src/i18n/serverTables';

const ENG_DATA = {
  marketType: { '1': 'Handicap', '2': 'Over/Under' },
  matchPeriod: { '1001': '1st half' },
  matchStatus: { '5': 'Live' },
  option: { '1': 'Home' },
  period: { '1': 'Full time' },
  sports: { '1': 'Football' },
  tournamentPhase: { '3': 'Final' },
};

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

beforeEach(() => localStorage.clear());

describe('server tables cache', () => {
  it('uses a sport-widgets: prefixed key per language', () => {
    expect(serverTablesKey('ENG')).toBe('sport-widgets:server-tables:ENG');
    expect(serverTablesKey('SAU')).not.toBe(serverTablesKey('ENG'));
  });

  it('without a cached copy fetches for the language, writes localStorage and returns the tables', async () => {
    const fetch = vi.fn(async () => ENG_DATA);
    const tables = await loadServerTables({ lang: 'ENG', fetch, storage: localStorage });
    expect(fetch).toHaveBeenCalledWith('ENG');
    expect(tables.sports['1']).toBe('Football');
    expect(JSON.parse(localStorage.getItem('sport-widgets:server-tables:ENG')!)).toEqual(ENG_DATA);
    expect(readCachedTables(localStorage, 'ENG')).toEqual(ENG_DATA);
  });

  it('with a cached copy returns it at once, then refreshes localStorage in the background', async () => {
    localStorage.setItem(serverTablesKey('ENG'), JSON.stringify(toServerTables({ sports: { '1': 'Soccer' } })));
    const pending = deferred<unknown>();
    const onRefresh = vi.fn();
    const tables = await loadServerTables({
      lang: 'ENG',
      fetch: () => pending.promise,
      storage: localStorage,
      onRefresh,
    });
    expect(tables.sports['1']).toBe('Soccer');
    expect(onRefresh).not.toHaveBeenCalled();

    pending.resolve(ENG_DATA);
    await vi.waitFor(() => expect(onRefresh).toHaveBeenCalledTimes(1));
    expect((onRefresh.mock.calls[0][0] as ServerTables).sports['1']).toBe('Football');
    expect(readCachedTables(localStorage, 'ENG')?.sports['1']).toBe('Football');
  });

  it('keeps the cached copy when the background refresh fails', async () => {
    localStorage.setItem(serverTablesKey('JPN'), JSON.stringify(toServerTables({ sports: { '1': 'サッカー' } })));
    const onRefresh = vi.fn();
    const tables = await loadServerTables({
      lang: 'JPN',
      fetch: async () => {
        throw new Error('network');
      },
      storage: localStorage,
      onRefresh,
    });
    expect(tables.sports['1']).toBe('サッカー');
    await new Promise((r) => setTimeout(r, 0));
    expect(onRefresh).not.toHaveBeenCalled();
    expect(readCachedTables(localStorage, 'JPN')?.sports['1']).toBe('サッカー');
  });

  it('rejects when there is neither a cached copy nor a successful fetch', async () => {
    await expect(
      loadServerTables({
        lang: 'THA',
        fetch: async () => {
          throw new Error('network');
        },
        storage: localStorage,
      }),
    ).rejects.toThrow('network');
    expect(localStorage.getItem(serverTablesKey('THA'))).toBeNull();
  });

  it('never serves one language the cached tables of another', async () => {
    localStorage.setItem(serverTablesKey('ENG'), JSON.stringify(ENG_DATA));
    const fetch = vi.fn(async () => ({ sports: { '1': '足球' } }));
    const tables = await loadServerTables({ lang: 'CMN', fetch, storage: localStorage });
    expect(fetch).toHaveBeenCalledWith('CMN');
    expect(tables.sports['1']).toBe('足球');
  });

  it('treats an unreadable cached copy as missing', async () => {
    localStorage.setItem(serverTablesKey('VIE'), '{not json');
    expect(readCachedTables(localStorage, 'VIE')).toBeNull();
    const tables = await loadServerTables({
      lang: 'VIE',
      fetch: async () => ({ sports: { '1': 'Bóng đá' } }),
      storage: localStorage,
    });
    expect(tables.sports['1']).toBe('Bóng đá');
  });

  it('works without storage (locked-down page) by fetching', async () => {
    const tables = await loadServerTables({
      lang: 'SPA',
      fetch: async () => ({ sports: { '1': 'Fútbol' } }),
      storage: null,
    });
    expect(tables.sports['1']).toBe('Fútbol');
    expect(readCachedTables(null, 'SPA')).toBeNull();
  });

  it('shares one request between callers loading the same language at once', async () => {
    const fetch = vi.fn(async () => ENG_DATA);
    const [a, b] = await Promise.all([
      loadServerTables({ lang: 'BRA', fetch, storage: localStorage }),
      loadServerTables({ lang: 'BRA', fetch, storage: localStorage }),
    ]);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(a).toEqual(b);
  });
});

describe('server table data', () => {
  it('keeps only string entries and gives every table, empty when missing or malformed', () => {
    const tables = toServerTables({ sports: { '1': 'Football', '2': 7, '3': null }, option: 'bad', period: ['x'] });
    expect(tables.sports).toEqual({ '1': 'Football' });
    expect(tables.option).toEqual({});
    expect(tables.period).toEqual({});
    expect(Object.keys(tables).sort()).toEqual([
      'marketType',
      'matchPeriod',
      'matchStatus',
      'option',
      'period',
      'sports',
      'tournamentPhase',
    ]);
    expect(toServerTables(null).sports).toEqual({});
  });

  it('looks up an id and falls back when the table lacks it', () => {
    const tables = toServerTables(ENG_DATA);
    expect(serverText(tables, 'marketType', 2, 'fallback')).toBe('Over/Under');
    expect(serverText(tables, 'marketType', 99, 'fallback')).toBe('fallback');
    expect(serverText(null, 'sports', 1, 'Football')).toBe('Football');
  });
});
