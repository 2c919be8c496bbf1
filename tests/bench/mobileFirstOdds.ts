// Issue 29: the match list on a mid-range phone. From navigation to the first odds on screen, cold cache, under
// mobile throttling through the DevTools protocol (4× CPU slowdown, 150 ms round trip, 1.6 Mbps down, 750 kbps
// up: Lighthouse's "slow 4G"), at 390 × 844 with touch. The bundle comes from the reference server itself, with
// its brotli compression and caching headers: a host of this case's own, with no folders, passes /dist/ there.
import { startBenchHost } from './host';
import type { TimingCase } from './timing';

const WAIT_MS = 20_000;
// The server compresses each file once per build (brotli at its best quality takes about half a second for the
// core chunk): one unthrottled load first, so no run times the server's first compression.
let warmed = false;

// The first odds button in the list's shadow root, then the frame that paints it: ms since navigation start.
const PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8"><link rel="icon" href="data:,">
<meta name="viewport" content="width=device-width, initial-scale=1">
<script type="module" src="/dist/sport-widgets.js"></script></head><body style="margin:0">
<sport-match-list lang="ENG"></sport-match-list>
<script>
  window.__firstOdds = new Promise((resolve) => {
    const el = document.querySelector('sport-match-list');
    const painted = () => requestAnimationFrame(() => setTimeout(() => resolve(performance.now())));
    const check = () => {
      if (!el.shadowRoot?.querySelector('.sport-odds')) return false;
      painted();
      return true;
    };
    const watch = () => {
      if (!el.shadowRoot) return requestAnimationFrame(watch);
      if (check()) return;
      const observer = new MutationObserver(() => check() && observer.disconnect());
      observer.observe(el.shadowRoot, { subtree: true, childList: true });
    };
    watch();
  });
</script></body></html>`;

export const mobileFirstOdds: TimingCase = {
  name: 'sport-match-list on a throttled phone (4× CPU, 150 ms RTT, 1.6 Mbps): first odds',
  budgets: { firstOdds: 2000 },
  units: { firstOdds: 'ms', jsRequests: 'files' },
  digits: 0,
  async run({ browser, serverUrl }) {
    const host = await startBenchHost({}, serverUrl);
    const context = await browser.newContext({
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
      deviceScaleFactor: 3,
    });
    try {
      const path = host.addPage(PAGE);
      if (!warmed) {
        const warm = await browser.newContext();
        const page = await warm.newPage();
        await page.goto(`${host.origin}${path}`);
        await page.evaluate(() => (window as unknown as { __firstOdds: Promise<number> }).__firstOdds);
        await warm.close();
        warmed = true;
      }
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send('Network.enable');
      await cdp.send('Network.emulateNetworkConditions', {
        offline: false,
        latency: 150,
        downloadThroughput: (1.6 * 1024 * 1024) / 8,
        uploadThroughput: (750 * 1024) / 8,
      });
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
      let jsRequests = 0;
      page.on('request', (request) => void (request.resourceType() === 'script' && jsRequests++));
      await page.goto(`${host.origin}${path}`);
      const ms = await page.evaluate(
        (wait) =>
          Promise.race([
            (window as unknown as { __firstOdds: Promise<number> }).__firstOdds,
            new Promise<null>((resolve) => setTimeout(() => resolve(null), wait)),
          ]),
        WAIT_MS,
      );
      if (ms === null) return { skip: `no odds on screen within ${WAIT_MS / 1000} s` };
      return { metrics: { firstOdds: ms, jsRequests } };
    } finally {
      await context.close();
      await host.close();
    }
  },
};
