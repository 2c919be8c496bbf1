// Cumulative layout shift of the demo page (the reference server's own host page, every element on it) from
// navigation until its widgets have settled, at a desktop and a phone width: issue 17's "no layout shift".
import type { TimingCase } from './timing';

const SETTLE_MS = 4000;
const WIDTHS = [1280, 390];

export const demoPageLayoutShift: TimingCase = {
  name: 'demo page, every element: layout shift (CLS) while loading',
  // Zero in practice (a first visit's rows wait for the server's names); the residue allowed is a live price
  // changing the width of its centred text while the page settles (about 0.000002).
  budgets: Object.fromEntries(WIDTHS.map((w) => [`cls${w}`, 0.0005])),
  units: {},
  digits: 4,
  async run({ browser, host }) {
    const metrics: Record<string, number> = {};
    for (const width of WIDTHS) {
      const context = await browser.newContext({ viewport: { width, height: 900 } });
      const page = await context.newPage();
      await page.addInitScript(() => {
        const w = window as unknown as { __cls: number };
        w.__cls = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[])
            if (!entry.hadRecentInput) w.__cls += entry.value;
        }).observe({ type: 'layout-shift', buffered: true });
      });
      await page.goto(`${host.origin}/`);
      await page.waitForTimeout(SETTLE_MS);
      metrics[`cls${width}`] = await page.evaluate(() => (window as unknown as { __cls: number }).__cls);
      await context.close();
    }
    return { metrics };
  },
};
