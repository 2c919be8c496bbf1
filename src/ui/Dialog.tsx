// A modal dialog in the top layer (<dialog>.showModal()): focus stays inside, Escape and the back gesture close it
// (useDismiss: also the browser's Back where the page's history is ours), the host's z-index cannot hide it.
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { useDismiss } from './useDismiss';
import { viewCssRef } from './viewCss';
import dialogCss from './dialog.css?inline';

const withDialogCss = viewCssRef(dialogCss);

interface DialogProps {
  open: boolean;
  title: string;
  onClose: () => void;
  children: ReactNode;
  /** Bottom sheet on mobile. */
  sheet?: boolean;
}

/** Shows its children as a modal dialog while `open`. */
export function Dialog({ open, title, onClose, children, sheet }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal?.();
    if (!open && dialog.open) dialog.close();
  }, [open]);
  useDismiss(open, onClose, ref, { native: true });
  return (
    <dialog
      ref={(node) => {
        ref.current = node;
        withDialogCss(node);
      }}
      className="sport-dialog"
      part={sheet ? 'dialog sheet' : 'dialog'}
      data-sheet={sheet || undefined}
      aria-labelledby={titleId}
      onCancel={(e) => {
        e.preventDefault();
        onClose();
      }}
    >
      <header className="sport-dialog-header">
        <h2 id={titleId}>{title}</h2>
        <button type="button" className="sport-dialog-close" aria-label="×" onClick={onClose}>
          ×
        </button>
      </header>
      {open && children}
    </dialog>
  );
}
