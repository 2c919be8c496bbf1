// Render timing cases: each opens a page in headless Chromium against the reference server and
// returns measured numbers (timed inside the page with performance.now()) or a reason it cannot be
// measured yet. Runs are repeated and medians reported; add a case by appending to TIMING_CASES.
import type { Browser } from 'playwright-core';
import type { BenchHost } from './host';
import { BASELINE_FILE } from './baseline/build';
import { benchPage, type BenchPage } from './pages';
import { busyRoom } from './busyRoom';
import { demoPageLayoutShift } from './layoutShift';
import { mobileFirstOdds } from './mobileFirstOdds';
import { printTable } from './table';

export const RUNS = 5;

export interface TimingContext {
  browser: Browser;
  /** The host site, passing API calls to the reference server (started with MATCHES=1000). */
  host: BenchHost;
  /** The reference server's own origin (its /dist/ is the build, compressed). */
  serverUrl: string;
}

/** One run's numbers by metric name, or why the case cannot be measured. */
export type RunResult = { metrics: Record<string, number> } | { skip: string };

export interface TimingCase {
  name: string;
  /** Upper bounds by metric name; a broken one fails the bench. */
  budgets: Record<string, number>;
  /** Unit printed after each metric (by metric name). */
  units: Record<string, string>;
  /** Decimals printed (1 unless said). */
  digits?: number;
  /** Runs of a long case (RUNS unless said). */
  runs?: number;
  run(context: TimingContext): Promise<RunResult>;
}

const LIST_WAIT_MS = 10_000;

// The page stamps t0 as the loader module starts loading, then watches the list's shadow root and
// resolves at the first mutation after which a row (or a data-ready marker) is present.
const FIRST_SCREENFUL_PAGE = `
<script type="module">
  window.__bench = { t0: performance.now() };
  window.__bench.ready = new Promise((resolve) => {
    const el = document.querySelector('sport-match-list');
    const ROW = '[data-ready], [part~="row"], [data-match-id], [role="row"]';
    const done = () => resolve({ ms: performance.now() - window.__bench.t0 });
    const isReady = () => el.hasAttribute('data-ready') || Boolean(el.shadowRoot?.querySelector(ROW));
    const watch = () => {
      if (!el.shadowRoot) return requestAnimationFrame(watch);
      if (isReady()) return done();
      const observer = new MutationObserver(() => {
        if (isReady()) { observer.disconnect(); done(); }
      });
      observer.observe(el.shadowRoot, { subtree: true, childList: true, attributes: true });
      new MutationObserver(() => isReady() && done()).observe(el, { attributes: true, attributeFilter: ['data-ready'] });
    };
    watch();
  });
  await import('/dist/sport-widgets.js');
</script>
<sport-match-list></sport-match-list>`;

/** The page's `__bench.ready` time (ms from t0 to the first rows), or null after LIST_WAIT_MS. */
function firstRows(bench: BenchPage): Promise<{ ms: number } | null> {
  return bench.page.evaluate(
    (wait) =>
      Promise.race([
        (window as unknown as { __bench: { ready: Promise<{ ms: number }> } }).__bench.ready,
        new Promise<null>((resolve) => setTimeout(() => resolve(null), wait)),
      ]),
    LIST_WAIT_MS,
  );
}

/** Spec issue 4: bundle start to the first screenful of a 1,000-match list, and the shadow root's size. */
const matchListFirstScreenful: TimingCase = {
  name: 'sport-match-list, 1000 matches: first screenful',
  budgets: { firstScreenful: 250, shadowElements: 3000 },
  units: { firstScreenful: 'ms', shadowElements: 'elements' },
  async run({ browser, host }) {
    const bench = await benchPage(browser, host, FIRST_SCREENFUL_PAGE);
    try {
      await bench.open();
      const outcome = await firstRows(bench);
      if (!outcome) {
        const state = await bench.page.evaluate(
          () =>
            document
              .querySelector('sport-match-list')
              ?.shadowRoot?.querySelector('[data-kind]')
              ?.getAttribute('data-kind') ?? 'nothing',
        );
        return { skip: `the list shows no rows within ${LIST_WAIT_MS / 1000} s (it shows: ${state})` };
      }
      // Let the list settle (further pages, images) before counting what it keeps in the DOM.
      await bench.page.waitForTimeout(500);
      const shadowElements = await bench.page.evaluate(
        () => document.querySelector('sport-match-list')!.shadowRoot!.querySelectorAll('*').length,
      );
      return { metrics: { firstScreenful: outcome.ms, shadowElements } };
    } finally {
      await bench.close();
    }
  },
};

// The yardstick: a plain React table of every match (tests/bench/baseline), timed the same way.
const PLAIN_TABLE_PAGE = `
<script type="module">
  window.__bench = { t0: performance.now() };
  const table = document.querySelector('#table');
  window.__bench.ready = new Promise((resolve) => {
    const observer = new MutationObserver(() => {
      if (table.querySelector('[data-match-id]')) { observer.disconnect(); resolve({ ms: performance.now() - window.__bench.t0 }); }
    });
    observer.observe(table, { subtree: true, childList: true });
  });
  const { start } = await import('/baseline/${BASELINE_FILE}');
  await start(table);
</script>
<div id="table"></div>`;

/** Not a budget: the same measure for the plain table, so a run on a slower machine can be read against the 400 ms. */
const plainTableFirstScreenful: TimingCase = {
  name: 'plain React table, 1000 matches (yardstick): first screenful',
  budgets: {},
  units: { firstScreenful: 'ms' },
  async run({ browser, host }) {
    const bench = await benchPage(browser, host, PLAIN_TABLE_PAGE);
    try {
      await bench.open();
      const outcome = await firstRows(bench);
      return outcome
        ? { metrics: { firstScreenful: outcome.ms } }
        : { skip: `the plain table shows no rows within ${LIST_WAIT_MS / 1000} s` };
    } finally {
      await bench.close();
    }
  },
};

// The list page for the cases below: the bundle and an English match list, nothing timed at load.
const FULL_LIST_PAGE = `<script type="module" src="/dist/sport-widgets.js"></script><sport-match-list lang="ENG"></sport-match-list>`;
const BURST_SIZE = 200;
const FULL_LIST_WAIT_MS = 30_000;
/** Frames without a new page, scrolled to the end, after which the list has every page it will load. */
const STALLED_FRAMES = 90;

interface PageRuntime {
  singleton<T>(key: string, create: () => T): T;
}

// The host page keeps every WebSocket the widgets open, so the burst can arrive on the page's own push socket.
const CAPTURE_SOCKETS = `{
  const Native = WebSocket;
  globalThis.__benchSockets = [];
  globalThis.WebSocket = class extends Native {
    constructor(...args) { super(...args); globalThis.__benchSockets.push(this); }
  };
}`;
/** The throttle of spec §4 delivers pushes at most once a second: the burst comes over a second after the last one. */
const QUIET_MS = 1100;

/**
 * Opens the match list and scrolls it to its end until no further page comes (the list pages by 50), then
 * back to the top. Resolves to how many matches the page's match cache holds.
 */
export async function openFullList(browser: TimingContext['browser'], host: BenchHost) {
  const bench = await benchPage(browser, host, FULL_LIST_PAGE);
  // tsx compiles the evaluated functions with esbuild's keepNames, which calls a __name helper the page lacks.
  await bench.page.addInitScript('globalThis.__name = (fn) => fn;');
  await bench.page.addInitScript(CAPTURE_SOCKETS);
  await bench.open();
  const cached = await bench.page.evaluate(
    async ({ stalledFrames, wait }) => {
      const deadline = performance.now() + wait;
      const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
      const count = () => {
        const runtime = (globalThis as unknown as Record<symbol, PageRuntime | undefined>)[
          Symbol.for('sport-widgets.runtime')
        ];
        try {
          // A throwing factory only reads: the list creates the cache, the bench must never create it first.
          return Object.keys(
            runtime?.singleton<{ entries: object }>('state:matches', () => {
              throw new Error('no cache yet');
            }).entries ?? {},
          ).length;
        } catch {
          return 0;
        }
      };
      const scroller = () =>
        document.querySelector('sport-match-list')?.shadowRoot?.querySelector<HTMLElement>('[role="list"]');
      let last = -1;
      let stalled = 0;
      while (performance.now() < deadline && stalled < stalledFrames) {
        const list = scroller();
        if (list) list.scrollTop = list.scrollHeight;
        await frame();
        stalled = count() === last ? stalled + 1 : 0;
        last = count();
      }
      const list = scroller();
      if (list) list.scrollTop = 0;
      await frame();
      await frame();
      return count();
    },
    { stalledFrames: STALLED_FRAMES, wait: FULL_LIST_WAIT_MS },
  );
  return { bench, cached };
}

/**
 * Spec issue 4: a burst of 200 js1 odds updates arrives on the page's push socket (the frames the server sends
 * for the subscribed, on-screen matches); decoded, applied and committed in one throttled delivery, touching
 * only the rows whose prices moved. Every other on-screen row gets updates, the rows between them none.
 */
const oddsBurst: TimingCase = {
  name: `sport-match-list, 1000 matches: ${BURST_SIZE} odds updates`,
  budgets: { applyAndCommit: 8, unchangedRowsTouched: 0 },
  units: {
    applyAndCommit: 'ms',
    unchangedRowsTouched: 'rows',
    changedRows: 'rows',
    changedRowsRepainted: 'rows',
    matchesListed: 'matches',
  },
  async run({ browser, host }) {
    const { bench, cached } = await openFullList(browser, host);
    try {
      if (cached === 0) return { skip: 'the list cached no match' };
      const result = await bench.page.evaluate(
        async ({ burst, quiet }) => {
          type Option = { teamName: string; name: string; odds: number; type: string; line?: string };
          type Market = { id: string; allowParlay: boolean; saleStatus: number; options: Option[] };
          type Entry = { match: { groups: { markets: Market[] }[] } };
          const runtime = (globalThis as unknown as Record<symbol, PageRuntime>)[Symbol.for('sport-widgets.runtime')];
          const cache = runtime.singleton<{ entries: Record<string, Entry> }>('state:matches', () => {
            throw new Error('no match cache');
          });
          const sockets = (globalThis as unknown as { __benchSockets: WebSocket[] }).__benchSockets;
          const socket = sockets.find(
            (ws) => ws.readyState === WebSocket.OPEN && new URL(ws.url).pathname.endsWith('/ws/push'),
          );
          if (!socket) return null;
          const root = document.querySelector('sport-match-list')!.shadowRoot!;
          const rowIds = [...root.querySelectorAll<HTMLElement>('[data-match-id]')].map((row) => row.dataset.matchId!);
          const mainMarket = (id: string) => {
            const market = cache.entries[id]?.match.groups[0]?.markets[0];
            return market && market.saleStatus === 1 && market.options.some((o) => o.odds > 0) ? market : undefined;
          };
          const priced = rowIds.filter((id) => mainMarket(id));
          const changed = new Set(priced.filter((_, i) => i % 2 === 0));
          const targets = [...changed];
          if (targets.length === 0)
            return { applyAndCommit: 0, unchangedRowsTouched: 0, changedRowsRepainted: 0, changedRows: 0 };
          // A js1 frame in the wire format (spec §3): the match's main market with every price moved `cents`.
          const frame = (id: string, cents: number) => {
            const market = mainMarket(id)!;
            const op = market.options.map((o) => ({
              na: o.teamName,
              nm: o.name,
              od: o.odds > 0 ? Math.round((o.odds + cents / 100) * 100) / 100 : 0,
              ty: o.type,
              li: o.line,
            }));
            return JSON.stringify({
              chId: `js1.${id}`,
              data: { id, mks: [{ id: market.id, au: market.allowParlay ? 1 : 0, ss: market.saleStatus, op }] },
            });
          };
          // Round k moves each target's prices up k cents from where they stand now.
          const frames = Array.from({ length: burst }, (_, k) =>
            frame(targets[k % targets.length], Math.floor(k / targets.length) + 1),
          );
          // One frame first, as on a page that has been open a while, so the js1 path is not run cold; then a quiet second.
          socket.dispatchEvent(new MessageEvent('message', { data: frame(targets[0], -1) }));
          await new Promise((resolve) => setTimeout(resolve, quiet));
          const touched = new Set<string>();
          const collect = (records: MutationRecord[]) => {
            for (const record of records) {
              const node = record.target instanceof Element ? record.target : record.target.parentElement;
              const id = node?.closest<HTMLElement>('[data-match-id]')?.dataset.matchId;
              if (id) touched.add(id);
            }
          };
          let committed = 0;
          const observer = new MutationObserver((records) => {
            committed ||= performance.now();
            collect(records);
          });
          observer.observe(root, { subtree: true, childList: true, characterData: true, attributes: true });
          // Frames arrive as separate socket tasks; the throttle delivers them all in one timer task after them. A
          // timer queued before the frames runs just before that delivery: its time is where applying starts.
          let t0 = 0;
          setTimeout(() => (t0 = performance.now()), 0);
          for (const data of frames) socket.dispatchEvent(new MessageEvent('message', { data }));
          for (let i = 0; i < 3 && !committed; i++) await new Promise((resolve) => requestAnimationFrame(resolve));
          await new Promise((resolve) => requestAnimationFrame(resolve));
          collect(observer.takeRecords());
          observer.disconnect();
          return {
            applyAndCommit: committed ? committed - t0 : Number.POSITIVE_INFINITY,
            unchangedRowsTouched: [...touched].filter((id) => !changed.has(id)).length,
            changedRowsRepainted: targets.filter((id) => touched.has(id)).length,
            changedRows: targets.length,
          };
        },
        { burst: BURST_SIZE, quiet: QUIET_MS },
      );
      if (!result) return { skip: 'the page has no open push socket' };
      if (result.changedRows === 0) return { skip: 'no priced match row on screen' };
      return { metrics: { ...result, matchesListed: cached } };
    } finally {
      await bench.close();
    }
  },
};

/** Spec issue 4: picking an odds button while 1000 matches are listed commits within one 60 Hz frame. */
const addSelection: TimingCase = {
  name: 'sport-match-list, 1000 matches: add a selection',
  budgets: { clickToCommit: 16 },
  units: { clickToCommit: 'ms', matchesListed: 'matches' },
  async run({ browser, host }) {
    const { bench, cached } = await openFullList(browser, host);
    try {
      if (cached === 0) return { skip: 'the list cached no match' };
      const ms = await bench.page.evaluate(async () => {
        const root = document.querySelector('sport-match-list')!.shadowRoot!;
        const button = root.querySelector<HTMLButtonElement>('button.sport-odds[aria-pressed="false"]:not(:disabled)');
        if (!button) return null;
        let committed = 0;
        const observer = new MutationObserver(() => {
          if (button.getAttribute('aria-pressed') === 'true') committed ||= performance.now();
        });
        observer.observe(button, { attributes: true, attributeFilter: ['aria-pressed'] });
        const t0 = performance.now();
        button.click();
        for (let i = 0; i < 3 && !committed; i++) await new Promise((resolve) => requestAnimationFrame(resolve));
        observer.disconnect();
        return committed ? committed - t0 : Number.POSITIVE_INFINITY;
      });
      if (ms === null) return { skip: 'no pickable odds button on screen' };
      return { metrics: { clickToCommit: ms, matchesListed: cached } };
    } finally {
      await bench.close();
    }
  },
};

export const TIMING_CASES: TimingCase[] = [
  matchListFirstScreenful,
  plainTableFirstScreenful,
  oddsBurst,
  addSelection,
  demoPageLayoutShift,
  busyRoom,
  mobileFirstOdds,
];

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

/**
 * Runs every case (or those whose name contains `only`) RUNS times, prints medians against budgets; returns the
 * broken budgets.
 */
export async function runTimings(context: TimingContext | null, skipReason: string, only?: string): Promise<string[]> {
  const broken: string[] = [];
  const rows: string[][] = [];
  for (const c of TIMING_CASES.filter((c) => !only || c.name.includes(only))) {
    if (!context) {
      console.log(`${c.name}: not measurable yet: ${skipReason}`);
      continue;
    }
    const runs: Record<string, number>[] = [];
    let skip: string | null = null;
    for (let i = 0; i < (c.runs ?? RUNS) && !skip; i++) {
      const result = await c.run(context);
      if ('skip' in result) skip = result.skip;
      else runs.push(result.metrics);
    }
    if (skip) {
      console.log(`${c.name}: not measurable yet: ${skip}`);
      continue;
    }
    for (const metric of Object.keys(runs[0])) {
      const value = median(runs.map((r) => r[metric]));
      const budget = c.budgets[metric];
      const ok = budget === undefined || value <= budget;
      const digits = c.digits ?? 1;
      if (!ok) broken.push(`${c.name}: ${metric} ${value.toFixed(digits)} > ${budget}`);
      const unit = c.units[metric] ?? '';
      rows.push([
        c.name,
        metric,
        `${value.toFixed(digits)} ${unit}`,
        budget === undefined ? '' : `${budget} ${unit} ${ok ? 'ok' : 'OVER'}`,
        runs.map((r) => r[metric].toFixed(digits === 1 ? 0 : digits)).join(' '),
      ]);
    }
  }
  if (rows.length) printTable(['case', 'metric', 'median', 'budget', 'runs'], rows);
  return broken;
}
