// @vitest-environment happy-dom
// The list's empty states: an empty live or today list points on to the upcoming matches.
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TFunction } from 'i18next';
import type { MatchPage } from '../../../../src/domain/types';

const fakes = vi.hoisted(() => ({ onSaleLeagues: vi.fn(), matchList: vi.fn() }));
vi.mock('../../../../src/state/page/client', () => ({ matchesApi: () => fakes }));
vi.mock('../../../../src/state/page/pushSocket', () => ({
  push: () => ({ subscribe: () => () => {}, onReconnect: () => () => {} }),
}));

const { MatchesView } = await import('../../../../src/features/match-list/MatchesView');
const { ListContext } = await import('../../../../src/features/match-list/listContext');
const { getRuntime } = await import('../../../../src/runtime/runtime');

const t = ((key: string) => key) as unknown as TFunction;
const emptyPage: MatchPage = { current: 1, pageTotal: 0, size: 50, total: 0, records: [], failed: false };

function mount(node: ReactNode) {
  const host = document.createElement('div');
  document.body.append(host);
  const root = createRoot(host);
  flushSync(() =>
    root.render(
      <ListContext.Provider value={{ t, lang: 'ENG', tables: null, host: () => host, go: () => {} }}>
        {node}
      </ListContext.Provider>,
    ),
  );
  return { host, unmount: () => flushSync(() => root.unmount()) };
}

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
