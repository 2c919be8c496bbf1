// The frame of every element (ShellFrame: theme, mode, direction, language, translations, error
// boundary) with the element's toast layer and the ended-session banner around the feature.
import { lazy, Suspense, type ReactNode } from 'react';
import { sessionEnd } from '../runtime/sessionEnd';
import { ShellFrame, type ShellFrameProps } from './ShellFrame';
import { ToastHost } from './Toast';
import { useStore } from './useStore';
import skeletonCss from './skeleton.css?inline';

/**
 * The CSS every element with a Shell adopts first, after base.css: the loading skeleton. Not in base.css, which
 * goal notifications share and whose first download never shows a loading state (about 150 B gzip less there).
 */
export const SHELL_CSS = skeletonCss;

/** Props every element's React root receives from its custom element. */
export interface ElementProps {
  container?: HTMLElement;
  theme?: string;
  mode?: string;
}

const SessionEndBanner = lazy(() => import('./SessionEndBanner'));

/** The banner once the server ended the session (505 or 405), until the next login. */
function SessionEnd() {
  const why = useStore(sessionEnd());
  return (
    why && (
      <Suspense>
        <SessionEndBanner why={why} />
      </Suspense>
    )
  );
}

const withToasts = (content: ReactNode) => (
  <ToastHost>
    <SessionEnd />
    {content}
  </ToastHost>
);

/** Wraps a feature so it renders in the user's language, direction and theme, shows toasts, and never crashes the host. */
export function Shell(props: Omit<ShellFrameProps, 'around'>) {
  return <ShellFrame {...props} around={withToasts} />;
}
