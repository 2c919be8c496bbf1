// <sport-match-detail>'s own attributes, declared once: the element reads them, and the build's manifest and typings
// (scripts/manifest.ts) describe them. A module of its own so tools can read it without defining the element.

/**
 * The element's own props (camelCase; attributes are kebab-case). `follow-start-sport="true"` makes the
 * element switch to the match of every `start-sport` event (a match card in a live room); `tab` is the
 * information tab it opens on (`data` for <sport-app>'s match-data screen; markets by default).
 */
export const PROPS = { matchId: 'string', followStartSport: 'boolean', tab: 'string' } as const;
