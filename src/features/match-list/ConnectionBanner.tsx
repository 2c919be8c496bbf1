// The push socket's state, visible to the user: reconnecting, or disconnected with a retry (spec §4).
import { getRuntime } from '../../runtime/runtime';
import { push } from '../../state/page/pushSocket';
import { useT } from '../../ui/i18n';
import { useStore } from '../../ui/useStore';

/** Nothing while connected; a polite status while reconnecting; an alert with a retry once closed. */
export function ConnectionBanner() {
  const { t } = useT();
  const state = useStore(getRuntime().connection);
  if (state === 'reconnecting') {
    return (
      <div className="sport-banner" part="connection" data-state={state} role="status">
        {t('common:connection.reconnecting')}
      </div>
    );
  }
  if (state !== 'closed') return null;
  return (
    <div className="sport-banner" part="connection" data-state={state} role="alert">
      <span>{t('common:connection.disconnected')}</span>
      <button type="button" className="sport-button" onClick={() => push().retryNow()}>
        {t('common:retry')}
      </button>
    </div>
  );
}
