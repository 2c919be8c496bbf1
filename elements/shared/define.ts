// The one guarded registration: a tag already defined (a second bundle on the page) is skipped, never thrown.
import { RUNTIME_VERSION } from '../../src/runtime/runtime';

const VERSION_ATTR = Symbol.for('sport-widgets.element-version');

/** Defines `tag` unless it exists; warns when the existing definition comes from another version. */
export function defineOnce(tag: string, ctor: CustomElementConstructor): void {
  const existing = customElements.get(tag) as (CustomElementConstructor & { [VERSION_ATTR]?: string }) | undefined;
  if (existing) {
    if (existing[VERSION_ATTR] !== RUNTIME_VERSION) {
      console.warn(
        `[sport-widgets] <${tag}> kept from version ${existing[VERSION_ATTR] ?? 'unknown'} (this copy: ${RUNTIME_VERSION})`,
      );
    }
    return;
  }
  Object.defineProperty(ctor, VERSION_ATTR, { value: RUNTIME_VERSION });
  customElements.define(tag, ctor);
}
