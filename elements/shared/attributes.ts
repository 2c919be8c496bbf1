// The attributes every element has, declared once: the element class reads them, and the build's manifest and
// typings (scripts/manifest.ts) describe them. Kept apart from createElement.ts so tools read them without a DOM.
import type { SportConfig } from '../../src/runtime/config';

/** How an attribute's text becomes a prop (r2wc's transforms). */
export type PropType = 'string' | 'number' | 'boolean' | 'json';

/** Attributes that configure the shared runtime rather than one element. */
export const RUNTIME_ATTRIBUTES = {
  lang: 'lang',
  'api-base': 'apiBase',
  'odds-format': 'oddsFormat',
  currency: 'currency',
  'sport-ids': 'sportIds',
  'sheet-history': 'sheetHistory',
  'special-league-id': 'specialLeagueId',
} as const satisfies Record<string, keyof SportConfig>;

/** Props every element has: per-element theme and mode (falling back to the runtime's). */
export const SHARED_PROPS = { theme: 'string', mode: 'string' } as const;
