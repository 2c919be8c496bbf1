// Bet slip edits over a plain slip value: add, remove, clear (spec §5). How it is placed: slipPlacement.ts.
import { SLIP_MAX_ENTRIES } from './constants';
import type { Slip, SlipEntry } from './types';
import type { PickSource } from './betSource';

/** The pick a user makes: one option of one market of one match. */
export type SlipPick = Pick<SlipEntry, 'matchId' | 'marketId' | 'type'>;

/** What the slip shows for a pick before (and besides) the server's pre-bet info. */
export interface PickInfo extends SlipPick {
  /** European odds when picked. */
  odds: number;
  line?: string;
  optionName: string;
  marketName: string;
  home: string;
  away: string;
  league: string;
  sportId: number;
  allowParlay: boolean;
  /** Set when the pick was made in a live room (a followed host order, or the room's own market). */
  source?: PickSource;
}

/**
 * Adds a pick: a match already in the slip has its entry replaced in place; an 11th new match is ignored
 * (the same slip comes back). The pick becomes the one entry shown in single mode; in parlay mode it joins the parlay.
 */
export function addToSlip(slip: Slip, pick: SlipPick): Slip {
  const existing = slip.entries.find((entry) => entry.matchId === pick.matchId);
  if (!existing && slip.entries.length >= SLIP_MAX_ENTRIES) return slip;
  const added: SlipEntry = {
    ...pick,
    inParlay: slip.mode === 'parlay' || (existing?.inParlay ?? false),
    showInSingle: true,
  };
  const others = slip.entries.map((entry) => (entry === existing ? added : { ...entry, showInSingle: false }));
  return { ...slip, entries: existing ? others : [...others, added] };
}

/** Removes the entry of one match. */
export function removeFromSlip(slip: Slip, matchId: string): Slip {
  return { ...slip, entries: slip.entries.filter((entry) => entry.matchId !== matchId) };
}

/** Removes every entry, keeping the mode. */
export function clearSlip(slip: Slip): Slip {
  return { ...slip, entries: [] };
}
