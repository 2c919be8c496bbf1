// The page's server names (staticList): a failed first load settles with empty tables, so a list waiting on them
// shows its rows with its own labels, and the next screen asks the server again.
import { describe, expect, it, vi } from 'vitest';

const fakes = vi.hoisted(() => ({ staticList: vi.fn() }));
vi.mock('../../../../src/state/page/client', () => ({ matchesApi: () => fakes }));

const { loadMatchText, matchText } = await import('../../../../src/state/page/serverText');
const { getRuntime } = await import('../../../../src/runtime/runtime');

describe('server names for the screens', () => {
  it('a failed first load leaves empty tables (screens go on) and asks again on the next load', async () => {
    getRuntime().configure({ lang: 'ENG' });
    fakes.staticList.mockRejectedValueOnce(new Error('500'));
    await loadMatchText('ENG');
    expect(matchText().tables?.matchPeriod).toEqual({});
    expect(matchText().lang).toBeNull();

    fakes.staticList.mockResolvedValueOnce({ matchPeriod: { '2': 'Second half' } });
    await loadMatchText('ENG');
    expect(matchText().tables?.matchPeriod).toEqual({ '2': 'Second half' });
    expect(fakes.staticList).toHaveBeenCalledTimes(2);
  });
});
