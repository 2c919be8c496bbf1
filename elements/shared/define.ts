// The one guarded registration. The first copy of the bundle on a page to define a tag serves every tag; another
// copy (a host's build beside a pasted snippet) defines nothing, so the state of two copies never mixes. A tag
// defined by something else is skipped, never thrown over.
import { RUNTIME_VERSION } from '../../src/runtime/runtime';

// Also read by the loader (elements/loader.ts): a copy arriving after this one served the page reports itself idle.
const SERVING = Symbol.for('sport-widgets.serving-copy');
const warned = new Set<string>();
const THIS_COPY = {
  version: RUNTIME_VERSION,
  /** Another copy of `version` stays idle: one console warning per other version. */
  idle(version: string): void {
    if (version === RUNTIME_VERSION || warned.has(version)) return;
    warned.add(version);
    console.warn(`[sport-widgets] ${RUNTIME_VERSION} serves the page; ${version} stays idle`);
  },
};

/** Defines `tag` unless another copy serves the page (it hears this copy is idle) or the tag exists. */
export function defineOnce(tag: string, ctor: CustomElementConstructor): void {
  const serving = ((globalThis as unknown as Record<symbol, Partial<typeof THIS_COPY>>)[SERVING] ??= THIS_COPY);
  if (serving !== THIS_COPY) serving.idle?.(RUNTIME_VERSION);
  else if (!customElements.get(tag)) customElements.define(tag, ctor);
}
