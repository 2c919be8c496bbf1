// The SSAPI calls of spec §7 behind the list's home screen and its league search: banners and league search.
import { shownBanners, type Banner } from '../../domain/banners';
import { clientPlatformOf } from '../../domain/clientPlatform';
import { GamePlatform } from '../../domain/enums';
import type { League } from '../../domain/types';
import type { Client } from '../client';
import { bannerSchema } from '../codecs/banner';
import { decodeList } from '../codecs/common';
import { leagueSchema } from '../codecs/league';
import { SSAPI_PATHS } from '../ssapiPaths';

/** The product id the SSAPI calls name (pid): the ST sport platform. */
const PID = GamePlatform.StSport;

/** SSAPI endpoints bound to a client. */
export function ssapiEndpoints(client: Client) {
  return {
    /** The home banners (query pid, plat: this browser's platform, languageType): the first six the server lists (spec §7, §9). */
    async bannerList(): Promise<Banner[]> {
      const rows = await client.call({
        path: SSAPI_PATHS.bannerList,
        method: 'get',
        body: { pid: PID, plat: clientPlatformOf(globalThis.navigator?.userAgent ?? '') },
      });
      return shownBanners(decodeList(bannerSchema, rows, 'banners'));
    },
    /** Leagues of a sport whose name holds `name` (POST with pid); the server answers logged-in users only. */
    async leagueSearch(name: string, sportId: number): Promise<League[]> {
      const rows = await client.call({ path: SSAPI_PATHS.leagueSearch, body: { pid: PID, name, sportId } });
      return decodeList(leagueSchema, rows, 'league search');
    },
  };
}

export type SsapiApi = ReturnType<typeof ssapiEndpoints>;
