// The reference server's streams (issue 18): three short HLS test streams in demo/media/line-<n>/ (made by
// scripts/streams.sh, committed), served at /media/, and which match or room offers which of them. A stream is
// served only through a signed grant (issue 27 item 5): /media/line-<n>/<grant>/index.m3u8, the grant an HMAC of
// the room (or match), the line and an expiry a few minutes away, made with the server's secret; the playlist's
// segments are relative, so they resolve under the same grant. Whoever hands a URL out checks the viewer first.
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Hono } from 'hono';
import { MatchStatus } from '../../src/domain/enums.ts';
import type { SimMatch } from './match.ts';
import { CODE } from './codes.ts';
import { file } from './static.ts';

/** The URL prefix the streams are served at. */
export const MEDIA_PREFIX = '/media/';

/** The video lines the server has streams for (lines 1 to 3, spec §2). */
export const STREAM_LINES = [1, 2, 3] as const;

/** A grant runs out on the next but one boundary of this window: 3 to 6 minutes after it is made. */
export const GRANT_WINDOW_MS = 3 * 60_000;
/** What a grant may be made for: a room id or `m<matchId>` (letters, digits, dash and underscore). */
const SCOPE = /^[\w-]{1,40}$/;

/** The signature of a grant: HMAC-SHA256 over scope, line folder and expiry with the server's secret, base64url. */
function signature(secret: string, scope: string, line: string, expiry: number): string {
  return createHmac('sha256', secret).update(`${scope}\n${line}\n${expiry}`).digest('base64url');
}

/** A grant to one line's folder for `scope` until `expiry` (ms since the epoch): `<scope>.<expiry>.<signature>`. */
export function mediaGrant(secret: string, scope: string, line: string, expiry: number): string {
  return `${scope}.${expiry}.${signature(secret, scope, line, expiry)}`;
}

/** Whether `grant` lets its holder read the line folder `line` at `now`: signed by this secret, not run out. */
export function grantValid(secret: string, line: string, grant: string, now: number): boolean {
  const [scope, expiryText, sig, ...rest] = grant.split('.');
  const expiry = Number(expiryText);
  if (rest.length > 0 || !scope || !SCOPE.test(scope) || !sig || !Number.isSafeInteger(expiry) || expiry <= now)
    return false;
  const want = Buffer.from(signature(secret, scope, line, expiry));
  const got = Buffer.from(sig);
  return got.length === want.length && timingSafeEqual(got, want);
}

/**
 * The server's signed stream URLs. The expiry is the same for everyone within a window (a poll of the anchor list
 * or of the match's media gives the same URL, so a playing video is not restarted), 3 to 6 minutes ahead.
 */
export class MediaGrants {
  constructor(
    private readonly secret: string,
    private readonly now: () => number = Date.now,
  ) {}

  /** The signed playlist URL of `line` for `scope` (a path on this server; the client puts its API base before it). */
  url(scope: string, line: number): string {
    const folder = `line-${line}`;
    const expiry = (Math.floor(this.now() / GRANT_WINDOW_MS) + 2) * GRANT_WINDOW_MS;
    return `${MEDIA_PREFIX}${folder}/${mediaGrant(this.secret, scope, folder, expiry)}/index.m3u8`;
  }

  /** Whether a request for `line`'s folder under `grant` may be served now. */
  allows(line: string, grant: string): boolean {
    return grantValid(this.secret, line, grant, this.now());
  }
}

/** Live video for a live match of any sport but table tennis (the demo's sport without video). */
export const hasVideo = (m: SimMatch) => m.status === MatchStatus.Live && m.sport.key !== 'tabletennis';

/**
 * One match's entry of match/sportUnionData: video2..video4 carry lines 1 to 3; video5 and videoPM are empty
 * (the spec's keys, kept so a client sees the whole shape); animation keeps its stream id.
 */
export function matchMedia(
  m: SimMatch,
  grants: MediaGrants,
): Record<'animation' | 'video2' | 'video3' | 'video4' | 'video5' | 'videoPM', string> {
  const live = m.status === MatchStatus.Live;
  const video = (line: number) => (hasVideo(m) ? grants.url(`m${m.id}`, line) : '');
  return {
    animation: live ? `animation-${m.id}` : '',
    video2: video(1),
    video3: video(2),
    video4: video(3),
    video5: '',
    videoPM: '',
  };
}

/** A room's line: its match's first line while the match has video; an entertainment room always airs line 2. */
export function roomLine(match: SimMatch | undefined): number | undefined {
  if (!match) return 2;
  return hasVideo(match) ? 1 : undefined;
}

/** A line's folder name (line-<n>) and a file name in it: nothing else is served. */
const FOLDER = /^line-\d{1,2}$/;
const FILE = /^[\w-]+\.(m3u8|m4s|mp4)$/;

/** Serves `root`'s stream files at MEDIA_PREFIX<line>/<grant>/<file>, only under a valid grant (else 403). */
export function serveMedia(app: Hono, root: string, grants: MediaGrants): void {
  app.get(`${MEDIA_PREFIX}*`, async (c) => {
    const [folder = '', grant = '', name = '', ...rest] = c.req.path.slice(MEDIA_PREFIX.length).split('/');
    const refused = () => c.json({ code: CODE.Forbidden, msg: 'no valid media grant', data: null }, 403);
    if (rest.length > 0 || !FOLDER.test(folder) || !FILE.test(name) || !grants.allows(folder, grant)) return refused();
    return (await file(root, `${folder}/${name}`, c.req.header('accept-encoding'))) ?? c.notFound();
  });
}
