// The JS a page downloads: per element alone (and chosen combinations), both from the built files'
// static import graph and by loading the page in Chromium (which adds what the element imports at
// start, such as its locale chunks). Budgets are checked on the loaded page when it could be measured; a page
// with a match list is judged at its first screenful (issue 19: what loads after it, such as the domain refresh,
// banners, search and statistics, is off that path), and what it fetched by idle is printed beside it.
import { readFileSync } from 'node:fs';
import { join, posix } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Browser } from 'playwright-core';
import type { BenchHost } from './host';
import { benchPage, DIST } from './pages';
import { kib, printTable } from './table';

const LOADER = 'sport-widgets.js';
const SETTLE_MS = 1500;

export interface SizeCase {
  name: string;
  /** Tags on the page (none: the loader alone). */
  tags: string[];
  /** Attributes of each tag on the loaded page, by tag (e.g. the live room to open). */
  attributes?: Record<string, string>;
  /** Budget on the gzip bytes of all JS the page downloads (by its first screenful, for a match list). */
  maxGzip?: number;
}

/** A match list's first page is on screen (MatchesView marks its root data-ready). */
const LIST_FIRST_SCREENFUL = () =>
  Boolean(document.querySelector('sport-match-list')?.shadowRoot?.querySelector('[data-ready]'));

export const SIZE_CASES: SizeCase[] = [
  { name: 'loader only', tags: [], maxGzip: 1.5 * 1024 },
  { name: 'sport-goal-notify', tags: ['sport-goal-notify'], maxGzip: 95 * 1024 },
  { name: 'sport-match-list', tags: ['sport-match-list'], maxGzip: 120 * 1024 },
  { name: 'sport-match-detail', tags: ['sport-match-detail'] },
  { name: 'sport-bet-slip', tags: ['sport-bet-slip'] },
  { name: 'sport-bet-history', tags: ['sport-bet-history'] },
  // Issue 18: the live-room page before anyone presses play, showing the anchor list or a room (chat, gifts, match).
  { name: 'sport-live-room', tags: ['sport-live-room'], maxGzip: 150 * 1024 },
  {
    name: 'sport-live-room, a room open',
    tags: ['sport-live-room'],
    attributes: { 'sport-live-room': 'live-room-id="LR1001"' },
    maxGzip: 150 * 1024,
  },
  { name: 'sport-app', tags: ['sport-app'] },
  { name: 'match list + bet slip', tags: ['sport-match-list', 'sport-bet-slip'], maxGzip: 135 * 1024 },
];

interface Bytes {
  files: number;
  raw: number;
  gzip: number;
  brotli: number;
}

/** Raw, gzip (level 9) and brotli (quality 11) bytes of dist files, each compressed on its own as a server would. */
export function measureFiles(files: Iterable<string>): Bytes {
  const total: Bytes = { files: 0, raw: 0, gzip: 0, brotli: 0 };
  for (const file of files) {
    const data = readFileSync(join(DIST, file));
    total.files += 1;
    total.raw += data.length;
    total.gzip += gzipSync(data, { level: 9 }).length;
    total.brotli += brotliCompressSync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
  }
  return total;
}

// import x from "./a.js", import "./a.js", export * from "./a.js", any quotes, minified or not; never import().
const STATIC_IMPORT = /(?:^|[;\s}])(?:import|export)\s*(?:[\w$*{}\s,]+?\s*from\s*)?["'`]([^"'`]+\.js)["'`]/g;

/** `file` and every dist file it statically imports, transitively. */
export function staticClosure(file: string, seen = new Set<string>()): Set<string> {
  if (seen.has(file)) return seen;
  seen.add(file);
  const source = readFileSync(join(DIST, file), 'utf8');
  for (const [, specifier] of source.matchAll(STATIC_IMPORT))
    staticClosure(posix.join(posix.dirname(file), specifier), seen);
  return seen;
}

/** The define chunk the loader imports for each tag. */
export function defineChunks(): Record<string, string> {
  const loader = readFileSync(join(DIST, LOADER), 'utf8');
  const chunks: Record<string, string> = {};
  // Each tag's entry may first start its shared chunks (a list of strings); the define chunk is the quoted import.
  for (const [, tag, specifier] of loader.matchAll(
    /["'`](sport-[a-z-]+)["'`]\s*:[^:]*?import\(\s*["'`]([^"'`]+)["'`]/g,
  )) {
    chunks[tag] = posix.normalize(specifier);
  }
  return chunks;
}

/** The loader, the tags' define chunks and their static imports. */
function staticFiles(tags: string[], chunks: Record<string, string>): Set<string> {
  const files = staticClosure(LOADER);
  for (const tag of tags) {
    if (!chunks[tag]) throw new Error(`the loader has no import for <${tag}>`);
    staticClosure(chunks[tag], files);
  }
  return files;
}

interface Loaded {
  /** Every dist JS file the page requested by the time the network went idle (plus SETTLE_MS). */
  idle: Set<string>;
  /** Those it had requested when a match list's first page was on screen (pages without a list: none). */
  firstScreenful: Set<string> | null;
}

/** The dist JS files a page with `tags` requests: by its first screenful (a match list) and by idle. */
async function loadedFiles(
  browser: Browser,
  host: BenchHost,
  tags: string[],
  attributes: Record<string, string> = {},
): Promise<Loaded> {
  const elements = tags.map((t) => `<${t} ${attributes[t] ?? ''}></${t}>`).join('');
  const body = `<script type="module" src="/dist/${LOADER}"></script>${elements}`;
  const bench = await benchPage(browser, host, body);
  const js = () => new Set([...bench.distRequests].filter((f) => f.endsWith('.js')));
  try {
    await bench.open();
    let firstScreenful: Set<string> | null = null;
    if (tags.includes('sport-match-list')) {
      await bench.page.waitForFunction(LIST_FIRST_SCREENFUL, undefined, { polling: 'raf', timeout: 10_000 });
      firstScreenful = js();
    }
    // A page that polls may never go idle; what it fetched by then is what it needs to start.
    await bench.page.waitForLoadState('networkidle', { timeout: 10_000 }).catch(() => undefined);
    await bench.page.waitForTimeout(SETTLE_MS);
    return { idle: js(), firstScreenful };
  } finally {
    await bench.close();
  }
}

/** BENCH_FILES=<text>: each file a matching case loaded by idle, largest first, to see what to trim. */
function printFiles(name: string, files: Set<string>): void {
  const sized = [...files].map((file) => ({ file, gzip: measureFiles([file]).gzip }));
  console.log(`files of ${name}:`);
  for (const { file, gzip } of sized.sort((a, b) => b.gzip - a.gzip))
    console.log(`  ${kib(gzip).padStart(9)}  ${file}`);
}

/** Prints the size table; returns the broken budgets. */
export async function runSizes(browser: Browser | null, host: BenchHost): Promise<string[]> {
  const chunks = defineChunks();
  const broken: string[] = [];
  const rows: string[][] = [];
  for (const c of SIZE_CASES) {
    const fromGraph = measureFiles(staticFiles(c.tags, chunks));
    const files = browser ? await loadedFiles(browser, host, c.tags, c.attributes) : null;
    const loaded = files ? measureFiles(files.firstScreenful ?? files.idle) : null;
    const idle = files?.firstScreenful ? measureFiles(files.idle) : null;
    if (files && process.env.BENCH_FILES && c.name.includes(process.env.BENCH_FILES)) printFiles(c.name, files.idle);
    const judged = loaded ?? fromGraph;
    const ok = c.maxGzip === undefined || judged.gzip <= c.maxGzip;
    if (!ok) broken.push(`${c.name}: ${kib(judged.gzip)} gzip > ${kib(c.maxGzip!)}`);
    rows.push([
      files?.firstScreenful ? `${c.name} (first screenful)` : c.name,
      String(fromGraph.files),
      kib(fromGraph.raw),
      kib(fromGraph.gzip),
      kib(fromGraph.brotli),
      loaded ? String(loaded.files) : '-',
      loaded ? kib(loaded.raw) : '-',
      loaded ? kib(loaded.gzip) : '-',
      loaded ? kib(loaded.brotli) : '-',
      // The bytes left (or over) in the budget: a tenth of a KB hides the last few hundred bytes.
      c.maxGzip === undefined ? '' : `${kib(c.maxGzip)} ${ok ? 'ok' : 'OVER'} (${c.maxGzip - judged.gzip} B left)`,
    ]);
    if (idle)
      rows.push([
        `  … by idle`,
        '',
        '',
        '',
        '',
        String(idle.files),
        kib(idle.raw),
        kib(idle.gzip),
        kib(idle.brotli),
        '',
      ]);
  }
  printTable(
    ['page', 'static files', 'raw', 'gzip', 'brotli', 'loaded files', 'raw', 'gzip', 'brotli', 'gzip budget'],
    rows,
  );
  console.log(
    'static = the loader + define chunks + their static imports; loaded = every JS file the page fetched in Chromium' +
      (browser ? '' : ' (not measured: no browser)') +
      '. Budgets apply to "loaded" when measured: for a page with a match list, what it fetched by its first screenful' +
      ' (its first page on screen); the "by idle" row adds what it loads after that.',
  );
  return broken;
}
