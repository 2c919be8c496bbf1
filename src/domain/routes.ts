// Routes inside the widgets that an element hands to the host with sport-navigate (the host opens them).

/** The route of a match's detail. */
export const matchDetailPath = (matchId: string) => `/match-detail?matchId=${encodeURIComponent(matchId)}`;

/** The route of a live room (spec §2 /newSport/live). */
export const liveRoomPath = (liveRoomId: string) => `/newSport/live?liveRoomId=${encodeURIComponent(liveRoomId)}`;
