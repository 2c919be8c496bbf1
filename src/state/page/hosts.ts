// The API and media hosts the domain configuration picked (spec §3, §5), read by the client when the host page set
// no api-base; '' (the page's origin) until the lazily loaded domain refresh (domains.ts) fills them.
import { getRuntime } from '../../runtime/runtime';

export interface SportHosts {
  /** Origin of the API (the SSAPI domain). */
  api: string;
  /** Origin of the media calls (the ST_SPORT_WEB domain). */
  media: string;
}

/** The page's one record of the picked hosts. */
export function sportHosts(): SportHosts {
  return getRuntime().singleton('sport-hosts', () => ({ api: '', media: '' }));
}
