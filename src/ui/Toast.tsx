// Toasts (spec §2): 5000 ms by default, 350 px wide, may jump to a path on click, 300 ms close
// animation. They render in the element's shadow root, in the top layer (popover), and are announced; the layer
// (loaded with the first toast) drops those spec §5 suppresses.
import {
  createContext,
  lazy,
  Suspense,
  useCallback,
  useContext,
  useEffect,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { TOAST_CLOSE_MS, TOAST_MS } from '../domain/constants';

export interface ToastInput {
  title: string;
  message?: string;
  kind?: 'success' | 'error' | 'info';
  durationMs?: number;
  /** Where a click on the toast goes (the feature decides what a path means). */
  onClick?: () => void;
  /** A route a click on the toast asks for with sport-navigate (<sport-app> opens it, a host may). */
  path?: string;
}

export interface ShownToast extends ToastInput {
  id: number;
  closing: boolean;
}

const ToastContext = createContext<(toast: ToastInput) => void>(() => {});

/** Shows a toast in the nearest ToastHost. */
export function useToast(): (toast: ToastInput) => void {
  return useContext(ToastContext);
}

let nextId = 1;

// The layer's code loads with the first toast: most visits never see one.
const ToastLayer = lazy(() => import('./ToastLayer'));

/** Holds the toasts of one element and shows them above everything the host page has. */
export function ToastHost({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<ShownToast[]>([]);
  // Mounted from the first toast on (it hides its popover itself when empty).
  const [shown, setShown] = useState(false);
  if (!shown && toasts.length > 0) setShown(true);
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
      const id = nextId++;
      setToasts((all) => [...all, { ...toast, id, closing: false }]);
      later(toast.durationMs ?? TOAST_MS, () => close(id));
    },
    [close],
  );

  return (
    <ToastContext.Provider value={show}>
      {children}
      {shown && (
        <Suspense>
          <ToastLayer toasts={toasts} onClose={close} />
        </Suspense>
      )}
    </ToastContext.Provider>
  );
}
