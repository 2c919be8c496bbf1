// The toast layer of spec §2, loaded with an element's first toast: the toasts in the top layer (a manual popover,
// so no host z-index hides them), each with its close button; a click on a toast runs its onClick or asks for its
// path. Inside <sport-app> it also drops the toasts spec §5 suppresses there (the login-expired text).
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { isToastSuppressed } from '../domain/toastRules';
import { getRuntime } from '../runtime/runtime';
import { useT } from './i18n';
import { hostOf } from './ShellFrame';
import type { ShownToast } from './Toast';
import toastCss from './toast.css?inline';
import { viewCssRef } from './viewCss';

const withToastCss = viewCssRef(toastCss);

/** Whether `element` is <sport-app> or one of the widgets it renders (in its shadow root, at any depth). */
export function insideApp(element: HTMLElement | undefined): boolean {
  for (let node = element; node; node = hostOf(node)) if (node.localName === 'sport-app') return true;
  return false;
}

/** The element's toasts in the top layer (a manual popover), announced politely. */
export default function ToastLayer({ toasts, onClose }: { toasts: ShownToast[]; onClose: (id: number) => void }) {
  const { t } = useT();
  const layer = useRef<HTMLDivElement>(null);
  // The live region is in the page one render before its first toast, so screen readers announce that toast.
  const [announcing, setAnnouncing] = useState(false);
  const [inApp, setInApp] = useState(false);
  useEffect(() => {
    setInApp(insideApp(hostOf(layer.current)));
    setAnnouncing(true);
  }, []);
  const shown = toasts.filter((toast) => !isToastSuppressed(toast, inApp));
  const follow = (toast: ShownToast) => {
    toast.onClick?.();
    const host = hostOf(layer.current);
    if (toast.path && host) getRuntime().emit('sport-navigate', { path: toast.path, element: host.localName }, host);
  };
  useLayoutEffect(() => {
    const el = layer.current as (HTMLDivElement & { showPopover?: () => void; hidePopover?: () => void }) | null;
    withToastCss(el);
    if (!el?.showPopover) return;
    const open = el.matches(':popover-open');
    if (shown.length && !open) el.showPopover();
    if (!shown.length && open) el.hidePopover?.();
  }, [shown.length]);
  return (
    <div ref={layer} popover="manual" className="sport-toasts" part="toasts" role="status" aria-live="polite">
      {announcing &&
        shown.map((toast) => (
          <div
            key={toast.id}
            className="sport-toast"
            part="toast"
            data-kind={toast.kind ?? 'info'}
            data-closing={toast.closing || undefined}
            data-link={toast.path ? '' : undefined}
            tabIndex={toast.path ? 0 : undefined}
            onClick={() => follow(toast)}
            onKeyDown={(e) => toast.path && e.key === 'Enter' && e.target === e.currentTarget && follow(toast)}
          >
            <strong>{toast.title}</strong>
            {toast.message && <span>{toast.message}</span>}
            <button
              type="button"
              className="sport-toast-close"
              aria-label={t('common:close')}
              onClick={(e) => {
                e.stopPropagation();
                onClose(toast.id);
              }}
            >
              ×
            </button>
          </div>
        ))}
    </div>
  );
}
