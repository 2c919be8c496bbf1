// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { parseConfigValue } from '../../../src/runtime/config';
import { createLifecycle } from '../../../src/runtime/lifecycle';
import { getRuntime } from '../../../src/runtime/runtime';
import { createHostApi } from '../../../src/runtime/hostApi';
import { OddsType } from '../../../src/domain/enums';

describe('runtime singleton', () => {
  it('is one object per page, kept under Symbol.for("sport-widgets.runtime")', () => {
    const a = getRuntime();
    expect(getRuntime()).toBe(a);
    expect((globalThis as Record<symbol, unknown>)[Symbol.for('sport-widgets.runtime')]).toBe(a);
  });

  it('stores the token under st-auth and forgets it on logout (empty or null)', () => {
    const runtime = getRuntime();
    runtime.setToken('abc');
    expect(localStorage.getItem('st-auth')).toBe('abc');
    runtime.setToken('   ');
    expect(runtime.token.get()).toBeNull();
    expect(localStorage.getItem('st-auth')).toBeNull();
  });

  it('stores the chosen language for the next visit', () => {
    getRuntime().configure({ lang: 'THA' });
    expect(localStorage.getItem('language')).toBe('THA');
  });

  it('emits a page-wide event (no source) on every connected element, bubbling and composed; document hears it once', () => {
    const runtime = getRuntime();
    const [a, b] = [document.createElement('div'), document.createElement('div')];
    document.body.append(a, b);
    runtime.lifecycle.acquire(a);
    runtime.lifecycle.acquire(b);
    const onA = vi.fn();
    const onB = vi.fn();
    const onDocument = vi.fn();
    a.addEventListener('sport-kicked', (e) => onA(e.bubbles, e.composed));
    b.addEventListener('sport-kicked', (e) => onB(e.bubbles, e.composed));
    document.addEventListener('sport-kicked', onDocument);
    runtime.emit('sport-kicked', {});
    expect(onA).toHaveBeenCalledExactlyOnceWith(true, true);
    expect(onB).toHaveBeenCalledExactlyOnceWith(true, true);
    expect(onDocument).toHaveBeenCalledTimes(1);
    document.removeEventListener('sport-kicked', onDocument);
    runtime.lifecycle.release(a);
    runtime.lifecycle.release(b);
    a.remove();
    b.remove();
  });

  it('emits an event with a source on that element only', () => {
    const runtime = getRuntime();
    const [a, b] = [document.createElement('div'), document.createElement('div')];
    document.body.append(a, b);
    runtime.lifecycle.acquire(a);
    const seen = vi.fn();
    document.addEventListener('sport-login-required', (e) => seen((e as CustomEvent).detail, e.target));
    runtime.emit('sport-login-required', { reason: 'bet' }, b);
    expect(seen).toHaveBeenCalledExactlyOnceWith({ reason: 'bet' }, b);
    runtime.lifecycle.release(a);
    a.remove();
    b.remove();
  });
});

describe('configuration values', () => {
  it('accepts the documented values and ignores invalid ones', () => {
    expect(parseConfigValue('theme', 'dark')).toBe('dark');
    expect(parseConfigValue('theme', 'purple')).toBeUndefined();
    expect(parseConfigValue('mode', 'mobile')).toBe('mobile');
    expect(parseConfigValue('oddsFormat', 'hong-kong')).toBe(OddsType.HongKong);
    expect(parseConfigValue('oddsFormat', '4')).toBe(OddsType.Indonesia);
    expect(parseConfigValue('currency', 'usdt')).toBe('USDT');
    expect(parseConfigValue('currency', 'XXX')).toBeUndefined();
    // Spec §9: the European-football special's league id differs between hosts; an id, never markup or a path.
    expect(parseConfigValue('specialLeagueId', ' 990001 ')).toBe('990001');
    expect(parseConfigValue('specialLeagueId', '1/2')).toBeUndefined();
    expect(parseConfigValue('sportIds', 'labels')).toBe('labels');
    expect(parseConfigValue('apiBase', 'http://x:1/')).toBe('http://x:1');
  });

  it('takes the socket timings for test pages as whole milliseconds within their bounds', () => {
    expect(parseConfigValue('heartbeatMs', 500)).toBe(500);
    expect(parseConfigValue('heartbeatMs', '250')).toBe(250);
    expect(parseConfigValue('heartbeatMs', 99)).toBeUndefined(); // below 100 ms
    expect(parseConfigValue('heartbeatMs', 60_001)).toBeUndefined();
    expect(parseConfigValue('heartbeatMs', 1.5)).toBeUndefined();
    expect(parseConfigValue('heartbeatMs', 'fast')).toBeUndefined();
    expect(parseConfigValue('pushThrottleMs', 0)).toBe(0);
    expect(parseConfigValue('pushThrottleMs', -1)).toBeUndefined();
    expect(parseConfigValue('pushThrottleMs', 10_001)).toBeUndefined();
    expect(parseConfigValue('reconnectDelayMs', '200')).toBe(200);
    expect(parseConfigValue('reconnectDelayMs', 50)).toBeUndefined();
  });

  it("configure() sets heartbeatMs and pushThrottleMs on the runtime; the defaults are the spec's 10 s and 1 s", () => {
    const runtime = getRuntime();
    expect(runtime.config.get().heartbeatMs).toBe(10_000);
    expect(runtime.config.get().pushThrottleMs).toBe(1_000);
    createHostApi().configure({ heartbeatMs: '400', pushThrottleMs: 0 });
    expect(runtime.config.get().heartbeatMs).toBe(400);
    expect(runtime.config.get().pushThrottleMs).toBe(0);
    createHostApi().configure({ heartbeatMs: 5 });
    expect(runtime.config.get().heartbeatMs).toBe(400);
    expect(runtime.config.get().reconnectDelayMs).toBe(3_000);
    createHostApi().configure({ reconnectDelayMs: 250 });
    expect(runtime.config.get().reconnectDelayMs).toBe(250);
    runtime.configure({ heartbeatMs: 10_000, pushThrottleMs: 1_000, reconnectDelayMs: 3_000 });
  });

  it('unknown language codes fall back to Simplified Chinese (CMN)', () => {
    expect(parseConfigValue('lang', 'xx')).toBe('CMN');
    expect(parseConfigValue('lang', 'en-US')).toBe('ENG');
  });
});

describe('lifecycle: timers and services stop when no element needs them', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('starts services with the first element and stops every service and timer after the last', () => {
    const life = createLifecycle();
    const service = { start: vi.fn(), stop: vi.fn() };
    life.service('push', service);
    const a = document.createElement('div');
    const b = document.createElement('div');
    life.acquire(a);
    life.acquire(b);
    expect(service.start).toHaveBeenCalledTimes(1);
    const tick = vi.fn();
    life.every(1000, tick);
    life.after(5000, tick);
    life.release(a);
    vi.advanceTimersByTime(1000);
    expect(tick).toHaveBeenCalledTimes(1);
    life.release(b);
    expect(service.stop).toHaveBeenCalledTimes(1);
    expect(life.timerCount()).toBe(0);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('resume() restarts services after stopAll() while elements remain (login after a kick)', () => {
    const life = createLifecycle();
    const service = { start: vi.fn(), stop: vi.fn() };
    life.service('push', service);
    life.acquire(document.createElement('div'));
    life.stopAll();
    life.resume();
    expect(service.start).toHaveBeenCalledTimes(2);
  });
});

describe('window.SportWidgets host API', () => {
  it('configure() applies valid values and setToken()/logout() drive the token', () => {
    const api = createHostApi();
    api.configure({ theme: 'dark', currency: 'usd', lang: 'ENG', bogus: 1 } as never);
    const { config, token } = getRuntime();
    expect(config.get()).toMatchObject({ theme: 'dark', currency: 'USD', lang: 'ENG' });
    api.setToken('t1');
    expect(token.get()).toBe('t1');
    api.logout();
    expect(token.get()).toBeNull();
  });

  it('on()/off() listen to widget events on the document', () => {
    const api = createHostApi();
    const listener = vi.fn();
    api.on('sport-kicked', listener);
    document.dispatchEvent(new CustomEvent('sport-kicked', { detail: {} }));
    api.off('sport-kicked', listener);
    document.dispatchEvent(new CustomEvent('sport-kicked', { detail: {} }));
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('off() removes a listener from one event only, and the function on() returns removes that registration', () => {
    const api = createHostApi();
    const listener = vi.fn();
    const fire = (name: string) => document.dispatchEvent(new CustomEvent(name, { detail: {} }));
    api.on('sport-navigate', listener);
    const stopKicked = api.on('sport-kicked', listener);
    api.on('sport-kicked', listener); // registered once per event, however often on() is called
    api.off('sport-navigate', listener);
    fire('sport-navigate');
    fire('sport-kicked');
    expect(listener).toHaveBeenCalledTimes(1);
    stopKicked();
    fire('sport-kicked');
    expect(listener).toHaveBeenCalledTimes(1);
  });
});

describe('default language (element lang, then configure(), then the page’s <html lang>, then CMN)', () => {
  const KEY = Symbol.for('sport-widgets.runtime');
  /** A fresh runtime, as on a new page load with this <html lang> and nothing stored. */
  function freshRuntime(htmlLang: string | null) {
    delete (globalThis as Record<symbol, unknown>)[KEY];
    localStorage.removeItem('language');
    if (htmlLang === null) document.documentElement.removeAttribute('lang');
    else document.documentElement.setAttribute('lang', htmlLang);
    return getRuntime();
  }
  afterEach(() => {
    document.documentElement.removeAttribute('lang');
    localStorage.removeItem('language');
    delete (globalThis as Record<symbol, unknown>)[KEY];
  });

  it('maps the page’s <html lang> onto the nine when nothing else chose', () => {
    const cases: [string, string][] = [
      ['en', 'ENG'],
      ['en-US', 'ENG'],
      ['zh-CN', 'CMN'],
      ['zh-TW', 'ZHO'],
      ['zh-HK', 'ZHO'],
      ['ar', 'SAU'],
      ['ja', 'JPN'],
      ['vi', 'VIE'],
      ['th', 'THA'],
      ['pt', 'BRA'],
      ['es', 'SPA'],
    ];
    for (const [tag, lang] of cases) expect([tag, freshRuntime(tag).config.get().lang]).toEqual([tag, lang]);
  });

  it('falls back to CMN when the page declares no language or one outside the nine', () => {
    expect(freshRuntime(null).config.get().lang).toBe('CMN');
    expect(freshRuntime('fr').config.get().lang).toBe('CMN');
  });

  it('configure() (and an element’s lang, which calls it) wins over the page, and is kept for the next visit', () => {
    const runtime = freshRuntime('en');
    createHostApi().configure({ lang: 'SAU' });
    expect(runtime.config.get().lang).toBe('SAU');
    delete (globalThis as Record<symbol, unknown>)[KEY];
    expect(getRuntime().config.get().lang).toBe('SAU');
  });

  it('follows a later change of <html lang> only while nothing else chose', async () => {
    const runtime = freshRuntime('en');
    document.documentElement.setAttribute('lang', 'ja');
    await vi.waitFor(() => expect(runtime.config.get().lang).toBe('JPN'));
    runtime.configure({ lang: 'VIE' });
    // An observer made after the runtime's is called after it for the same change: once it has seen the change,
    // the runtime has too.
    const seen = new Promise<void>((resolve) => {
      const after = new MutationObserver(() => resolve(after.disconnect()));
      after.observe(document.documentElement, { attributes: true, attributeFilter: ['lang'] });
    });
    document.documentElement.setAttribute('lang', 'th');
    await seen;
    expect(runtime.config.get().lang).toBe('VIE');
  });
});
