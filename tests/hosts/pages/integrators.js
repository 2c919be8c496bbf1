// The integrators page of the hosts tier (integrators.html, issue 31): a CMS-like page with a global `all: revert`
// reset, the API base written only on a later tag, listeners on each element, and an Angular-like component with a
// ShadowDom view (its shadow root made in its constructor, before it is inserted) holding a <sport-bet-history>.
import 'sport-widgets';

const EVENTS = ['sport-ready', 'sport-slip-change'];
// What each element's own listener heard (tag → event names), and what document heard (each once per change).
const heard = { document: [] };
for (const el of document.querySelectorAll('sport-match-list, sport-bet-slip, sport-bet-history')) {
  heard[el.localName] = [];
  for (const name of EVENTS)
    el.addEventListener(name, (e) =>
      heard[el.localName].push(`${name}${e.detail?.count === undefined ? '' : `:${e.detail.count}`}`),
    );
}
for (const name of EVENTS)
  document.addEventListener(name, (e) =>
    heard.document.push(`${name}${e.detail?.count === undefined ? '' : `:${e.detail.count}`}`),
  );

class NgShadowView extends HTMLElement {
  constructor() {
    super();
    this.attachShadow({ mode: 'open' }).innerHTML = '<sport-bet-history></sport-bet-history>';
  }
}
customElements.define('ng-shadow-view', NgShadowView);

window.hosts = {
  heard,
  /** Inserts the Angular-like component (the loader sees its shadow root as it is inserted). */
  insertShadowView() {
    document.body.append(document.createElement('ng-shadow-view'));
  },
};
