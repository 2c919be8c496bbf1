// @vitest-environment happy-dom
// Spec §9: the European-football special's league id differs between test and production hosts, so it is a setting
// (special-league-id / configure({ specialLeagueId })) whose default is the test host's; the detail marks its matches.
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { describe, expect, it, vi } from 'vitest';
import { SPORTS } from '../../../../demo/server/catalog';
import { leagueId } from '../../../../demo/server/match';
import { NotePanel } from '../../../../src/features/match-detail/NotePanel';
import { Scoreboard } from '../../../../src/features/match-detail/Scoreboard';
import { MatchStatus } from '../../../../src/domain/enums';
import type { Match } from '../../../../src/domain/types';
import { DEFAULT_CONFIG } from '../../../../src/runtime/config';
import { getRuntime } from '../../../../src/runtime/runtime';

const match = (league: string): Match => ({
  id: 'm1',
  sportId: 1,
  league: { id: league, name: 'League', sportId: 1 },
  home: { id: 'h', name: 'Home' },
  away: { id: 'a', name: 'Away' },
  status: MatchStatus.Upcoming,
  scores: [],
  neutral: false,
  beginTime: 0,
  marketCount: 0,
  groups: [],
  hasVideo: false,
  hasAnimation: false,
});

const specialMarks = (league: string) => {
  const host = document.createElement('div');
  const root = createRoot(host);
  flushSync(() => root.render(<Scoreboard match={match(league)} sport="football" />));
  const count = host.querySelectorAll('[part="special"]').length;
  flushSync(() => root.unmount());
  return count;
};

describe('the European-football special league (spec §9)', () => {
  it("defaults to the test host's id: the reference server's Premier League", () => {
    const football = SPORTS.find((s) => s.key === 'football')!;
    expect(DEFAULT_CONFIG.specialLeagueId).toBe(leagueId(football, 'EPL'));
  });

  it("the detail marks the configured league's matches as the special, and only them; production sets its own id", () => {
    getRuntime().configure({ specialLeagueId: DEFAULT_CONFIG.specialLeagueId });
    expect(specialMarks(DEFAULT_CONFIG.specialLeagueId)).toBe(1);
    expect(specialMarks('990001')).toBe(0);
    getRuntime().configure({ specialLeagueId: '990001' });
    expect(specialMarks('990001')).toBe(1);
    expect(specialMarks(DEFAULT_CONFIG.specialLeagueId)).toBe(0);
  });
});

describe("the note tab's format (spec 3.62)", () => {
  it('a football match reads 2 halves of 45, a basketball one 4 quarters of 12, a tennis one best of 5 (ENG)', async () => {
    getRuntime().configure({ lang: 'ENG' });
    const cases = [
      [245, 'football', '2 halves of 45 min'],
      [412, 'basketball', '4 quarters of 12 min'],
      [5, 'tennis', 'Best of 5'],
    ] as const;
    for (const [formatId, sport, text] of cases) {
      const host = document.createElement('div');
      const root = createRoot(host);
      flushSync(() => root.render(<NotePanel match={{ ...match('1'), formatId }} sport={sport} />));
      // The detail's translations load on first use: the format's text once they are in.
      await vi.waitFor(() => expect(host.querySelector('[part="format"]')?.textContent).toBe(text), 5000);
      flushSync(() => root.unmount());
    }
  });
});
