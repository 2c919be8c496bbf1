// @vitest-environment happy-dom
// The slip's picks as the host hears them (issue 17): sport-slip-change with the count and the picks, sent when
// the picks change and not for other edits of the slip.
import { beforeEach, describe, expect, it } from 'vitest';
import { slipSelections, removePick, togglePick } from '../../../../src/state/slip/selections';
import { freshRuntime, pick } from './fixtures';

const heard: { count: number; selections: unknown[] }[] = [];
document.addEventListener('sport-slip-change', (e) => heard.push((e as CustomEvent).detail));

beforeEach(() => {
  localStorage.clear();
  freshRuntime();
  heard.length = 0;
});

describe('sport-slip-change', () => {
  it('tells the host the count and the picks on each add, replace and remove', async () => {
    togglePick(pick('m1'));
    await Promise.resolve();
    expect(heard.at(-1)).toEqual({ count: 1, selections: [{ matchId: 'm1', marketId: 'mm1', type: 'H' }] });
    togglePick(pick('m2'));
    await Promise.resolve();
    expect(heard.at(-1)?.count).toBe(2);
    removePick('m1');
    await Promise.resolve();
    expect(heard.at(-1)).toEqual({ count: 1, selections: [{ matchId: 'm2', marketId: 'mm2', type: 'H' }] });
    expect(heard).toHaveLength(3);
  });

  it("stays quiet when only a pick's display info changes", async () => {
    togglePick(pick('m1'));
    await Promise.resolve();
    heard.length = 0;
    slipSelections().info.m1 = { ...slipSelections().info.m1, odds: 2.5 };
    await Promise.resolve();
    expect(heard).toEqual([]);
  });
});
