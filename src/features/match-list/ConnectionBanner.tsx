// The push socket's state, visible to the user: reconnecting, or disconnected with a retry (spec §4). Loaded when
// the socket is first in trouble (MatchList), not with the list.
import { getRuntime } from '../../runtime/runtime';
import { push } from '../../state/page/pushSocket';
import { withBannerCss } from '../../ui/banner';
import { useT } from '../../ui/i18n';
import { useStore } from '../../ui/useStore';

/** Nothing while connected; a polite status while reconnecting; an alert with a retry once closed. */
export default function ConnectionBanner() {
  const { t } = useT();
  const state = useStore(getRuntime().connection);
  if (state === 'reconnecting') {
    return (
      <div ref={withBannerCss} className="sport-banner" part="connection" data-state={state} role="status">
        {t('common:connection.reconnecting')}
      </div>
    );
  }
  if (state !== 'closed') return null;
  return (
    <div ref={withBannerCss} className="sport-banner" part="connection" data-state={state} role="alert">
      <span>{t('common:connection.disconnected')}</span>
      <button type="button" className="sport-button" onClick={() => push().retryNow()}>
        {t('common:retry')}
      </button>
    </div>
  );
}
