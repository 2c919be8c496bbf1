// The home banners of spec §7 and §9: the first six the server lists, and where each one leads. A link is a
// route of the widgets (handed to the host with sport-navigate) or a web address (opened as a normal link);
// anything else (javascript:, data:, a protocol-relative //host) leads nowhere.
import { BANNER_COUNT } from './constants';

export interface Banner {
  id: string;
  /** The banner's text in the request's language: its caption and its image's alternative text. */
  title: string;
  imageUrl: string;
  /** Where a click leads, as the server wrote it (see bannerTarget). */
  link?: string;
}

export type BannerTarget = { kind: 'route'; path: string } | { kind: 'web'; href: string };

/** The banners shown: the first BANNER_COUNT in the server's order. */
export function shownBanners(banners: readonly Banner[]): Banner[] {
  return banners.slice(0, BANNER_COUNT);
}

/** Where a banner's link leads: a widget route (one leading slash), an http(s) address, or nowhere (null). */
export function bannerTarget(link: string | undefined): BannerTarget | null {
  const text = link?.trim() ?? '';
  if (/^\/(?![/\\])/.test(text)) return { kind: 'route', path: text };
  if (!/^https?:\/\//i.test(text)) return null;
  try {
    return { kind: 'web', href: new URL(text).href };
  } catch {
    return null;
  }
}

/** The slide after `index` moving by `step` (±1), wrapping around `count` slides. */
export function slideAfter(index: number, step: number, count: number): number {
  return count === 0 ? 0 : (((index + step) % count) + count) % count;
}
