// The frame of every element (ShellFrame: theme, mode, direction, language, translations, error
// boundary) with the element's toast layer around the feature.
import type { ReactNode } from 'react';
import { ShellFrame, type ShellFrameProps } from './ShellFrame';
import { ToastHost } from './Toast';

/** Props every element's React root receives from its custom element. */
export interface ElementProps {
  container?: HTMLElement;
  theme?: string;
  mode?: string;
}

const withToasts = (content: ReactNode) => <ToastHost>{content}</ToastHost>;

/** Wraps a feature so it renders in the user's language, direction and theme, shows toasts, and never crashes the host. */
export function Shell(props: Omit<ShellFrameProps, 'around'>) {
  return <ShellFrame {...props} around={withToasts} />;
}
