import { fileURLToPath } from 'node:url';
import { configDefaults, defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import pkg from './package.json' with { type: 'json' };
import { ELEMENT_DOCS } from './scripts/elementDocs';
import { featureParts } from './scripts/parts';

const entry = (path: string) => fileURLToPath(new URL(path, import.meta.url));
const GOAL_NOTIFY = entry('elements/goal-notify/define.ts');
const MATCH_LIST = entry('elements/match-list/define.ts');
// The page's push socket and what goal notifications share with the live parts of other elements (one file, not four).
const PUSH = [
  'src/state/page/pushSocket.ts',
  'src/api/wire.ts',
  'src/realtime/goalFrame.ts',
  'src/runtime/onSportEvent.ts',
].map(entry);
const MATCH_LIST_OWN = /[\\/](features|elements)[\\/]match-list[\\/]/;
const BOOT = /[\\/]src[\\/]state[\\/]boot\.ts$/;

interface ChunkingContext {
  getModuleInfo(id: string): { importedIds: readonly string[] } | null;
}

/** `from` and every module it imports statically, transitively. */
function staticClosure(ctx: ChunkingContext, from: string): Set<string> {
  const seen = new Set<string>();
  const stack = [from];
  for (let id = stack.pop(); id !== undefined; id = stack.pop()) {
    if (seen.has(id)) continue;
    seen.add(id);
    stack.push(...(ctx.getModuleInfo(id)?.importedIds ?? []));
  }
  return seen;
}

/**
 * Two shared chunks instead of one per combination of elements (which gave the match list some twenty files,
 * queued six at a time by HTTP/1.1 and each gzipped alone): 'core' holds what every element needs (React,
 * i18next, the runtime, the shell: what goal notifications and the match list share), 'feed' the rest of the
 * match list's static imports (API client, match store, odds buttons) and the session boot every shell
 * loads as it mounts; the slip, detail and live room use them too. Everything else keeps rolldown's automatic chunks.
 */
let plan: { core: Set<string>; feed: Set<string>; push: Set<string> } | null = null;
function sharedChunk(id: string, ctx: ChunkingContext): string | null {
  if (!plan) {
    const goal = staticClosure(ctx, GOAL_NOTIFY);
    const list = staticClosure(ctx, MATCH_LIST);
    const core = new Set([...goal].filter((m) => list.has(m)));
    plan = {
      core,
      feed: new Set([...list].filter((m) => !core.has(m) && !MATCH_LIST_OWN.test(m))),
      push: new Set(PUSH.flatMap((p) => [...staticClosure(ctx, p)]).filter((m) => !core.has(m))),
    };
  }
  if (plan.core.has(id) || id.includes('rolldown/runtime')) return 'core';
  if (plan.push.has(id)) return 'push';
  return plan.feed.has(id) || BOOT.test(id) ? 'feed' : null;
}

interface BundledChunk {
  type: 'chunk' | 'asset';
  isEntry?: boolean;
  imports?: string[];
  code?: string;
}

/**
 * The loader imports a tag's define chunk, which then imports its shared chunks: two round trips. This makes
 * the loader start the shared chunks beside the define chunk (each is evaluated only once, in import order
 * anyway), so a tag's files all download at once. Rewrites the loader's `import("./chunks/define-x.js")` (backticks when minified).
 * Only while the loader is our own file: a host's bundler that takes in the package renames our chunks, and the
 * prefetch list's paths would only fetch 404s.
 */
export const parallelTagChunks = {
  name: 'parallel-tag-chunks',
  generateBundle(_options: unknown, bundle: Record<string, BundledChunk>) {
    const closure = (file: string, seen: Set<string>): Set<string> => {
      for (const dep of bundle[file]?.imports ?? []) if (!seen.has(dep)) closure(dep, seen.add(dep));
      return seen;
    };
    for (const chunk of Object.values(bundle)) {
      if (chunk.type !== 'chunk' || !chunk.isEntry || !chunk.code) continue;
      // A loader whose imports no longer look like this would silently lose the parallel start: stop the build.
      if (!/import\([`"]\.\/chunks\/define-/.test(chunk.code))
        throw new Error('parallel-tag-chunks: no define-chunk import found in the loader');
      chunk.code = chunk.code.replace(/import\([`"]\.\/(chunks\/define-[^`"]+)[`"]\)/g, (call, file: string) => {
        // Chunks under 2 KB are not worth their name in every page's loader: the define chunk, small and first to
        // arrive, asks for them itself. The rolldown runtime stays: core and feed need it before they can run.
        const deps = [...closure(file, new Set())]
          .filter((dep) => /rolldown-runtime/.test(dep) || (bundle[dep]?.code?.length ?? 0) >= 2048)
          .map((dep) => `"./${dep}"`);
        const prefetch = `/sport-widgets\\.js$/.test(import.meta.url)&&[${deps.join()}].forEach(u=>import(u).catch(()=>0))`;
        return deps.length ? `(${prefetch},${call})` : call;
      });
    }
  },
};

// virtual:nested-parts: each element's CSS part names, read from the markup like the manifest's, so sport-app can
// export the parts of the widgets it nests (`sport-app::part(match-list-odds)`).
const NESTED_PARTS = 'virtual:nested-parts';
const nestedParts = {
  name: 'nested-parts',
  resolveId: (id: string) => (id === NESTED_PARTS ? `\0${NESTED_PARTS}` : undefined),
  load(id: string) {
    if (id !== `\0${NESTED_PARTS}`) return undefined;
    const root = fileURLToPath(new URL('.', import.meta.url));
    const parts = Object.fromEntries(
      Object.entries(ELEMENT_DOCS).map(([tag, doc]) => [
        tag,
        featureParts(root, doc.feature).filter((p) => !p.endsWith('*')),
      ]),
    );
    return `export default ${JSON.stringify(parts)};`;
  },
};

const UNIT_TESTS = ['tests/unit/**/*.test.ts', 'tests/unit/**/*.test.tsx'];
/**
 * Unit test files that share one module graph per worker (vitest `isolate: false`) instead of paying each file's
 * start-up again: they stub no global (vi.stubGlobal), mock no module (vi.mock), need no DOM and keep no module state
 * another file reads. Pure functions, the API codecs on fakes, i18n on fresh instances, and the reference server, which
 * each test starts and stops. A new file is isolated until it is listed here.
 */
const SHARED_GRAPH = [
  'tests/unit/domain/**/*.test.ts',
  ...['codecs', 'domainConfig', 'endpoints', 'form', 'trackerCodec'].map((f) => `tests/unit/api/${f}.test.ts`),
  ...['dates', 'instance', 'labelKeys', 'locales', 'retries'].map((f) => `tests/unit/i18n/${f}.test.ts`),
  'tests/unit/demo/server/**/*.test.ts',
];

// One shipped artefact: dist/sport-widgets.js (the loader, an ES module) with hashed chunks beside it.
export default defineConfig({
  plugins: [
    react(),
    { name: 'reset-chunk-plan', buildStart: () => void (plan = null) },
    parallelTagChunks,
    nestedParts,
  ],
  // The version has one source, package.json; the runtime and the guarded define read it from here.
  define: {
    'process.env.NODE_ENV': JSON.stringify('production'),
    __SPORT_WIDGETS_VERSION__: JSON.stringify(pkg.version),
  },
  // Translation files ship as one JSON.parse string: no per-key named exports (smaller, and faster to parse).
  json: { namedExports: false, stringify: true },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    // Browsers with CSS light-dark() (Baseline since May 2024): the theme tokens ship as written, not lowered into
    // lightningcss's two-variable fallback (about 200 B gzip on every page).
    cssTarget: ['chrome123', 'edge123', 'firefox120', 'safari17.5'],
    // Terser first (about 400 B gzip less than oxc alone on the list page), then the chunk pass below. pure_getters:
    // no code of ours or of our dependencies reads a property for its side effect (about 230 B gzip).
    minify: 'terser',
    terserOptions: {
      ecma: 2020,
      module: true,
      toplevel: true,
      compress: {
        passes: 3,
        pure_getters: true,
        unsafe_arrows: true,
        // Debug-only logging of bundled libraries, dropped with its message strings: i18next's Logger prints warn, log,
        // deprecate and once only with `debug: true`, and hls.js's logger is a no-op without `debug`; we set neither.
        pure_funcs: ['this.logger.warn', 'this.logger.log', 'this.logger.deprecate', 'this.logger.once'],
      },
      format: { comments: false },
    },
    sourcemap: false,
    lib: {
      entry: 'elements/loader.ts',
      formats: ['es'],
      fileName: () => 'sport-widgets.js',
    },
    rollupOptions: {
      output: {
        chunkFileNames: 'chunks/[name]-[hash].js',
        assetFileNames: 'assets/[name]-[hash][extname]',
        // Library mode leaves whitespace in ES output; minify the whole chunk (no pure annotations are needed downstream).
        minify: true,
        // Nothing downstream re-bundles the chunks, so /* @__PURE__ */ and other comments are dead bytes.
        comments: false,
        codeSplitting: { groups: [{ name: sharedChunk, debugName: 'core and feed' }] },
      },
    },
  },
  test: {
    environment: 'node',
    setupFiles: ['tests/unit/support/signing.ts'],
    restoreMocks: true,
    // Worker threads start a test file faster than forked processes (about a quarter less wall time for the DOM files
    // on 2 cores); no test needs a process of its own.
    pool: 'threads',
    projects: [
      { extends: true, test: { name: 'shared', include: SHARED_GRAPH, isolate: false } },
      {
        extends: true,
        test: { name: 'isolated', include: UNIT_TESTS, exclude: [...SHARED_GRAPH, ...configDefaults.exclude] },
      },
    ],
  },
});
