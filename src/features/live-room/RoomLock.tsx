// A locked room (spec §4 Room lock, §6 "rooms can be locked by permission rules with unlocking tips"):
// the tips with whether each is obtained, and a login button for an anonymous viewer.
import { useSnapshot } from 'valtio/react';
import { RoomPermissionCode } from '../../domain/liveEnums';
import { getRuntime } from '../../runtime/runtime';
import type { RoomState } from '../../state/live/rooms';
import { loadPermission } from '../../state/live/roomActions';
import { requireLogin } from '../../state/session/tracking';
import { useT } from '../../ui/i18n';
import { useStore } from '../../ui/useStore';
import { useHostElement } from './useHostElement';

/** The lock panel with its unlocking tips. */
export function RoomLock({ room }: { room: RoomState }) {
  const { t } = useT(['live']);
  const [ref, host] = useHostElement();
  const token = useStore(getRuntime().token);
  const { permission, liveRoomId } = useSnapshot(room);
  const tips = permission?.tips ?? [];
  return (
    <div ref={ref} className="live-lock" part="room-lock" role="region" aria-label={t('live:lock.title')}>
      <p className="live-lock-title">
        <span aria-hidden="true">🔒</span> {t('live:lock.title')}
      </p>
      {permission?.error ? (
        <p data-field="permission-error">
          <span dir="auto">{permission.error.message ?? t('live:lock.unknown')}</span>{' '}
          <button type="button" className="live-link" onClick={() => void loadPermission(liveRoomId)}>
            {t('common:retry')}
          </button>
        </p>
      ) : permission ? (
        <>
          <p>{t(permission.code === RoomPermissionCode.All ? 'live:lock.needAll' : 'live:lock.needOne')}</p>
          <ul className="live-tips">
            {tips.map((tip, i) => (
              <li key={i} data-obtained={tip.isObtain}>
                <span aria-hidden="true">{tip.isObtain ? '✓' : '○'}</span> {t('live:lock.tip', { n: i + 1 })}{' '}
                {tip.name && <span className="live-tip-name">{tip.name}</span>}{' '}
                <span className="live-muted">{t(tip.isObtain ? 'live:lock.obtained' : 'live:lock.notObtained')}</span>
              </li>
            ))}
          </ul>
        </>
      ) : (
        <p>
          {t('live:lock.unknown')}{' '}
          <button type="button" className="live-link" onClick={() => void loadPermission(liveRoomId)}>
            {t('common:retry')}
          </button>
        </p>
      )}
      {!token && (
        <button type="button" className="sport-button" onClick={() => requireLogin('live-room-locked', host())}>
          {t('common:login')}
        </button>
      )}
    </div>
  );
}
