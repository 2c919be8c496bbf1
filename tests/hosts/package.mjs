// The hosts tier's package checks: packs the built package as npm would publish it, checks what the tarball holds,
// installs it into the scratch host app and type-checks a React 19 and a Vue 3 host against its typings.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { check } from './checks.mjs';

const ROOT = join(import.meta.dirname, '../..');
const run = (cmd, args) => execFileSync(cmd, args, { cwd: ROOT, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });

/**
 * Packs the package, installs the tarball into `host`'s node_modules and checks both; returns package.json.
 * `installed` is called as soon as the package is in node_modules (run.mjs starts the Next.js build then).
 */
export function packAndInstall(host, { installed: whenInstalled } = {}) {
  // 1. What npm would publish.
  const [packed] = JSON.parse(run('npm', ['pack', '--json', '--pack-destination', host]));
  const files = packed.files.map((f) => f.path);
  const allowed = /^(package\.json|README\.md|LICENSE|CHANGELOG\.md|dist\/.+)$/;
  check(
    files.every((f) => allowed.test(f)),
    `the tarball holds only dist/, the README, LICENSE and CHANGELOG (${files.length} files)`,
  );
  for (const needed of [
    'dist/sport-widgets.js',
    'dist/custom-elements.json',
    'dist/sport-widgets.d.ts',
    'dist/jsx-react.d.ts',
    'dist/vue.d.ts',
    'dist/importmap.json',
    // Editor data and Svelte typings (issue 31 item 7): package.json's `web-types` and the README's VS Code settings.
    'dist/svelte.d.ts',
    'dist/web-types.json',
    'dist/vscode.html-custom-data.json',
    'dist/vscode.css-custom-data.json',
  ]) {
    check(files.includes(needed), `the tarball has ${needed}`);
  }
  check(
    files.some((f) => /^dist\/chunks\/core-.+\.js$/.test(f)),
    'the tarball has the lazily loaded chunks',
  );
  const pkg = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8'));
  check(
    !pkg.private && !!pkg.license && !!pkg.customElements && !!pkg.types,
    'package.json is publishable (license, types, customElements)',
  );
  check(!pkg.dependencies, 'installing the package pulls no dependencies (everything is bundled in dist/)');

  // 2. Installed into a host app.
  const installed = join(host, 'node_modules/sport-widgets');
  mkdirSync(installed, { recursive: true });
  run('tar', ['-xzf', join(host, packed.filename), '-C', installed, '--strip-components=1']);
  whenInstalled?.();
  const manifest = JSON.parse(readFileSync(join(installed, 'dist/custom-elements.json'), 'utf8'));
  check(manifest.package.version === pkg.version, `the manifest carries the package's version ${pkg.version}`);
  check(
    files.includes(pkg['web-types'].replace(/^\.\//, '')),
    `package.json's web-types (${pkg['web-types']}) is in the tarball`,
  );
  // A React host hovering `play-type=` sees its description: the published typings carry it as JSDoc.
  check(
    /\/\*\* The play-type tab shown first\. \*\/\n {2}'play-type'\?:/.test(
      readFileSync(join(installed, 'dist/sport-widgets.d.ts'), 'utf8'),
    ),
    "the published typings carry each attribute's description as JSDoc (play-type's, for a .tsx hover)",
  );
  const integrity = JSON.parse(readFileSync(join(installed, 'dist/integrity.json'), 'utf8'))['sport-widgets.js'];
  check(
    integrity ===
      `sha384-${createHash('sha384')
        .update(readFileSync(join(installed, 'dist/sport-widgets.js')))
        .digest('base64')}`,
    'dist/integrity.json holds the SRI hash of the loader a CDN snippet names',
  );
  const mapped = Object.keys(JSON.parse(readFileSync(join(installed, 'dist/importmap.json'), 'utf8')).integrity);
  const modules = files.filter((f) => /^dist\/.+\.js$/.test(f)).map((f) => `./${f.slice('dist/'.length)}`);
  check(
    modules.length > 1 && modules.every((m) => mapped.includes(m)) && mapped.length === modules.length,
    `dist/importmap.json holds the integrity of the loader and every chunk (${mapped.length} modules)`,
  );
  check(
    readFileSync(
      join(installed, 'dist/chunks', files.find((f) => /core-.+\.js$/.test(f)).slice('dist/chunks/'.length)),
      'utf8',
    ).includes(pkg.version),
    'the runtime carries the same version (one source: package.json)',
  );

  // Importing the package where there is no DOM (Node; a server render of a Next.js 'use client' file; a worker)
  // neither throws nor does anything: the loader waits for a document with custom elements (issue 31 item 1).
  try {
    const out = execFileSync(
      process.execPath,
      [
        '--input-type=module',
        '-e',
        "await import('sport-widgets'); console.log(typeof globalThis.SportWidgets, typeof globalThis.document);",
      ],
      { cwd: host, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] },
    );
    check(
      out.trim() === 'undefined undefined',
      `\`import('sport-widgets')\` in Node exits 0 and installs nothing (${out.trim()})`,
    );
  } catch (error) {
    check(false, `\`import('sport-widgets')\` in Node exits 0:\n${error.stderr}`);
  }

  // 3. A React 19 host and a Vue 3 host type-check against the published typings.
  cpSync(join(import.meta.dirname, 'host.tsx'), join(host, 'host.tsx'));
  cpSync(join(import.meta.dirname, 'host-vue.ts'), join(host, 'host-vue.ts'));
  writeFileSync(
    join(host, 'tsconfig.json'),
    JSON.stringify({
      compilerOptions: {
        target: 'es2022',
        module: 'esnext',
        moduleResolution: 'bundler',
        jsx: 'react-jsx',
        strict: true,
        noEmit: true,
        skipLibCheck: false,
        lib: ['es2022', 'dom'],
        types: [],
      },
      files: ['host.tsx', 'host-vue.ts'],
    }),
  );
  try {
    run(join(ROOT, 'node_modules/.bin/tsc'), ['-p', host]);
    check(
      true,
      'a React 19 .tsx host and a Vue 3 host type-check against the package (tags, attributes, events, window.SportWidgets)',
    );
  } catch (error) {
    check(
      false,
      `a React 19 .tsx host and a Vue 3 host type-check against the package:\n${error.stdout}${error.stderr}`,
    );
  }
  return pkg;
}
