/// <reference types="mocha" />
// Issue 30, item 4: with no `lang` attribute and no configure({ lang }), the widgets speak the host page's
// `<html lang>` mapped onto the nine languages; an English page shows English, not the CMN fallback.
import { expect } from '@esm-bundle/chai';
import { API, settled, until } from './support';

// A first visit of an English page: its <html lang>, nothing stored from an earlier choice.
document.documentElement.lang = 'en-US';
localStorage.removeItem('language');
await import('/dist/sport-widgets.js' as string);

describe('default language from the page (issue 30)', () => {
  it('an English host page without a lang attribute renders the list in English', async () => {
    const el = document.createElement('sport-match-list');
    el.setAttribute('api-base', API);
    el.setAttribute('play-type', 'all');
    document.body.append(el);
    try {
      await until(() => !!el.shadowRoot?.querySelector('[data-ready] [data-match-id]'), 'the list rendered', 15_000);
      await settled('the list in its first language', 15_000);
      expect(el.shadowRoot!.querySelector('.sport-root')?.getAttribute('lang')).to.equal('en');
      const text = el.shadowRoot!.textContent ?? '';
      expect(text).to.match(/Football/);
      expect(text).not.to.match(/[\u3400-\u9fff]/);
    } finally {
      el.remove();
    }
  });
});
