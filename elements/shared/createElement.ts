// Turns a feature's React component into a custom element with an open shadow root, on top of r2wc,
// mending its known traps: empty or removed attributes reset the prop, properties set before the
// element upgraded are applied, the token is never written to an attribute, and every element joins
// the runtime's lifecycle while connected.
import type { ComponentType } from 'react';
import r2wc from '@r2wc/react-to-web-component';
import { parseConfigValue } from '../../src/runtime/config';
import { dispatchOnEach } from '../../src/runtime/events';
import { preloadTranslations } from '../../src/runtime/language';
import { getRuntime } from '../../src/runtime/runtime';
import type { ElementProps } from '../../src/ui/Shell';
import { RUNTIME_ATTRIBUTES, SHARED_PROPS, type PropType } from './attributes';
import { adoptStyles } from './styles';
import baseCss from './base.css?inline';

const R2WC_PROPS = Symbol.for('r2wc.props');
const R2WC_RENDER = Symbol.for('r2wc.render');
const READY_HEARD = 'sport-widgets.ready-heard';

const kebab = (name: string) =>
  name.replace(/([a-z0-9])([A-Z])/g, (_, a: string, b: string) => `${a}-${b.toLowerCase()}`);

interface R2wcInternals extends HTMLElement {
  [R2WC_PROPS]: Record<string, unknown>;
  [R2WC_RENDER](): void;
  attributeChangedCallback(name: string, old: string | null, value: string | null): void;
  connectedCallback(): void;
  disconnectedCallback(): void;
}

/** What an element starts as it connects, before React first renders. */
export interface ElementStart {
  /** The feature's translation namespaces (its Shell's), downloaded at once with the base ones. */
  namespaces?: readonly string[];
  /** Starts the element's first data request from its attributes (e.g. the match list's first page). */
  prefetch?: (element: HTMLElement) => void;
}

const warned = new Set<string>();

// Our tags not upgraded yet (their code is still on its way) that carry a page-wide setting.
const PENDING_SETTINGS = Object.keys(RUNTIME_ATTRIBUTES)
  .map((name) => `[${name}]:not(:defined)`)
  .join();

/**
 * Applies the page-wide settings (api-base, lang, …) written on our tags that have not upgraded yet, except those
 * `element` sets itself: a tag whose code arrives first (a bare <sport-match-list>) then sends its first request
 * with the api-base of a <sport-bet-history api-base> or <sport-app api-base> elsewhere on the page, in either order.
 */
function applyPendingSettings(element: HTMLElement): void {
  const runtime = getRuntime();
  const roots = new Set([document, element.getRootNode()]) as Set<Document | ShadowRoot>;
  for (const root of roots)
    for (const other of root.querySelectorAll?.(PENDING_SETTINGS) ?? [])
      if (other !== element && other.localName.startsWith('sport-'))
        for (const [name, key] of Object.entries(RUNTIME_ATTRIBUTES)) {
          if (element.hasAttribute(name)) continue;
          const value = parseConfigValue(key, other.getAttribute(name));
          if (value !== undefined) runtime.configure({ [key]: value });
        }
}

/** Says once per attribute and value that a value is not one the element understands (it is ignored). */
function warnInvalid(tag: string, name: string, value: string | null): void {
  const text = `[sport-widgets] <${tag}> ignores ${name}="${value}"`;
  if (value && !warned.has(text)) console.warn(warned.add(text) && text);
}

/** How r2wc parses the attribute of a prop with values of type T. */
type PropTypeOf<T> = [T] extends [boolean]
  ? 'boolean'
  : [T] extends [number]
    ? 'number'
    : [T] extends [string]
      ? 'string'
      : 'json';

/** The declaration (each elements/<name>/props.ts) a component's own props need: each one, with the type its attribute parses to
 *  (the ElementProps every element has are declared once, in SHARED_PROPS). */
export type DeclaredProps<P> = {
  readonly [K in Exclude<keyof P, keyof ElementProps>]-?: PropTypeOf<NonNullable<P[K]>>;
};

/** `D`, when it declares exactly the component's own props; a missing, extra or mistyped one fails to compile. */
export type ExactProps<P, D> = D & DeclaredProps<P> & Record<Exclude<keyof D, keyof DeclaredProps<P>>, never>;

/** Builds the element class for `component` with its own props (camelCase name to type), CSS and start work. The
 *  declared props are typed against the component's, so an attribute and its prop cannot drift apart. */
export function createSportElement<P extends ElementProps, D extends Record<string, PropType>>(
  tag: string,
  component: ComponentType<P>,
  props: ExactProps<P, D>,
  css: string,
  start: ElementStart = {},
): CustomElementConstructor {
  const allProps: Record<string, PropType> = { ...SHARED_PROPS, ...props };
  const Base = r2wc(component, { shadow: 'open', props: allProps as never }) as unknown as {
    new (): R2wcInternals;
    observedAttributes: string[];
  };
  // React 19 and Vue set a camelCase prop on a tag not defined yet as an attribute, which HTML lowercases
  // (matchId → matchid): those are read as the kebab-case attribute.
  const kebabOf = new Map(Object.keys(allProps).map((name) => [name.toLowerCase(), kebab(name)]));
  const propByAttribute = new Map(Object.keys(allProps).map((name) => [kebab(name), name]));
  const upgradeNames = [...Object.keys(allProps), 'token'];

  class SportElement extends Base {
    static get observedAttributes() {
      return [...new Set([...Base.observedAttributes, ...kebabOf.keys()]), 'token', ...Object.keys(RUNTIME_ATTRIBUTES)];
    }

    /** The token goes to the runtime (memory and st-auth), never back into an attribute. */
    get token(): string | null {
      return getRuntime().token.get();
    }

    set token(value: string | null) {
      getRuntime().setToken(value);
    }

    /** Set while this element removes the token attribute it has read, so that removal is not a logout. */
    #clearingToken = false;

    attributeChangedCallback(attribute: string, old: string | null, value: string | null) {
      const runtime = getRuntime();
      const name = kebabOf.get(attribute) ?? attribute;
      if (name === 'token') {
        if (this.#clearingToken) return;
        runtime.setToken(value);
        // Read once, then gone from the DOM: other scripts and DOM dumps never see the token (the session stays).
        if (value !== null) {
          this.#clearingToken = true;
          this.removeAttribute('token');
          this.#clearingToken = false;
        }
        return;
      }
      if (name in RUNTIME_ATTRIBUTES) {
        const key = RUNTIME_ATTRIBUTES[name as keyof typeof RUNTIME_ATTRIBUTES];
        const parsed = parseConfigValue(key, value);
        if (parsed !== undefined) runtime.configure({ [key]: parsed });
        else warnInvalid(tag, name, value);
        return;
      }
      if ((name === 'theme' || name === 'mode') && parseConfigValue(name, value) === undefined)
        warnInvalid(tag, name, value);
      const prop = propByAttribute.get(name);
      if (prop && (value === null || value === '')) {
        // r2wc ignores empty and removed attributes: a bare boolean attribute means true, a removed or
        // empty other one resets the prop.
        if (value === '' && allProps[prop] === 'boolean') this[R2WC_PROPS][prop] = true;
        else delete this[R2WC_PROPS][prop];
        if (this.isConnected) this[R2WC_RENDER]();
        return;
      }
      super.attributeChangedCallback(name, old, value);
    }

    /** True from the first connection until a disconnection that was not a move. */
    #mounted = false;

    connectedCallback() {
      // Moved (removed and inserted again in the same task): the React tree and the page's services stay as they are.
      if (this.#mounted) return;
      this.#mounted = true;
      // A property set before the element upgraded shadows the class accessor: re-apply it.
      for (const name of upgradeNames) {
        if (Object.prototype.hasOwnProperty.call(this, name)) {
          const value = (this as unknown as Record<string, unknown>)[name];
          delete (this as unknown as Record<string, unknown>)[name];
          (this as unknown as Record<string, unknown>)[name] = value;
        }
      }
      if (this.shadowRoot) adoptStyles(this.shadowRoot, [baseCss, css]);
      applyPendingSettings(this);
      const runtime = getRuntime();
      runtime.lifecycle.acquire(this);
      // The first data and the translations download side by side while React renders.
      start.prefetch?.(this);
      if (start.namespaces) preloadTranslations(start.namespaces);
      super.connectedCallback();
      // Each element hears sport-ready as it connects; a node above several elements (the document) hears it once.
      dispatchOnEach(
        [this],
        'sport-ready',
        { version: runtime.version },
        runtime.singleton(READY_HEARD, () => new WeakSet()),
      );
    }

    disconnectedCallback() {
      // Torn down only if still out of the document once the current task's microtasks ran, so a move
      // (appendChild elsewhere, a framework re-parenting it) keeps its state and the page's sockets.
      queueMicrotask(() => {
        if (this.isConnected || !this.#mounted) return;
        this.#mounted = false;
        super.disconnectedCallback();
        getRuntime().lifecycle.release(this);
      });
    }
  }
  Object.defineProperty(SportElement, 'name', { value: `SportElement_${tag.replace(/-/g, '_')}` });
  return SportElement as unknown as CustomElementConstructor;
}
