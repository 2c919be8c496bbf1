// @vitest-environment happy-dom
// The list's empty states: an empty live or today list points on to the upcoming matches.
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { MatchPage } from '../../../../src/domain/types';

const fakes = vi.hoisted(() => ({ onSaleLeagues: vi.fn(), matchList: vi.fn() }));
vi.mock('../../../../src/state/page/client', () => ({ matchesApi: () => fakes }));
vi.mock('../../../../src/state/page/pushSocket', () => ({
  push: () => ({ subscribe: () => () => {}, onReconnect: () => () => {} }),
}));

const { MatchesView } = await import('../../../../src/features/match-list/MatchesView');
const { mountInList } = await import('./mountInList');
const { getRuntime } = await import('../../../../src/runtime/runtime');

const emptyPage: MatchPage = { current: 1, pageTotal: 0, size: 50, total: 0, records: [], failed: false };

const mount = (node: ReactNode) => mountInList(node);

afterEach(() => getRuntime().setToken(null));

describe('an empty list points on to the next matches', () => {
  it.each([
    ['today', true],
    ['rolling', true],
    ['all', false],
    ['favourite', false],
  ] as const)('play type %s: a "show upcoming" button is %s', async (playType, offered) => {
    fakes.matchList.mockResolvedValue(emptyPage);
    const showAll = vi.fn();
    const view = mount(<MatchesView query={{ sportId: 1, playType, leagueId: '' }} onShowAll={showAll} />);
    await vi.waitFor(() => expect(view.host.querySelector('[data-kind="empty"]')).not.toBeNull());
    const button = view.host.querySelector<HTMLButtonElement>('[data-kind="empty"] button');
    expect(!!button).toBe(offered);
    button?.click();
    expect(showAll).toHaveBeenCalledTimes(offered ? 1 : 0);
    view.unmount();
  });
});
