// The tracker channel of a match on the push socket (issue 18, the reference server's addition). A module of its
// own, not in wire.ts's PUSH_CHANNEL, so the chunks every element shares do not carry it; the wire shapes are in wire.ts.

/** `trk.<matchId>`: subscribing makes the server send a full frame (the current state and its last events) at once. */
export const trackerChannel = (matchId: string) => `trk.${matchId}`;
