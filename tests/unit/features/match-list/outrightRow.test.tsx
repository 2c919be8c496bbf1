// @vitest-environment happy-dom
// The outright view (spec §2 play type outright / champion): an outright has no teams, so its row is
// titled by its market and offers every option of it.
import { describe, expect, it, vi } from 'vitest';
import { MatchStatus } from '../../../../src/domain/enums';
import { match } from '../../state/matches/fixtures';

vi.mock('../../../../src/state/page/pushSocket', () => ({
  push: () => ({ subscribe: () => () => {}, onReconnect: () => () => {} }),
}));

const { MatchRow } = await import('../../../../src/features/match-list/MatchRow');
const { upsertMatches } = await import('../../../../src/state/matches/cache');

const { keyValuesT, mountInList } = await import('./mountInList');

const outright = match('o1', {
  outright: true,
  status: MatchStatus.Upcoming,
  home: { id: '', name: '' },
  away: { id: '', name: '' },
  league: { id: 'EPL', name: 'English Premier League', sportId: 1 },
  groups: [
    {
      name: 'Winner',
      tags: ['outright'],
      marketType: 9,
      period: 1,
      markets: [
        {
          id: 'o1-w',
          allowParlay: false,
          saleStatus: 1,
          options: ['Arsenal', 'Chelsea', 'Liverpool', 'Everton'].map((n, i) => ({
            teamName: n,
            name: n,
            odds: 3 + i,
            type: String(i + 1),
          })),
        },
      ],
    },
  ],
});

describe('outright row', () => {
  it('shows the market name instead of two empty team names, and one odds button per contender', async () => {
    upsertMatches([outright], 'list');
    const { host, unmount } = mountInList(<MatchRow id="o1" />, keyValuesT);
    const row = host.querySelector('.sport-row')!;
    expect(row.getAttribute('data-outright')).toBe('true');
    expect([...row.querySelectorAll('.sport-team-name')].map((n) => n.textContent)).toEqual(['Winner']);
    expect(row.querySelector('.sport-row-open')!.getAttribute('aria-label')).toBe(
      'matches:openOutright {"league":"English Premier League","market":"Winner"}',
    );
    // The contender list loads with the first outright row.
    await vi.waitFor(() => expect(row.querySelectorAll('.sport-market button')).toHaveLength(4));
    expect(row.textContent).toContain('Liverpool');
    unmount();
    host.remove();
  });
});
