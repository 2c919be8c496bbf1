// @vitest-environment happy-dom
// Spec §5: inside the app a toast saying the login expired is suppressed; the layer knows it is inside <sport-app>
// from its element's place in the page (a widget the app renders in its shadow root, or the app itself).
import { describe, expect, it } from 'vitest';
import { insideApp } from '../../../src/ui/ToastLayer';

function shadowHost(tag: string, parent: Node): HTMLElement {
  const element = document.createElement(tag);
  parent.appendChild(element);
  element.attachShadow({ mode: 'open' });
  return element;
}

describe('toasts inside the app (spec §5 login-expired suppression)', () => {
  it('a widget nested in <sport-app> and the app itself are inside the app; a widget on the page is not', () => {
    const app = shadowHost('sport-app', document.body);
    const slip = shadowHost('sport-bet-slip', app.shadowRoot!);
    const alone = shadowHost('sport-bet-slip', document.body);
    expect(insideApp(slip)).toBe(true);
    expect(insideApp(app)).toBe(true);
    expect(insideApp(alone)).toBe(false);
    expect(insideApp(undefined)).toBe(false);
  });
});
