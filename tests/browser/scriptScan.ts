// The script scan of the language tests (issue 16, 30): which scripts each language's screens must not show, an
// element's visible text, and viewers' chat handles (the same in every language) taken out of it.
import { VIEWERS } from '../../demo/server/people';

const CJK = /[\u3040-\u30ff\u3400-\u9fff]/;
const ARABIC = /[\u0600-\u06ff]/;
const THAI = /[\u0e00-\u0e7f]/;
// A Latin word of three letters or more that is not a currency code.
const LATIN_WORD = /\b(?!(?:CNY|USD|USDT|VND|THB|BRL|EUR|VIP)\b)[A-Za-z]{3,}\b/;

/** What must not appear in each language's text. */
export const FOREIGN: Record<string, RegExp[]> = {
  ENG: [CJK, ARABIC, THAI],
  BRA: [CJK, ARABIC, THAI],
  SPA: [CJK, ARABIC, THAI],
  VIE: [CJK, ARABIC, THAI],
  CMN: [ARABIC, THAI, LATIN_WORD],
  ZHO: [ARABIC, THAI, LATIN_WORD],
  JPN: [ARABIC, THAI, LATIN_WORD],
  SAU: [CJK, THAI, LATIN_WORD],
  THA: [CJK, ARABIC, LATIN_WORD],
};

// The demo users' names too: a page logged in by an earlier test file greets its user by name ("欢迎 demo …").
const HANDLE_PATTERNS = [...VIEWERS, 'demo'].map((name) => new RegExp(`\\b${name}\\b`, 'g'));
export const withoutHandles = (text: string) => HANDLE_PATTERNS.reduce((rest, name) => rest.replace(name, ' '), text);

/** The visible text of a shadow root, its placeholders and its labels. */
export function textOf(root: ShadowRoot): string[] {
  const out: string[] = [];
  const walk = (node: Node) => {
    if (node instanceof HTMLElement) {
      if (node.hidden) return;
      for (const attr of ['placeholder', 'aria-label', 'title']) {
        const value = node.getAttribute(attr);
        if (value) out.push(value);
      }
    }
    if (node.nodeType === Node.TEXT_NODE && node.textContent!.trim()) out.push(node.textContent!.trim());
    if (node instanceof HTMLElement && node.shadowRoot) node.shadowRoot.childNodes.forEach(walk);
    node.childNodes.forEach(walk);
  };
  root.childNodes.forEach(walk);
  return out;
}
