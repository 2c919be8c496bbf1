// <sport-bet-history>'s own attributes, declared once: the element reads them, and the build's manifest and typings
// (scripts/manifest.ts) describe them. A module of its own so tools can read it without defining the element.

/** The element's own props (camelCase; attributes are kebab-case). */
export const PROPS = { tab: 'string' } as const;
