// The shared bet slip selections: any element (match list, detail, live room) adds picks here and every
// element shows them selected. The slip panel's own edits are in edits.ts; stakes, pre-bet info and
// placement are the slip feature's, on top.
import { proxy, subscribe } from 'valtio/vanilla';
import { addToSlip, removeFromSlip, type PickInfo, type SlipPick } from '../../domain/slip';
import type { Slip } from '../../domain/types';
import { getRuntime } from '../../runtime/runtime';
import { readStored, writeStored } from '../../runtime/storage';

export interface SlipSelections {
  slip: Slip;
  /** By matchId: the display info of the entry of that match. */
  info: Record<string, PickInfo>;
  /** Bumped on every change of entries, so the slip refreshes pre-bet info. */
  revision: number;
}

const STORAGE_KEY = 'sport-widgets:slip';

function restore(): SlipSelections {
  try {
    const saved = JSON.parse(readStored(STORAGE_KEY) ?? 'null') as SlipSelections | null;
    if (saved && Array.isArray(saved.slip?.entries) && saved.info) return { ...saved, revision: 0 };
  } catch {
    // a damaged saved slip starts empty
  }
  return { slip: { entries: [], mode: 'single' }, info: {}, revision: 0 };
}

/** The page's slip selections (one proxy, shared by every element and bundle copy). */
export function slipSelections(): SlipSelections {
  return getRuntime().singleton('state:slip-selections', () => {
    const state = proxy(restore());
    let revision = state.revision;
    subscribe(state, () => {
      writeStored(STORAGE_KEY, JSON.stringify({ slip: state.slip, info: state.info }));
      // The host hears when the picks change (a bet-count badge), not for every other edit of the slip.
      if (state.revision === revision) return;
      revision = state.revision;
      const selections = state.slip.entries.map(({ matchId, marketId, type }) => ({ matchId, marketId, type }));
      getRuntime().emit('sport-slip-change', { count: selections.length, selections });
    });
    return state;
  });
}

/** Key of one option, for "is it selected" checks. */
export const pickKey = (pick: SlipPick) => `${pick.matchId}|${pick.marketId}|${pick.type}`;

/** True when this exact option is in the slip. */
export function isPicked(state: { readonly slip: { readonly entries: readonly SlipPick[] } }, pick: SlipPick): boolean {
  return state.slip.entries.some(
    (e) => e.matchId === pick.matchId && e.marketId === pick.marketId && e.type === pick.type,
  );
}

/**
 * Picking an option: adds it (replacing the match's earlier pick), or removes it when it is already picked.
 * Returns false when the slip is full and the pick was ignored (spec §5: an 11th match is silently ignored).
 */
export function togglePick(info: PickInfo): boolean {
  const state = slipSelections();
  if (isPicked(state, info)) {
    removePick(info.matchId);
    return true;
  }
  const next = addToSlip(state.slip, info);
  if (next === state.slip) return false;
  state.slip = next;
  state.info[info.matchId] = info;
  state.revision += 1;
  return true;
}

/** Removes the entry of one match. */
export function removePick(matchId: string): void {
  const state = slipSelections();
  state.slip = removeFromSlip(state.slip, matchId);
  delete state.info[matchId];
  state.revision += 1;
}

/**
 * Renames kept picks with the names the server gave in the current language (pre-bet info, asked again after a
 * language switch): the slip, its receipt and toasts then read in that language, not the one of the moment of picking.
 */
export function renamePicks(
  markets: readonly { matchId: string; homeName?: string; awayName?: string; leagueName?: string }[],
): void {
  const { info } = slipSelections();
  for (const m of markets) {
    const pick = info[m.matchId];
    if (!pick) continue;
    if (m.homeName && pick.home !== m.homeName) pick.home = m.homeName;
    if (m.awayName && pick.away !== m.awayName) pick.away = m.awayName;
    if (m.leagueName && pick.league !== m.leagueName) pick.league = m.leagueName;
  }
}
