// @vitest-environment happy-dom
// Spec §3/§5: without an api-base the client calls the SSAPI host of domain/list/v2 and the media calls go to the
// ST_SPORT_WEB host; DEFAULT_SPORT_DOMAIN keeps the last API host for a visit whose configuration cannot be read.
import { beforeEach, describe, expect, it } from 'vitest';
import { getRuntime } from '../../../../src/runtime/runtime';
import { applyDomainConfig } from '../../../../src/state/page/domains';
import { sportHosts } from '../../../../src/state/page/hosts';

const page = { hostname: 'www.example.com', protocol: 'https:' };

beforeEach(() => {
  delete (globalThis as Record<symbol, unknown>)[Symbol.for('sport-widgets.runtime')];
  localStorage.clear();
});

describe('hosts from the domain configuration', () => {
  it('picks the API (SSAPI) and media (ST_SPORT_WEB) hosts and remembers the API host as DEFAULT_SPORT_DOMAIN', () => {
    applyDomainConfig({ SSAPI: ['api.example.com'], ST_SPORT_WEB: ['https://web.example.com'], PXDD: ['x.net'] }, page);
    expect(sportHosts()).toEqual({ api: 'https://api.example.com', media: 'https://web.example.com' });
    expect(localStorage.getItem('DEFAULT_SPORT_DOMAIN')).toBe('https://api.example.com');
  });

  it('without a configuration falls back to DEFAULT_SPORT_DOMAIN; media follows the API host when none is configured', () => {
    localStorage.setItem('DEFAULT_SPORT_DOMAIN', 'https://api.example.com');
    applyDomainConfig(null, page);
    expect(sportHosts()).toEqual({ api: 'https://api.example.com', media: 'https://api.example.com' });
  });

  it('with neither, the API stays on the page origin (empty base)', () => {
    applyDomainConfig({}, page);
    expect(sportHosts()).toEqual({ api: '', media: '' });
  });

  it('the client uses the picked host only while the host page set no api-base', async () => {
    const { client } = await import('../../../../src/state/page/client');
    applyDomainConfig({ SSAPI: ['api.example.com'] }, page);
    expect(client().url('/x')).toBe('https://api.example.com/x');
    getRuntime().configure({ apiBase: 'https://set.by.host' });
    expect(client().url('/x')).toBe('https://set.by.host/x');
  });

  it('the push and chat sockets go to the same host as the calls (the page api-base, else the picked one, else this page)', async () => {
    const { socketUrl } = await import('../../../../src/state/page/pushSocket');
    expect(socketUrl('/ws/push')).toBe(`${location.origin.replace(/^http/, 'ws')}/ws/push`);
    applyDomainConfig({ SSAPI: ['api.example.com'] }, page);
    expect(socketUrl('/ws/push')).toBe('wss://api.example.com/ws/push');
    getRuntime().configure({ apiBase: 'http://set.by.host' });
    expect(socketUrl('/ws/push')).toBe('ws://set.by.host/ws/push');
  });
});
