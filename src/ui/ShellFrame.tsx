// The frame of every element without the toast layer: theme and mode reflected on the host, text
// direction and language on the root, translations loaded before content, and an error boundary.
// Shell adds toasts on top; an element that never toasts (goal notifications) uses the frame alone.
import { createContext, useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { parseConfigValue } from '../runtime/config';
import { BASE_NAMESPACES } from '../runtime/language';
import { getRuntime } from '../runtime/runtime';
import { ErrorBoundary } from './ErrorBoundary';
import { StateView } from './StateView';
import { LANGUAGE_TAGS } from '../i18n/languages';
import { useT } from './i18n';
import { useStore } from './useStore';

export interface ShellFrameProps {
  /** The element's own theme/mode attributes; the runtime's apply when absent. */
  theme?: string;
  mode?: string;
  /** Translation namespaces the feature needs besides common, errors and rules. */
  namespaces?: string[];
  /** Whether the base namespaces (common, errors, rules) load too (default); false: only `namespaces`. */
  baseNamespaces?: boolean;
  /**
   * Whether the element needs the API and session at once (default). An element that can work without
   * them (goal notifications for an anonymous user) passes false and loads them only once logged in.
   */
  boot?: boolean;
  /** Wraps the content once translations are ready (Shell puts the toast host here). */
  around?: (content: ReactNode) => ReactNode;
  /** Whether a loading state shows until translations are ready (default); false: nothing, for an element that takes no space when idle. */
  loadingState?: boolean;
  children: ReactNode;
}

/** Below this width of its own, an element in mode 'auto' takes the mobile layout (seven odds no longer fit a row). */
export const NARROW_WIDTH_PX = 720;

/** The layout the element is in ('mobile' or 'desktop'), for code that only one of them needs (the phone list's market switcher). */
export const LayoutMode = createContext('desktop');

/** The custom element whose shadow root holds `node`. */
export function hostOf(node: Node | null): HTMLElement | undefined {
  const root = node?.getRootNode();
  return root instanceof ShadowRoot ? (root.host as HTMLElement) : undefined;
}

/** Whether the element is narrower than NARROW_WIDTH_PX, measured before paint and followed as it resizes. */
function useNarrow(root: { current: HTMLDivElement | null }, watch: boolean): boolean {
  const [narrow, setNarrow] = useState(false);
  useLayoutEffect(() => {
    const host = hostOf(root.current);
    if (!watch || !host) return;
    const measure = () => setNarrow(host.getBoundingClientRect().width < NARROW_WIDTH_PX);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(host);
    return () => observer.disconnect();
  }, [watch]);
  return narrow;
}

/** Wraps a feature so it renders in the user's language, direction and theme, and never crashes the host. */
export function ShellFrame({
  theme,
  mode,
  namespaces = [],
  baseNamespaces = true,
  boot = true,
  around = (c) => c,
  loadingState = true,
  children,
}: ShellFrameProps) {
  const config = useStore(getRuntime().config);
  const token = useStore(getRuntime().token);
  const { ready, lang, dir } = useT(baseNamespaces ? [...BASE_NAMESPACES, ...namespaces] : namespaces);
  const root = useRef<HTMLDivElement>(null);
  const effectiveTheme = parseConfigValue('theme', theme) ?? config.theme;
  const layoutMode = parseConfigValue('mode', mode) ?? config.mode;
  const narrow = useNarrow(root, layoutMode === 'auto');
  const effectiveMode = layoutMode === 'auto' ? (narrow ? 'mobile' : 'desktop') : layoutMode;

  // After the first render with content: the session and domain calls then stay off the first screenful's way.
  useEffect(() => {
    if (ready && (boot || token)) void import('../state/boot').then((m) => m.bootState());
  }, [ready, boot, token]);

  useLayoutEffect(() => {
    const host = hostOf(root.current);
    if (!host) return;
    // Our own attribute names: a data-theme or data-mode the host page sets on the element stays its own.
    host.dataset.sportTheme = effectiveTheme;
    host.dataset.sportMode = effectiveMode;
  }, [effectiveTheme, effectiveMode]);

  return (
    <div ref={root} className="sport-root" part="root" dir={dir} lang={LANGUAGE_TAGS[lang]} data-mode={effectiveMode}>
      {ready
        ? around(
            <LayoutMode.Provider value={effectiveMode}>
              <ErrorBoundary>{children}</ErrorBoundary>
            </LayoutMode.Provider>,
          )
        : loadingState && <StateView kind="loading" message="…" />}
    </div>
  );
}
