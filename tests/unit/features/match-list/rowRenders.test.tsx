// @vitest-environment happy-dom
// A burst of odds updates must cost only what changed: a row whose price moved re-renders its odds, not its
// translated labels (teams, badges, market count), which are the costly part of a row.
import { describe, expect, it, vi } from 'vitest';
import type { TFunction } from 'i18next';
import { MatchStatus } from '../../../../src/domain/enums';
import { market, match } from '../../state/matches/fixtures';

vi.mock('../../../../src/state/page/pushSocket', () => ({
  push: () => ({ subscribe: () => () => {}, onReconnect: () => () => {} }),
}));

const { MatchRow } = await import('../../../../src/features/match-list/MatchRow');
const { mountInList } = await import('./mountInList');
const { matchCache, upsertMatches } = await import('../../../../src/state/matches/cache');
const { applyOddsUpdate } = await import('../../../../src/state/matches/live');

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('match row re-renders', () => {
  it('a moved price re-renders the odds but translates none of the row labels again; a goal re-renders the title', async () => {
    const t = vi.fn((key: string) => key) as unknown as TFunction;
    upsertMatches([match('m9', { status: MatchStatus.Live })], 'list');
    const { host, unmount } = mountInList(<MatchRow id="m9" />, t);
    const keys = () => vi.mocked(t).mock.calls.map(([key]) => key as string);
    vi.mocked(t).mockClear();

    const [home, ...rest] = matchCache().entries.m9.match.groups[0].markets[0].options.map((o) => o.odds);
    applyOddsUpdate({ matchId: 'm9', markets: [market('m9-1x2', [home + 0.1, ...rest])] });
    await settle();
    expect(host.querySelector('.sport-odds-value')!.textContent).toBe((home + 0.1).toFixed(2));
    expect(keys()).not.toContain('matches:openDetail');
    expect(keys()).not.toContain('matches:marketCount');

    matchCache().entries.m9.match.scores = [{ typeGroup: 1, period: 1, home: 1, away: 0 }];
    await settle();
    expect(keys()).toContain('matches:openDetail');
    expect(host.querySelector('.sport-score')!.textContent).toBe('1');
    unmount();
    host.remove();
  });
});
