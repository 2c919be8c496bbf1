// The element's own stylesheets in its shadow root (see src/ui/sheets.ts: every browser with CSS light-dark(),
// the build's cssTarget, has adoptedStyleSheets).
import { sheetOf } from '../../src/ui/sheets';

/** Adopts the element's CSS texts into its shadow root first; sheets its views added later stay after them. */
export function adoptStyles(root: ShadowRoot, cssTexts: string[]): void {
  const sheets = cssTexts.map(sheetOf);
  root.adoptedStyleSheets = [...sheets, ...root.adoptedStyleSheets.filter((sheet) => !sheets.includes(sheet))];
}
