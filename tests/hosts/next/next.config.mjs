// The Next.js host's config (tests/hosts/nextHost.mjs copies the app into the scratch host and builds it). The hosts
// tier spends as little as it can on the build (~14 s of CPU, 20 with minifying): Turbopack (Next 16's default), no
// type-check (the package's typings are checked by package.mjs), no minifying or source maps (what is checked is the
// server render and hydration, not the minifier), telemetry off (NEXT_TELEMETRY_DISABLED=1, set by nextHost.mjs).
import { realpathSync } from 'node:fs';
import { join, parse } from 'node:path';

// Turbopack only reads files under its root: the repository (where `next` and `react` are installed) and, when
// node_modules is a symlink into another checkout (a git worktree), that checkout too.
const repo = join(import.meta.dirname, '../..');
const modules = realpathSync(join(repo, 'node_modules'));
const common = (a, b) => {
  const [x, y] = [a.split('/'), b.split('/')];
  let i = 0;
  while (i < x.length && x[i] === y[i]) i += 1;
  return x.slice(0, i).join('/') || parse(a).root;
};

export default {
  typescript: { ignoreBuildErrors: true },
  turbopack: { root: common(realpathSync(repo), modules) },
  poweredByHeader: false,
  // The server render imports the installed package in Node as it is published, not a bundled copy.
  serverExternalPackages: ['sport-widgets'],
  experimental: { turbopackMinify: false, turbopackSourceMaps: false, serverSourceMaps: false },
};
