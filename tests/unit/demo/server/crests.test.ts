// Generated league crests and host photos (issue 16: no grey squares): deterministic SVGs of the initials.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hostAvatar, leagueCrest, teamCrest } from '../../../../demo/server/crests';
import { SYSTEM_PATHS } from '../../../../src/api/systemPaths';
import type { WireAnchor } from '../../../../src/api/wire';
import { LIVE_PATHS } from '../../../../src/api/livePaths';
import { start, type TestServer } from './harness';

describe('league crests', () => {
  it('are an SVG data: URL with the initials, the same for the same league and another colour for another', () => {
    const crest = leagueCrest('L1', 'English Premier League');
    expect(crest).toMatch(/^data:image\/svg\+xml,/);
    expect(decodeURIComponent(crest)).toContain('>EPL</text>');
    expect(leagueCrest('L1', 'English Premier League')).toBe(crest);
    expect(leagueCrest('L2', 'English Premier League')).not.toBe(crest);
  });
});

describe('team crests', () => {
  it('are a round SVG data: URL of the initials, given with the teams of the detail only (the list pages stay small)', async () => {
    const crest = decodeURIComponent(teamCrest('t1', 'Manchester City'));
    expect(crest).toContain('<circle');
    expect(crest).toContain('>MC</text>');
    const srv = await start();
    try {
      const list = await srv.call<{ records: { id: string; ts: { lurl?: string }[] }[] }>('/v1/match/getList', {
        current: 1,
        size: 5,
      });
      const match = list.data.records.find((m) => m.ts.length === 2)!;
      expect(match.ts[0].lurl).toBeUndefined();
      const detail = await srv.call<{ ts: { lurl?: string }[] }>('/v1/match/getMatchDetail', { matchId: match.id });
      expect(detail.data.ts.map((t) => t.lurl?.startsWith('data:image/svg+xml,'))).toEqual([true, true]);
    } finally {
      await srv.stop();
    }
  });
});

describe('host photos through file/get (spec §3 hostPhotoId, §7 file/get/{file})', () => {
  let srv: TestServer;
  beforeAll(async () => (srv = await start()));
  afterAll(() => srv.stop());

  it("serve each listed anchor's hostPhotoId as a round SVG of their initials; an unknown file is a 404", async () => {
    const { data: anchors } = await srv.call<WireAnchor[]>(LIVE_PATHS.anchorList);
    const anchor = anchors.find((a) => a.hostName === 'Coach Wang') ?? anchors[0];
    const base = srv.url.replace(/\/$/, '');
    const res = await fetch(`${base}${SYSTEM_PATHS.file}/${anchor.hostPhotoId}`);
    expect(res.headers.get('content-type')).toBe('image/svg+xml');
    const svg = await res.text();
    expect(svg).toContain('<circle');
    expect(svg).toBe(hostAvatar(anchor.hostId, anchor.hostName!));
    expect((await fetch(`${base}${SYSTEM_PATHS.file}/photo-nobody`)).status).toBe(404);
  });
});
