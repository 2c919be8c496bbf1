// Toasts (spec §2): 5000 ms by default, 350 px wide, may jump to a path on click, 300 ms close
// animation. They render in the element's shadow root, in the top layer (popover), and are announced.
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { TOAST_CLOSE_MS, TOAST_MS } from '../domain/constants';
import { isToastSuppressed } from '../domain/toastRules';
import { useT } from './i18n';

export interface ToastInput {
  title: string;
  message?: string;
  kind?: 'success' | 'error' | 'info';
  durationMs?: number;
  /** Where a click on the toast goes (the feature decides what a path means). */
  onClick?: () => void;
}

interface ShownToast extends ToastInput {
  id: number;
  closing: boolean;
}

const ToastContext = createContext<(toast: ToastInput) => void>(() => {});

/** Shows a toast in the nearest ToastHost. */
export function useToast(): (toast: ToastInput) => void {
  return useContext(ToastContext);
}

let nextId = 1;

/** Holds the toasts of one element and shows them above everything the host page has. */
export function ToastHost({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<ShownToast[]>([]);
  const timers = useRef(new Set<ReturnType<typeof setTimeout>>());
  const later = (ms: number, fn: () => void) => {
    const id = setTimeout(() => {
      timers.current.delete(id);
      fn();
    }, ms);
    timers.current.add(id);
  };
  useEffect(() => () => timers.current.forEach(clearTimeout), []);

  const close = useCallback((id: number) => {
    setToasts((all) => all.map((t) => (t.id === id ? { ...t, closing: true } : t)));
    later(TOAST_CLOSE_MS, () => setToasts((all) => all.filter((t) => t.id !== id)));
  }, []);

  const show = useCallback(
    (toast: ToastInput) => {
      if (isToastSuppressed(toast, false)) return;
      const id = nextId++;
      setToasts((all) => [...all, { ...toast, id, closing: false }]);
      later(toast.durationMs ?? TOAST_MS, () => close(id));
    },
    [close],
  );

  return (
    <ToastContext.Provider value={show}>
      {children}
      <ToastLayer toasts={toasts} onClose={close} />
    </ToastContext.Provider>
  );
}

function ToastLayer({ toasts, onClose }: { toasts: ShownToast[]; onClose: (id: number) => void }) {
  const { t } = useT();
  const layer = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const el = layer.current as (HTMLDivElement & { showPopover?: () => void; hidePopover?: () => void }) | null;
    if (!el?.showPopover) return;
    const open = el.matches(':popover-open');
    if (toasts.length && !open) el.showPopover();
    if (!toasts.length && open) el.hidePopover?.();
  }, [toasts.length]);
  return (
    <div ref={layer} popover="manual" className="sport-toasts" part="toasts" role="status" aria-live="polite">
      {toasts.map((toast) => (
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
