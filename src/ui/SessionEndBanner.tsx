// Tells the user, in every element, that the server ended the session (another login or expiry): betting
// waits for a new login, which the button asks the host for. The public feed keeps running meanwhile.
// Loaded, with its texts, only when a session ends (Shell's SessionEnd gate).
import type { SessionEnd } from '../runtime/sessionEnd';
import { requireLogin } from '../state/session/tracking';
import { useT } from './i18n';
import { withBannerCss } from './banner';

const NAMESPACES = ['session'];

/** An alert saying why the session ended, with "Log in again". */
export default function SessionEndBanner({ why }: { why: SessionEnd }) {
  const { t, ready } = useT(NAMESPACES);
  if (!ready) return null;
  return (
    <div ref={withBannerCss} className="sport-banner" part="session-end" data-state={why} role="alert">
      <span>{t(`session:${why}`)}</span>
      <button type="button" className="sport-button" onClick={(e) => requireLogin(`session-${why}`, e.currentTarget)}>
        {t('session:loginAgain')}
      </button>
    </div>
  );
}
