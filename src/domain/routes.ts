// Routes inside the widgets that an element hands to the host with sport-navigate (the host opens them).

/** The route of a match's detail. */
export const matchDetailPath = (matchId: string) => `/match-detail?matchId=${encodeURIComponent(matchId)}`;
