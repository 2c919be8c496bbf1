// `npm run soak`: the match list left open under a steady stream of odds pushes, printing heap and update latency
// minute by minute. Not a test and not part of `npm test` or `npm run bench` (it runs for minutes).
// SOAK_MINUTES (default 10, up to 60) and SOAK_RATE (js1 frames a second, default 50) set its length and load.
// Verdicts: the heap after the first minute stays within 10 % of that minute's, and every update reaches the
// screen within the push throttle (1 s, spec §4) plus one frame.
import type { CDPSession } from 'playwright-core';
import { launch } from '../e2e/browser';
import { startReferenceServer } from '../support/referenceServer.mjs';
import { startBenchHost } from './host';
import { DIST } from './pages';
import { printTable } from './table';
import { openFullList } from './timing';

const MINUTES = Math.min(60, Math.max(1, Number(process.env.SOAK_MINUTES ?? 10)));
const RATE = Math.max(1, Number(process.env.SOAK_RATE ?? 50));
const THROTTLE_MS = 1000;
const FRAME_MS = 1000 / 60;
const HEAP_GROWTH_LIMIT = 0.1;

interface Minute {
  heapMb: number;
  p50: number;
  p95: number;
  max: number;
  updates: number;
}

/** Used JS heap after a full garbage collection, in MB. */
async function heapMb(cdp: CDPSession): Promise<number> {
  await cdp.send('HeapProfiler.collectGarbage');
  const { usedSize } = await cdp.send('Runtime.getHeapUsage');
  return usedSize / 1024 / 1024;
}

const percentile = (sorted: number[], p: number) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] : Number.NaN;

async function main(): Promise<number> {
  const server = await startReferenceServer({ MATCHES: '1000', SPEED: '0' });
  const host = await startBenchHost({ '/dist/': DIST }, server.url);
  const browser = await launch();
  try {
    const { bench, cached } = await openFullList(browser, host);
    if (!cached) throw new Error('the list cached no match');
    const cdp = await bench.page.context().newCDPSession(bench.page);
    // In the page: every 1000/RATE ms one js1 frame moves a visible row's main price by a cent on the page's own
    // push socket; a MutationObserver stamps when that row next changes on screen.
    await bench.page.evaluate((rate) => {
      type Market = {
        id: string;
        allowParlay: boolean;
        saleStatus: number;
        options: { teamName: string; name: string; odds: number; type: string; line?: string }[];
      };
      const runtime = (globalThis as unknown as Record<symbol, { singleton<T>(k: string, c: () => T): T }>)[
        Symbol.for('sport-widgets.runtime')
      ];
      const cache = runtime.singleton<{ entries: Record<string, { match: { groups: { markets: Market[] }[] } }> }>(
        'state:matches',
        () => {
          throw new Error('no cache');
        },
      );
      const socket = (globalThis as unknown as { __benchSockets: WebSocket[] }).__benchSockets.find(
        (ws) => ws.readyState === WebSocket.OPEN && new URL(ws.url).pathname.endsWith('/ws/push'),
      )!;
      const root = document.querySelector('sport-match-list')!.shadowRoot!;
      const sent = new Map<string, number>();
      const latencies: number[] = [];
      new MutationObserver((records) => {
        const now = performance.now();
        for (const record of records) {
          const node = record.target instanceof Element ? record.target : record.target.parentElement;
          const id = node?.closest<HTMLElement>('[data-match-id]')?.dataset.matchId;
          const at = id ? sent.get(id) : undefined;
          if (at === undefined) continue;
          latencies.push(now - at);
          sent.delete(id!);
        }
      }).observe(root, { subtree: true, childList: true, characterData: true, attributes: true });
      let step = 0;
      setInterval(() => {
        const ids = [...root.querySelectorAll<HTMLElement>('[data-match-id]')].map((row) => row.dataset.matchId!);
        const id = ids[step++ % Math.max(1, ids.length)];
        const market = id ? cache.entries[id]?.match.groups[0]?.markets[0] : undefined;
        if (!market || market.saleStatus !== 1) return;
        const cents = step % 2 ? 1 : -1;
        const op = market.options.map((o) => ({
          na: o.teamName,
          nm: o.name,
          od: o.odds > 0 ? Math.round((o.odds + cents / 100) * 100) / 100 : 0,
          ty: o.type,
          li: o.line,
        }));
        if (!sent.has(id)) sent.set(id, performance.now());
        socket.dispatchEvent(
          new MessageEvent('message', {
            data: JSON.stringify({
              chId: `js1.${id}`,
              data: { id, mks: [{ id: market.id, au: market.allowParlay ? 1 : 0, ss: market.saleStatus, op }] },
            }),
          }),
        );
      }, 1000 / rate);
      (globalThis as unknown as { __soak: () => number[] }).__soak = () => latencies.splice(0);
    }, RATE);

    console.log(`soak: ${cached} matches cached, ${RATE} js1 frames a second for ${MINUTES} min`);
    const minutes: Minute[] = [];
    for (let m = 1; m <= MINUTES; m++) {
      await new Promise((resolve) => setTimeout(resolve, 60_000));
      const latencies = (
        await bench.page.evaluate(() => (globalThis as unknown as { __soak: () => number[] }).__soak())
      ).sort((a, b) => a - b);
      const row = {
        heapMb: await heapMb(cdp),
        p50: percentile(latencies, 0.5),
        p95: percentile(latencies, 0.95),
        max: latencies.at(-1) ?? Number.NaN,
        updates: latencies.length,
      };
      minutes.push(row);
      console.log(
        `minute ${m}: heap ${row.heapMb.toFixed(1)} MB, latency p50 ${row.p50.toFixed(0)} ms, p95 ${row.p95.toFixed(0)} ms, max ${row.max.toFixed(0)} ms, ${row.updates} updates on screen`,
      );
    }
    printTable(
      ['minute', 'heap MB', 'p50 ms', 'p95 ms', 'max ms', 'updates'],
      minutes.map((r, i) => [
        String(i + 1),
        r.heapMb.toFixed(1),
        r.p50.toFixed(0),
        r.p95.toFixed(0),
        r.max.toFixed(0),
        String(r.updates),
      ]),
    );
    const base = minutes[0].heapMb;
    const growth = (minutes.at(-1)!.heapMb - base) / base;
    const worst = Math.max(...minutes.map((r) => r.max));
    const broken = [
      ...(growth > HEAP_GROWTH_LIMIT
        ? [`heap grew ${(growth * 100).toFixed(1)} % from minute 1 (limit ${HEAP_GROWTH_LIMIT * 100} %)`]
        : []),
      ...(worst > THROTTLE_MS + FRAME_MS
        ? [
            `an update took ${worst.toFixed(0)} ms to reach the screen (limit ${(THROTTLE_MS + FRAME_MS).toFixed(0)} ms)`,
          ]
        : []),
    ];
    console.log(`heap change from minute 1: ${(growth * 100).toFixed(1)} %; slowest update: ${worst.toFixed(0)} ms`);
    console.log(broken.length ? `soak limits broken:\n  ${broken.join('\n  ')}` : 'soak limits kept');
    await bench.close();
    return broken.length ? 1 : 0;
  } finally {
    await browser.close();
    await host.close();
    await server.stop();
  }
}

main().then(
  (code) => process.exit(code),
  (error: Error) => {
    console.error(`soak: ${error.stack ?? error.message}`);
    process.exit(1);
  },
);
