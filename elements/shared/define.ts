// The one guarded registration. The first copy of the bundle on a page to define a tag serves every tag; another
// copy (a host's build beside a pasted snippet) defines nothing, so the state of two copies never mixes. A tag
// defined by something else is skipped, never thrown over.
import { RUNTIME_VERSION } from '../../src/runtime/runtime';

const SERVING = Symbol.for('sport-widgets.serving-copy');
const THIS_COPY = { version: RUNTIME_VERSION, warned: false };

/** Defines `tag` unless another copy serves the page or the tag exists; warns once when that copy is another version. */
export function defineOnce(tag: string, ctor: CustomElementConstructor): void {
  const serving = ((globalThis as unknown as Record<symbol, typeof THIS_COPY>)[SERVING] ??= THIS_COPY);
  if (serving === THIS_COPY) {
    if (!customElements.get(tag)) customElements.define(tag, ctor);
  } else if (serving.version !== RUNTIME_VERSION && !THIS_COPY.warned) {
    THIS_COPY.warned = true;
    console.warn(`[sport-widgets] ${serving.version} serves the page; ${RUNTIME_VERSION} stays idle`);
  }
}
