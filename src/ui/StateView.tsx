// The three states every screen can be in besides "content": loading, empty and error (with a retry).
import type { ReactNode } from 'react';
import { useT } from './i18n';

interface StateViewProps {
  kind: 'loading' | 'empty' | 'error';
  /** Overrides the default message (already translated). */
  message?: ReactNode;
  onRetry?: () => void;
}

/** Announces loading politely and errors assertively; an error always offers a retry when one is possible. */
export function StateView({ kind, message, onRetry }: StateViewProps) {
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
      {kind === 'error' && onRetry && (
        <button type="button" className="sport-button" onClick={onRetry}>
          {t('common:retry')}
        </button>
      )}
    </div>
  );
}
