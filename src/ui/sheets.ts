// Styles live inside each shadow root as constructable stylesheets: one per CSS text, shared by every element of
// the page and every copy of the bundle (the runtime's singletons). Under a strict Content Security Policy they
// need no nonce: a constructed sheet is not an inline style.
import { getRuntime } from '../runtime/runtime';

/** The page's one constructable sheet of this CSS text. */
export function sheetOf(css: string): CSSStyleSheet {
  return getRuntime().singleton(`sheet:${css}`, () => {
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(css);
    return sheet;
  });
}
