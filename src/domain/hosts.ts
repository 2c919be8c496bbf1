// Which configured host the widgets use (spec §3 domain configuration, §5 hostname rule): of the domains
// domain/list/v2 gives a type (SSAPI for the API, ST_SPORT_WEB for media), the one on the page's own registrable
// domain, else the first; a domain without a scheme is on the page's protocol.
import { registrableDomain } from './hostname';

/** Domain configuration types the widgets read: the API and the sport web (media) hosts. */
export const API_DOMAIN_TYPE = 'SSAPI';
export const MEDIA_DOMAIN_TYPE = 'ST_SPORT_WEB';

/** The origin of a configured domain ('api.example.com' or 'https://api.example.com/'); '' when it is not one. */
export function originOf(domain: string, protocol: string): string {
  const text = domain.trim();
  if (!text) return '';
  try {
    const url = new URL(/^[a-z][a-z0-9+.-]*:\/\//i.test(text) ? text : `${protocol}//${text}`);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.origin : '';
  } catch {
    return '';
  }
}

/** The origin to use of a type's domains for a page on `hostname`: the one sharing its registrable domain, else the first. */
export function pickDomain(domains: readonly string[] | undefined, hostname: string, protocol: string): string {
  const origins = (domains ?? []).map((domain) => originOf(domain, protocol)).filter(Boolean);
  const own = registrableDomain(hostname);
  return origins.find((origin) => registrableDomain(new URL(origin).hostname) === own) ?? origins[0] ?? '';
}
