// The build step that makes the loader fetch a tag's shared chunks beside its define chunk (one round trip, not two).
import { describe, expect, it } from 'vitest';
import { parallelTagChunks } from '../../../vite.config';

type Chunk = { type: 'chunk'; isEntry?: boolean; imports?: string[]; code?: string };

const OWN_FILE = '/sport-widgets\\.js$/.test(import.meta.url)&&';
/** Code of a chunk big enough to be prefetched (2 KB and more). */
const BIG = 'x'.repeat(2048);

function run(bundle: Record<string, Chunk>): Record<string, Chunk> {
  parallelTagChunks.generateBundle(undefined, bundle);
  return bundle;
}

describe('parallel tag chunks', () => {
  it('starts every static import of a define chunk (2 KB or more), transitively, before importing the define chunk itself, only while the loader is its own file (a host bundler renames our chunks)', () => {
    const bundle = run({
      'sport-widgets.js': { type: 'chunk', isEntry: true, code: 'a={"x":()=>import(`./chunks/define-a.js`)}' },
      'chunks/define-a.js': { type: 'chunk', imports: ['chunks/feed.js'] },
      'chunks/feed.js': { type: 'chunk', imports: ['chunks/core.js'], code: BIG },
      'chunks/core.js': { type: 'chunk', imports: [], code: BIG },
    });
    expect(bundle['sport-widgets.js'].code).toBe(
      `a={"x":()=>(${OWN_FILE}["./chunks/feed.js","./chunks/core.js"].forEach(u=>import(u).catch(()=>0)),import(\`./chunks/define-a.js\`))}`,
    );
  });

  it('reads the unminified loader too, whose imports are double-quoted (builds made for profiling)', () => {
    const bundle = run({
      'sport-widgets.js': { type: 'chunk', isEntry: true, code: 'x: () => import("./chunks/define-a.js")' },
      'chunks/define-a.js': { type: 'chunk', imports: ['chunks/core.js'] },
      'chunks/core.js': { type: 'chunk', imports: [], code: BIG },
    });
    expect(bundle['sport-widgets.js'].code).toBe(
      `x: () => (${OWN_FILE}["./chunks/core.js"].forEach(u=>import(u).catch(()=>0)),import("./chunks/define-a.js"))`,
    );
  });

  it('leaves out chunks under 2 KB, which the define chunk asks for itself, but never the rolldown runtime', () => {
    const bundle = run({
      'sport-widgets.js': { type: 'chunk', isEntry: true, code: 'a={"x":()=>import(`./chunks/define-a.js`)}' },
      'chunks/define-a.js': { type: 'chunk', imports: ['chunks/enums.js', 'chunks/core.js'] },
      'chunks/enums.js': { type: 'chunk', imports: [], code: 'small' },
      'chunks/core.js': { type: 'chunk', imports: ['chunks/rolldown-runtime-a.js'], code: BIG },
      'chunks/rolldown-runtime-a.js': { type: 'chunk', imports: [], code: 'tiny' },
    });
    expect(bundle['sport-widgets.js'].code).toBe(
      `a={"x":()=>(${OWN_FILE}["./chunks/core.js","./chunks/rolldown-runtime-a.js"].forEach(u=>import(u).catch(()=>0)),import(\`./chunks/define-a.js\`))}`,
    );
  });

  it('leaves a define chunk without static imports, and every other import, as it was', () => {
    const code = 'a={"x":()=>import(`./chunks/define-b.js`),y:()=>import(`./chunks/hostApi.js`)}';
    const bundle = run({
      'sport-widgets.js': { type: 'chunk', isEntry: true, code },
      'chunks/define-b.js': { type: 'chunk', imports: [] },
      'chunks/hostApi.js': { type: 'chunk', imports: ['chunks/core.js'] },
    });
    expect(bundle['sport-widgets.js'].code).toBe(code);
  });

  it("stops the build when the loader's define imports are not found (a changed output format must not go unnoticed)", () => {
    expect(() =>
      run({ 'sport-widgets.js': { type: 'chunk', isEntry: true, code: 'a={"x":()=>import(base+"define-a.js")}' } }),
    ).toThrow(/no define-chunk import/);
  });
});
