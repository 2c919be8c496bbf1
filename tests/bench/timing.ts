// Render timing cases: each opens a page in headless Chromium against the reference server and
// returns measured numbers (timed inside the page with performance.now()) or a reason it cannot be
// measured yet. Runs are repeated and medians reported; add a case by appending to TIMING_CASES.
import type { Browser } from 'playwright-core';
import { benchPage } from './pages';
import { printTable } from './table';

export const RUNS = 5;

export interface TimingContext {
  browser: Browser;
  /** The reference server's origin (started with MATCHES=1000). */
  origin: string;
}

/** One run's numbers by metric name, or why the case cannot be measured. */
export type RunResult = { metrics: Record<string, number> } | { skip: string };

export interface TimingCase {
  name: string;
  /** Upper bounds by metric name; a broken one fails the bench. */
  budgets: Record<string, number>;
  /** Unit printed after each metric (by metric name). */
  units: Record<string, string>;
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

/** Spec issue 4: bundle start to the first screenful of a 1,000-match list, and the shadow root's size. */
const matchListFirstScreenful: TimingCase = {
  name: 'sport-match-list, 1000 matches: first screenful',
  budgets: { firstScreenful: 250, shadowElements: 3000 },
  units: { firstScreenful: 'ms', shadowElements: 'elements' },
  async run({ browser, origin }) {
    const bench = await benchPage(browser, origin, FIRST_SCREENFUL_PAGE);
    try {
      await bench.open();
      const outcome = await bench.page.evaluate(
        (wait) =>
          Promise.race([
            (window as unknown as { __bench: { ready: Promise<{ ms: number }> } }).__bench.ready,
            new Promise<null>((resolve) => setTimeout(() => resolve(null), wait)),
          ]),
        LIST_WAIT_MS,
      );
      if (!outcome) {
        const state = await bench.page.evaluate(
          () => document.querySelector('sport-match-list')?.shadowRoot?.querySelector('[data-kind]')?.getAttribute('data-kind') ?? 'nothing',
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

export const TIMING_CASES: TimingCase[] = [matchListFirstScreenful];

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

/** Runs every case RUNS times, prints medians against budgets; returns the broken budgets. */
export async function runTimings(context: TimingContext | null, skipReason: string): Promise<string[]> {
  const broken: string[] = [];
  const rows: string[][] = [];
  for (const c of TIMING_CASES) {
    if (!context) {
      console.log(`${c.name}: not measurable yet: ${skipReason}`);
      continue;
    }
    const runs: Record<string, number>[] = [];
    let skip: string | null = null;
    for (let i = 0; i < RUNS && !skip; i++) {
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
      if (!ok) broken.push(`${c.name}: ${metric} ${value.toFixed(1)} > ${budget}`);
      const unit = c.units[metric] ?? '';
      rows.push([c.name, metric, `${value.toFixed(1)} ${unit}`, budget === undefined ? '' : `${budget} ${unit} ${ok ? 'ok' : 'OVER'}`,
        runs.map((r) => r[metric].toFixed(0)).join(' ')]);
    }
  }
  if (rows.length) printTable(['case', 'metric', `median of ${RUNS}`, 'budget', 'runs'], rows);
  return broken;
}
