// The frameworks page of the hosts tier (index.html), built with Vite from the installed package: our tags
// rendered by a React 19 host, a Vue 3 host, a Lit element inside its own shadow root, and plain markup. The
// React and Vue hosts set a camelCase prop before the tag's code has arrived and listen with their own handler
// forms. window.hosts lets the tier drive the page: which hosts heard which events, and unmounting every host.
import 'sport-widgets';
import { html, LitElement } from 'lit';
import { createElement } from 'react';
import { createRoot } from 'react-dom/client';
import { createApp, h } from 'vue';

const heard = { react: [], vue: [], lit: [] };
const apiBase = new URLSearchParams(location.search).get('api');
window.SportWidgets.configure({ apiBase });

const reactRoot = createRoot(document.getElementById('react-host'));
reactRoot.render(
  createElement('sport-match-detail', {
    matchId: 'react-match',
    'onsport-ready': () => heard.react.push('sport-ready'),
  }),
);

const vueApp = createApp({
  render: () => h('sport-match-detail', { matchId: 'vue-match', onSportReady: () => heard.vue.push('sport-ready') }),
});
vueApp.mount('#vue-host');

// A Lit host: our tags live in its shadow root, which Lit creates after the element was parsed, where the
// loader's document observer cannot see it; the README's recipe hands the root over in the first update.
class LitHost extends LitElement {
  firstUpdated() {
    window.SportWidgets.discover(this.renderRoot);
  }
  render() {
    return html`<sport-match-list
        @sport-login-required=${(e) => heard.lit.push(`sport-login-required:${e.detail.reason}`)}
      ></sport-match-list>
      <sport-bet-history></sport-bet-history>`;
  }
}
customElements.define('lit-host', LitHost);

window.hosts = {
  heard,
  /** Unmounts every host: the React root, the Vue app, the Lit element and the plain markup. */
  unmountAll() {
    reactRoot.unmount();
    vueApp.unmount();
    document.querySelector('lit-host').remove();
    document.getElementById('plain-host').replaceChildren();
  },
};
