// @vitest-environment happy-dom
// The detail names periods and market groups from the server's staticList tables (spec §7), in the user's
// language, and falls back to the feed's own names where the tables lack a code.
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { ref } from 'valtio/vanilla';
import { describe, expect, it } from 'vitest';
import { useServerNames } from '../../../../src/features/match-detail/useServerNames';
import { toServerTables } from '../../../../src/i18n/serverTables';
import { getRuntime } from '../../../../src/runtime/runtime';
import { matchText } from '../../../../src/state/page/serverText';

function Names() {
  const { marketName, periodName } = useServerNames();
  return (
    <p>
      {[
        marketName({ marketType: 2, period: 2, name: '1st half Asian handicap' }),
        marketName({ marketType: 99, period: 2, name: 'Feed name' }),
        marketName({ marketType: 2, period: 2, name: 'Feed name' }, false),
        periodName(2),
      ].join('|')}
    </p>
  );
}

describe('server names in the detail', () => {
  it('a market group is named by its period and market type from the tables (an outright by its type alone); a code the tables lack keeps the feed name', () => {
    getRuntime().configure({ lang: 'CMN' });
    const state = matchText();
    state.tables = ref(
      toServerTables({ marketType: { 2: '让球' }, period: { 2: '上半场' }, matchPeriod: { 2: '上半场' } }),
    );
    state.lang = 'CMN';
    const host = document.createElement('div');
    const root = createRoot(host);
    flushSync(() => root.render(<Names />));
    expect(host.textContent).toBe('上半场 让球|Feed name|让球|上半场');
    flushSync(() => root.unmount());
  });
});
