// React 19 and Vue 3 hosts of the installed package, rendering our tags before their code has arrived: the
// camelCase prop they set (written as a lowercase attribute on a tag not defined yet) and their sport-* event
// handlers must both work. Built with the scratch host app (tests/package/run.mjs).
import 'sport-widgets';
import { createElement } from 'react';
import { createRoot } from 'react-dom/client';
import { createApp, h } from 'vue';

window.heard = { react: [], vue: [] };

createRoot(document.getElementById('react-host')).render(
  createElement('sport-match-detail', {
    matchId: 'react-match',
    'onsport-ready': () => window.heard.react.push('sport-ready'),
  }),
);

createApp({
  render: () =>
    h('sport-match-detail', { matchId: 'vue-match', onSportReady: () => window.heard.vue.push('sport-ready') }),
}).mount('#vue-host');
