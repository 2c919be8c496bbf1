// Styles live inside each shadow root: one constructable stylesheet per CSS text, shared by every element of the
// page (every browser with CSS light-dark(), the build's cssTarget, has adoptedStyleSheets). Under a strict
// Content Security Policy they need no nonce: a constructed sheet is not an inline style.
import { getRuntime } from '../../src/runtime/runtime';

/** Adopts the given CSS texts into a shadow root, replacing what it had (a reconnected element gets them again). */
export function adoptStyles(root: ShadowRoot, cssTexts: string[]): void {
  const runtime = getRuntime();
  root.adoptedStyleSheets = cssTexts.map((css) =>
    runtime.singleton(`sheet:${css}`, () => {
      const sheet = new CSSStyleSheet();
      sheet.replaceSync(css);
      return sheet;
    }),
  );
}
