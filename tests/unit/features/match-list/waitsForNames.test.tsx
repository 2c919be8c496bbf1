// @vitest-environment happy-dom
// A first visit's list shows its rows together with the server's names (staticList), so a live clock's period name
// never arrives after its row and moves it (issue 17: no layout shift on the demo page).
import { describe, expect, it, vi } from 'vitest';
import type { MatchPage } from '../../../../src/domain/types';

const fakes = vi.hoisted(() => ({ onSaleLeagues: vi.fn(), matchList: vi.fn() }));
vi.mock('../../../../src/state/page/client', () => ({ matchesApi: () => fakes }));
vi.mock('../../../../src/state/page/pushSocket', () => ({
  push: () => ({ subscribe: () => () => {}, onReconnect: () => () => {} }),
}));

const { MatchesView } = await import('../../../../src/features/match-list/MatchesView');
const { mountInList, keyT } = await import('./mountInList');
const { toServerTables } = await import('../../../../src/i18n/serverTables');

const emptyPage: MatchPage = { current: 1, pageTotal: 0, size: 50, total: 0, records: [], failed: false };
const view = (tables: ReturnType<typeof toServerTables> | null) =>
  mountInList(<MatchesView query={{ sportId: 1, playType: 'all', leagueId: '' }} onShowAll={() => {}} />, keyT, tables);

describe('the list waits for the server names on a first visit', () => {
  it('shows loading, not its rows, while the page has arrived but the names have not', async () => {
    fakes.matchList.mockResolvedValue(emptyPage);
    const waiting = view(null);
    const named = view(toServerTables({ matchPeriod: { '2': 'Second half' } }));
    await vi.waitFor(() => expect(named.host.querySelector('[data-kind="empty"]')).not.toBeNull());
    expect(waiting.host.querySelector('[data-kind="empty"]')).toBeNull();
    expect(waiting.host.querySelector('[data-kind="loading"]')).not.toBeNull();
    waiting.unmount();
    named.unmount();
  });
});
