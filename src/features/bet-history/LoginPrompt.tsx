// What an anonymous user sees: a prompt and a button asking the host to log in (sport-login-required).
import { useRef } from 'react';
import { requireLogin } from '../../state/session/tracking';
import { useT } from '../../ui/i18n';

/** Log-in prompt of the bet history. */
export function LoginPrompt() {
  const { t } = useT(['history']);
  const button = useRef<HTMLButtonElement>(null);
  return (
    <div className="sport-state history-login" part="login-prompt" role="status">
      <p>{t('history:loginPrompt')}</p>
      <button
        ref={button}
        type="button"
        className="sport-button"
        onClick={() => requireLogin('bet-history', button.current ?? undefined)}
      >
        {t('common:login')}
      </button>
    </div>
  );
}
