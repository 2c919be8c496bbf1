// The plain host every page but the frameworks one starts from (moves, copies, csp): it imports the package the
// way a host build does, configures the API base (?api=), sets a detail's `matchId` PROPERTY before its tag is
// defined (?match=), listens through the host API, and can remove every element of ours. window.hosts lets the
// tier (tests/hosts/checks.mjs) read what the page saw and drive it.
import 'sport-widgets';

const params = new URLSearchParams(location.search);
window.SportWidgets.configure({ apiBase: params.get('api') });

const detail = document.querySelector('sport-match-detail');
const definedBefore = !!customElements.get('sport-match-detail');
detail.matchId = params.get('match');

const heard = [];
window.SportWidgets.on('sport-slip-change', (d) => heard.push(`sport-slip-change:${d.count}`));
window.SportWidgets.on('sport-login-required', (d) => heard.push(`sport-login-required:${d.reason}`));

window.hosts = {
  heard,
  /** Whether the detail's matchId was set while its tag was still undefined (the case the check is about). */
  propSetBeforeDefine: !definedBefore,
  /** Removes every element of ours from the page. */
  unmountAll() {
    for (const el of document.querySelectorAll('*')) if (el.localName.startsWith('sport-')) el.remove();
  },
};
