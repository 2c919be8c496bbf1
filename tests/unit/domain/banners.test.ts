import { describe, expect, it } from 'vitest';
import { bannerTarget, shownBanners, slideAfter, type Banner } from '../../../src/domain/banners';
import { BANNER_COUNT } from '../../../src/domain/constants';

const banner = (n: number): Banner => ({ id: `b${n}`, title: `Banner ${n}`, imageUrl: 'data:image/svg+xml,x' });

describe('shownBanners (spec §7 bannerList/search: the first 6 are kept; §9 banner count 6)', () => {
  it('keeps the first six in the server order', () => {
    const eight = Array.from({ length: 8 }, (_, i) => banner(i + 1));
    expect(BANNER_COUNT).toBe(6);
    expect(shownBanners(eight).map((b) => b.id)).toEqual(['b1', 'b2', 'b3', 'b4', 'b5', 'b6']);
  });

  it('keeps fewer when the server lists fewer', () => {
    expect(shownBanners([banner(1), banner(2)])).toHaveLength(2);
  });
});

describe('bannerTarget: a banner leads where it says, and nowhere unsafe', () => {
  it('a path of the widgets is a route (handed to the host with sport-navigate)', () => {
    expect(bannerTarget('/newSport/live?liveRoomId=LR1000')).toEqual({
      kind: 'route',
      path: '/newSport/live?liveRoomId=LR1000',
    });
  });

  it('an http(s) address is a web link', () => {
    expect(bannerTarget('https://example.com/responsible-gaming')).toEqual({
      kind: 'web',
      href: 'https://example.com/responsible-gaming',
    });
  });

  it.each(['javascript:alert(1)', 'data:text/html,x', '//evil.example/x', '/\\evil.example', 'ftp://x', '', undefined])(
    '%s leads nowhere',
    (link) => expect(bannerTarget(link)).toBeNull(),
  );
});

describe('slideAfter: the carousel wraps around', () => {
  it('next from the last is the first, previous from the first is the last', () => {
    expect(slideAfter(5, 1, 6)).toBe(0);
    expect(slideAfter(0, -1, 6)).toBe(5);
    expect(slideAfter(2, 1, 6)).toBe(3);
  });

  it('no slides stays at 0', () => {
    expect(slideAfter(0, 1, 0)).toBe(0);
  });
});

describe('client platform of the banner query (spec §3 codes, §7 plat)', () => {
  it('a phone says its system (iOS 3, Android 2); any other browser is the web PC client (0)', async () => {
    const { clientPlatformOf } = await import('../../../src/domain/clientPlatform');
    expect(clientPlatformOf('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X)')).toBe(3);
    expect(clientPlatformOf('Mozilla/5.0 (Linux; Android 14; Pixel 8)')).toBe(2);
    expect(clientPlatformOf('Mozilla/5.0 (X11; Linux x86_64) Chrome/130')).toBe(0);
  });
});
