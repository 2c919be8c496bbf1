// The only script a host page includes. It stays tiny: it registers each tag lazily (a tag's code
// loads when the tag first appears, also when inserted later by script) and installs the
// window.SportWidgets API, whose calls made before load are queued and replayed in order.

import RESERVE_CSS from './shared/reserve.css?inline';

declare const __SPORT_WIDGETS_VERSION__: string;

const TAGS: Record<string, () => Promise<unknown>> = {
  'sport-match-list': () => import('./match-list/define'),
  'sport-match-detail': () => import('./match-detail/define'),
  'sport-bet-slip': () => import('./bet-slip/define'),
  'sport-live-room': () => import('./live-room/define'),
  'sport-bet-history': () => import('./bet-history/define'),
  'sport-goal-notify': () => import('./goal-notify/define'),
  'sport-app': () => import('./app/define'),
};

// Importing is safe anywhere (Node, a server render, a worker): nothing happens where there is no document, so `import 'sport-widgets'` in a file a server also evaluates (a Next.js 'use client' component) is fine.
if (typeof document == 'object') boot();

function boot(): void {
  // Space held for each element before its code arrives (elements/shared/reserve.css: no layout shift), in the
  // document and in every host shadow root the loader watches (watch below).
  const reserved = new CSSStyleSheet();
  reserved.replaceSync(RESERVE_CSS);

  const requested = new Set<string>();
  // What copies of the bundle on a page (a host build beside a pasted snippet) share on globalThis.
  const shared = globalThis as unknown as Record<symbol, unknown>;
  // The host API's code, once a call of the host asked for it: tags load after it, so that a configure() made at
  // start-up (the API base, the language) applies before an element's first request. Shared, so that the tags of
  // either copy wait for a configure() made through the other.
  const API = Symbol.for('sport-widgets.host-api');
  // Every deferred and module script of the document runs before DOMContentLoaded: while it is to come (this copy
  // loaded at start-up), tags wait for it, so a configure() in a later script (a bundler splits them) counts too.
  const started =
    (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined)
      ?.domContentLoadedEventStart === 0 && new Promise((resolve) => addEventListener('DOMContentLoaded', resolve));

  // Spec §8/§9: a chunk that has not arrived after 120 s fails with 'Loading chunk failed'.
  const CHUNK_TIMEOUT_MS = 120_000;

  // Leaving the page while tags load: Firefox rejects the pending imports of a document it navigates away from, as
  // soon as the navigation starts (before pagehide). Those rejections are no load failure: from beforeunload until the
  // page is gone they log nothing. A leave that does not happen (cancelled at the host's prompt, a download link)
  // ends that after LEAVE_CANCELLED_MS; back from the back/forward cache (pageshow persisted), the page is live again
  // and the tags that were cut off load now. A tag whose import failed is requested again when it next appears, either way.
  const LEAVE_CANCELLED_MS = 3_000;
  let leaving = false;
  let stayed: ReturnType<typeof setTimeout> | undefined;
  addEventListener('beforeunload', () => {
    leaving = true;
    clearTimeout(stayed);
    stayed = setTimeout(() => (leaving = false), LEAVE_CANCELLED_MS);
  });
  addEventListener('pagehide', () => {
    clearTimeout(stayed);
    leaving = true;
  });
  addEventListener('pageshow', (event) => {
    if (!event.persisted) return;
    leaving = false;
    scan(document);
  });
  /** Whether a failed import is the page being left (or already gone: its window is closed), not a failure. */
  const unloading = () => leaving || !document.defaultView;

  function load(tag: string): void {
    if (requested.has(tag) || customElements.get(tag)) return;
    requested.add(tag);
    let timer: ReturnType<typeof setTimeout> | undefined;
    const timeout = new Promise((_, reject) => {
      timer = setTimeout(() => reject(new Error('Loading chunk failed')), CHUNK_TIMEOUT_MS);
    });
    // Read after the current script (or every start-up script) has run: a configure() just after
    // `import 'sport-widgets'` counts.
    Promise.race([
      Promise.resolve(started)
        .then(() => shared[API])
        .then(TAGS[tag]),
      timeout,
    ])
      .catch((error) => {
        requested.delete(tag); // the tag tries again when it next appears
        if (!unloading()) console.error(`[sport-widgets] failed to load <${tag}>`, error);
      })
      .finally(() => clearTimeout(timer));
  }

  function scan(root: ParentNode): void {
    for (const tag in TAGS) if (!requested.has(tag) && root.querySelector(tag)) load(tag);
  }

  const observer = new MutationObserver((records) => {
    for (const record of records)
      for (const node of record.addedNodes)
        if (node.nodeType === 1) {
          const tag = (node as Element).localName;
          if (tag in TAGS) load(tag);
          // An open shadow root of an inserted host element (Lit, Stencil): our tags may be rendered inside it.
          // Not our own elements' roots: sport-app loads what it nests, and the rest never nest tags.
          else if ((node as Element).shadowRoot) watch((node as Element).shadowRoot!);
          scan(node as Element);
        }
  });

  /** Loads our tags under `root` now and whenever they are added (the document, or a host's shadow root, which also
   *  gets the reserved space: the document's rules do not reach into it). */
  function watch(root: Document | ShadowRoot | Element): void {
    const scope = root as Document;
    if (scope.adoptedStyleSheets && !scope.adoptedStyleSheets.includes(reserved))
      scope.adoptedStyleSheets = [...scope.adoptedStyleSheets, reserved];
    observer.observe(root, { childList: true, subtree: true });
    scan(root);
  }
  watch(document);
  // Another copy already serves the page (elements/shared/define.ts): this one stays idle, and that copy says so.
  (shared[Symbol.for('sport-widgets.serving-copy')] as { idle?(version: string): void } | undefined)?.idle?.(
    __SPORT_WIDGETS_VERSION__,
  );

  type Call = [string, ...unknown[]];
  type Queued = { q?: Call[] } | undefined;
  const w = window as unknown as { SportWidgets?: Queued | Record<string, unknown> };
  const queued = (w.SportWidgets as Queued)?.q ?? [];
  const call = (name: string, args: unknown[]) => {
    const api = (shared[API] ??= import('../src/runtime/hostApi').then((m) => m.createHostApi())) as Promise<
      Record<string, (...args: unknown[]) => unknown>
    >;
    return api.then((a) => a[name](...args));
  };
  w.SportWidgets = Object.fromEntries([
    // discover(shadowRoot): for a shadow root the loader cannot see (created after its host was inserted).
    ['discover', watch],
    ...['configure', 'setToken', 'logout', 'on', 'off'].map((name) => [
      name,
      (...args: unknown[]) => {
        const done = call(name, args);
        // on() answers its unsubscribe at once, before the API's code has arrived.
        return name === 'on' ? () => void done.then((off) => (off as () => void)()) : done;
      },
    ]),
  ]);
  for (const [name, ...args] of queued) call(name, args);
}
