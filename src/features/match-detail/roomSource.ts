// The live room a detail was opened from (a room's match card sends start-sport with its room): picks made in
// that detail are live-room bets (spec §3 bet sources), listed in the anchor bet history.
import { createContext, useContext } from 'react';
import { BetSource, type PickSource } from '../../domain/betSource';
import type { StartSport } from './useStartSport';

export const RoomSourceContext = createContext<PickSource | undefined>(undefined);

/** The source of picks made in this detail: the room it was opened from, or none. */
export const useRoomSource = () => useContext(RoomSourceContext);

/** The pick source of a start-sport event sent from a room; none for an event without its room. */
export function roomSourceOf(event: StartSport): PickSource | undefined {
  return event.liveRoomId
    ? { betSource: BetSource.LiveRoom, liveRoomId: event.liveRoomId, pushOrderHostId: event.hostId }
    : undefined;
}
