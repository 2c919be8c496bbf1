// The route of a live room (spec §2 /newSport/live) that the detail's room badge and the live room hand to the host
// with sport-navigate; its own module, so the match list's chunks (which share routes.ts) do not carry it.

/** The route of a live room, with its host when known. */
export const liveRoomPath = (liveRoomId: string, hostId?: string) =>
  `/newSport/live?liveRoomId=${encodeURIComponent(liveRoomId)}${hostId ? `&hostId=${encodeURIComponent(hostId)}` : ''}`;
