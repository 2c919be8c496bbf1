// The toast layer of spec §2, loaded with an element's first toast: the toasts in the top layer (a manual popover,
// so no host z-index hides them), each with its close button; a click on a toast runs its onClick.
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useT } from './i18n';
import type { ShownToast } from './Toast';
import toastCss from './toast.css?inline';
import { viewCssRef } from './viewCss';

const withToastCss = viewCssRef(toastCss);

/** The element's toasts in the top layer (a manual popover), announced politely. */
export default function ToastLayer({ toasts, onClose }: { toasts: ShownToast[]; onClose: (id: number) => void }) {
  const { t } = useT();
  const layer = useRef<HTMLDivElement>(null);
  // The live region is in the page one render before its first toast, so screen readers announce that toast.
  const [announcing, setAnnouncing] = useState(false);
  useEffect(() => setAnnouncing(true), []);
  useLayoutEffect(() => {
    const el = layer.current as (HTMLDivElement & { showPopover?: () => void; hidePopover?: () => void }) | null;
    withToastCss(el);
    if (!el?.showPopover) return;
    const open = el.matches(':popover-open');
    if (toasts.length && !open) el.showPopover();
    if (!toasts.length && open) el.hidePopover?.();
  }, [toasts.length]);
  return (
    <div ref={layer} popover="manual" className="sport-toasts" part="toasts" role="status" aria-live="polite">
      {announcing &&
        toasts.map((toast) => (
          <div
            key={toast.id}
            className="sport-toast"
            part="toast"
            data-kind={toast.kind ?? 'info'}
            data-closing={toast.closing || undefined}
            onClick={toast.onClick}
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
