// Two copies of the bundle on one page: this host build's (the installed package) and a "CMS-pasted snippet"
// (the same package as another version, /cdn/…-copy/, VITE_SNIPPET). copies-snippet-first.html has the snippet
// in its head, before this bundle; copies-host-first.html has none, so this bundle pastes it once its first tag
// is defined.
import './plain.js';

if (!document.querySelector('script[data-snippet]')) {
  customElements.whenDefined('sport-match-list').then(() => {
    const snippet = document.createElement('script');
    snippet.type = 'module';
    snippet.src = import.meta.env.VITE_SNIPPET;
    snippet.dataset.snippet = '';
    document.head.append(snippet);
  });
}
