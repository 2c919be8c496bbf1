// The route of a live room (spec §2 /newSport/live) that the list's and the detail's room badges, the anchor cards
// and the live room hand to the host with sport-navigate; its own module, so pages without a room link (goal
// notifications, the slip, bet history) do not carry it.

/** The route of a live room, with its host when known. */
export const liveRoomPath = (liveRoomId: string, hostId?: string) =>
  `/newSport/live?liveRoomId=${encodeURIComponent(liveRoomId)}${hostId ? `&hostId=${encodeURIComponent(hostId)}` : ''}`;
