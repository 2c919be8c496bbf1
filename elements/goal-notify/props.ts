// <sport-goal-notify>'s own attributes, declared once: the element reads them, and the build's manifest and typings
// (scripts/manifest.ts) describe them. A module of its own so tools can read it without defining the element.

/** The element's own props (camelCase; attributes are kebab-case): `position`, the viewport corner of the notices, and
    `offset`, the host header's height top-placed notices keep clear. */
export const PROPS = { position: 'string', offset: 'number' } as const;
