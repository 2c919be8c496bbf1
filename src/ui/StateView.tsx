// The three states every screen can be in besides "content": loading, empty and error (with a retry).
import type { ReactNode } from 'react';
import { useT } from './i18n';

interface StateViewProps {
  kind: 'loading' | 'empty' | 'error';
  /** Overrides the default message (already translated). */
  message?: ReactNode;
  onRetry?: () => void;
  /** A way on from an empty state (a button). */
  action?: ReactNode;
}

/** Announces loading politely and errors assertively; an error always offers a retry when one is possible. */
export function StateView({ kind, message, onRetry, action }: StateViewProps) {
  const { t } = useT();
  const text =
    message ?? t(kind === 'loading' ? 'common:loading' : kind === 'empty' ? 'common:empty' : 'errors:loadFailed');
  return (
    <div
      className="sport-state"
      data-kind={kind}
      part={`state state-${kind}`}
      role={kind === 'error' ? 'alert' : 'status'}
      aria-live={kind === 'error' ? 'assertive' : 'polite'}
    >
      <p>{text}</p>
      {action}
      {kind === 'error' && onRetry && (
        <button type="button" className="sport-button" onClick={onRetry}>
          {t('common:retry')}
        </button>
      )}
    </div>
  );
}
