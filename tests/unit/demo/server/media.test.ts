// The reference server's test streams (issue 18): the HLS files it serves, and the media data that points at them
// (match/sportUnionData's video2..video5 and videoPM; the anchor list's streamUrl), each a signed URL of a few
// minutes (issue 27 item 5; the refusals are in roomLock.test.ts).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIVE_PATHS } from '../../../../src/api/livePaths';
import { MATCH_DATA_PATHS } from '../../../../src/api/matchDataPaths';
import { PATHS } from '../../../../src/api/paths';
import type { WireAnchor, WireEnvelope, WireMatch, WirePage } from '../../../../src/api/wire';
import { MatchStatus } from '../../../../src/domain/enums';
import { LiveState } from '../../../../src/domain/liveEnums';
import { start, type TestServer } from './harness';

let srv: TestServer;
let base: string;

/** A signed folder of each line, as the server hands it out (a room's or a match's stream URL without its file). */
const folders = new Map<number, string>();

beforeAll(async () => {
  srv = await start();
  base = srv.url.replace(/\/$/, '');
  const live = (await matches()).find((m) => m.ms === MatchStatus.Live && m.md?.vd === 1)!;
  const media = (await unionData([live.id]))[live.id];
  [media.video2, media.video3, media.video4].forEach((url, i) => folders.set(i + 1, url.replace(/index\.m3u8$/, '')));
});
afterAll(async () => {
  await srv.stop();
});

const matches = async () =>
  (await srv.call<WirePage<WireMatch>>(PATHS.matchList, { playType: 'all', current: 1, size: 200 })).data.records;

const unionData = async (ids: string[]) => {
  const res = await fetch(`${base}${MATCH_DATA_PATHS.sportUnionData}?matchId=${ids.join(',')}&ts=1&language=ENG`);
  return ((await res.json()) as WireEnvelope<Record<string, Record<string, string>>>).data;
};

describe('served streams', () => {
  it.each([1, 2, 3])(
    'line %i is a VOD HLS playlist of 2 s fMP4 segments, served as application/vnd.apple.mpegurl',
    async (line) => {
      const res = await fetch(`${base}${folders.get(line)}index.m3u8`);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('application/vnd.apple.mpegurl');
      const playlist = await res.text();
      expect(playlist.startsWith('#EXTM3U')).toBe(true);
      expect(playlist).toContain('#EXT-X-TARGETDURATION:2');
      expect(playlist).toContain('#EXT-X-ENDLIST');
      const segments = playlist.split('\n').filter((l) => l && !l.startsWith('#'));
      expect(segments.length).toBeGreaterThanOrEqual(3);
      const init = await fetch(`${base}${folders.get(line)}init.mp4`);
      expect(init.headers.get('content-type')).toBe('video/mp4');
      for (const name of segments) {
        const seg = await fetch(`${base}${folders.get(line)}${name}`);
        expect(seg.status).toBe(200);
        expect(seg.headers.get('content-type')).toBe('video/iso.segment');
        // An ISO BMFF fragment: a box whose type is at bytes 4..8 (styp or moof).
        const head = new TextDecoder().decode(new Uint8Array(await seg.arrayBuffer()).slice(4, 8));
        expect(['styp', 'moof']).toContain(head);
      }
    },
  );

  it('the three lines are different streams (a switch of line shows other pictures)', async () => {
    const first = await Promise.all(
      [1, 2, 3].map(
        async (line) => (await (await fetch(`${base}${folders.get(line)}seg0.m4s`)).arrayBuffer()).byteLength,
      ),
    );
    expect(new Set(first).size).toBe(3);
  });

  it('stays under the repository: a path outside the media folder is not served', async () => {
    for (const path of [`/media/..%2F..%2Fpackage.json`, `${folders.get(1)}..%2F..%2F..%2Fpackage.json`]) {
      const res = await fetch(`${base}${path}`);
      expect(res.status).not.toBe(200);
    }
  });
});

describe('media data (match/sportUnionData)', () => {
  it('a live match with video gives lines 1 to 3 in video2..video4 as playlists the server serves; video5 and videoPM are empty', async () => {
    const live = (await matches()).find((m) => m.ms === MatchStatus.Live && m.md?.vd === 1)!;
    expect(live).toBeDefined();
    const media = (await unionData([live.id]))[live.id];
    expect(media).toMatchObject({ video5: '', videoPM: '' });
    expect([media.video2, media.video3, media.video4]).toEqual([
      expect.stringMatching(/^\/media\/line-1\/[^/]+\/index\.m3u8$/),
      expect.stringMatching(/^\/media\/line-2\/[^/]+\/index\.m3u8$/),
      expect.stringMatching(/^\/media\/line-3\/[^/]+\/index\.m3u8$/),
    ]);
    expect((await fetch(`${base}${media.video2}`)).status).toBe(200);
  });

  it('a match without video (md.vd 0: not live, or table tennis) gives no stream on any line', async () => {
    const without = (await matches()).filter((m) => m.md?.vd !== 1).slice(0, 20);
    expect(without.length).toBeGreaterThan(0);
    const data = await unionData(without.map((m) => m.id));
    for (const m of without) {
      const media = data[m.id];
      expect([media.video2, media.video3, media.video4, media.video5, media.videoPM].every((v) => v === '')).toBe(true);
    }
  });
});

describe("a room's stream (anchor list streamUrl)", () => {
  it('a living room has a stream the server serves; a room whose match is not live has none', async () => {
    // Logged in: the locked entertainment room lets a logged-in viewer in (roomLock.test.ts has the anonymous side).
    const { data: anchors } = await srv.call<WireAnchor[]>(LIVE_PATHS.anchorList, {}, await srv.login('demo'));
    const living = anchors.filter((a) => a.liveStatus === LiveState.Living);
    expect(living.length).toBeGreaterThan(0);
    for (const a of living) {
      expect(a.streamUrl).toMatch(/^\/media\/line-\d\/[^/]+\/index\.m3u8$/);
      expect((await fetch(`${base}${a.streamUrl}`)).status).toBe(200);
    }
    for (const a of anchors.filter((r) => r.liveStatus !== LiveState.Living)) expect(a.streamUrl).toBe('');
  });
});
