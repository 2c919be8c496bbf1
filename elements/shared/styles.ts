// Styles live inside each shadow root: one constructable stylesheet per CSS text, shared by every
// element of the page; a <style nonce> fallback where adoptedStyleSheets is unavailable.
import { getRuntime } from '../../src/runtime/runtime';

function pageNonce(): string | undefined {
  const script = document.querySelector<HTMLScriptElement>('script[nonce]');
  return script?.nonce || script?.getAttribute('nonce') || undefined;
}

/** Adopts the given CSS texts into a shadow root (idempotent per root). */
export function adoptStyles(root: ShadowRoot, cssTexts: string[]): void {
  const runtime = getRuntime();
  if ('adoptedStyleSheets' in root && typeof CSSStyleSheet === 'function' && 'replaceSync' in CSSStyleSheet.prototype) {
    const sheets = cssTexts.map((css) =>
      runtime.singleton(`sheet:${css}`, () => {
        const sheet = new CSSStyleSheet();
        sheet.replaceSync(css);
        return sheet;
      }),
    );
    root.adoptedStyleSheets = sheets;
    return;
  }
  if (root.querySelector('style[data-sport]')) return;
  const style = document.createElement('style');
  style.dataset.sport = '';
  const nonce = pageNonce();
  if (nonce) style.nonce = nonce;
  style.textContent = cssTexts.join('\n');
  root.prepend(style);
}
