// Bet-source rules beyond the slip's (betSource.ts): which source a followed pick has, and how the server reads a
// bet's source back and which ones the live-stream betting history lists. Apart, so the slip's chunk carries none.
import {
  BET_SOURCE_ANCHOR_PUSH_ORDER_ROOM,
  BET_SOURCE_ANCHOR_RECOMMEND,
  BET_SOURCE_EXPERT_NEWS,
  BET_SOURCE_MYSELF,
  BET_SOURCE_NO_ANCHOR_PUSH_ORDER_ROOM,
  BetSource,
} from './betSource';

/** A pushed order's source: the host's push, or the platform's when the order names no host. */
export function pushedOrderSource(hostId: string | undefined): BetSource {
  return hostId ? BET_SOURCE_ANCHOR_PUSH_ORDER_ROOM : BET_SOURCE_NO_ANCHOR_PUSH_ORDER_ROOM;
}

/** An expert message's source: anchor recommend in the room of the host who wrote it, else expert news. */
export function expertPickSource(professorId: string, roomHostId: string | undefined): BetSource {
  return roomHostId !== undefined && professorId === roomHostId ? BET_SOURCE_ANCHOR_RECOMMEND : BET_SOURCE_EXPERT_NEWS;
}

const KNOWN = new Set<number>(Object.values(BetSource));

/** The source code a thirdRemark carries, or undefined for none (or text that is not a source). */
export function sourceOfRemark(remark: string | undefined): BetSource | undefined {
  if (!remark) return undefined;
  try {
    const code = (JSON.parse(remark) as { betSource?: unknown } | null)?.betSource;
    return typeof code === 'number' && KNOWN.has(code) ? (code as BetSource) : undefined;
  } catch {
    return undefined;
  }
}

/** True for a bet of the live module (every source but myself): the live-stream betting history lists these. */
export function isLiveStreamSource(source: BetSource | undefined): boolean {
  return source !== undefined && source !== BET_SOURCE_MYSELF;
}
