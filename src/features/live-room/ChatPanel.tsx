// The chat of a room: the log, why chat is unavailable, refusals of what was sent (R00-R06), and the input
// (disabled with the server's placeholder when muted, banned or unavailable; a login prompt when anonymous).
import { useState, type FormEvent } from 'react';
import { useSnapshot } from 'valtio/react';
import { dismissRefusal, sendChat } from '../../state/live/chat';
import type { RoomState } from '../../state/live/rooms';
import { requireLogin } from '../../state/session/tracking';
import { useT } from '../../ui/i18n';
import { ChatLog } from './ChatLog';
import { useHostElement } from './useHostElement';

/** Chat panel of a room. */
export function ChatPanel({ room }: { room: RoomState }) {
  const { t } = useT(['live']);
  const [ref, host] = useHostElement();
  const chat = useSnapshot(room.chat);
  const [text, setText] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (sendChat(room.liveRoomId, text)) setText('');
  };
  const placeholder = chat.placeholderText ?? t(chat.placeholderKey);
  return (
    <section ref={ref} className="live-chat" part="chat" aria-label={t('live:chat.title')}>
      {chat.connection === 'reconnecting' && (
        <p className="live-muted" role="status">
          {t('common:connection.reconnecting')}
        </p>
      )}
      {chat.connection === 'closed' && (
        <p className="live-warn" role="status">
          {t('common:connection.disconnected')}
        </p>
      )}
      <ChatLog messages={chat.messages} label={t('live:chat.title')} />
      {chat.messages.length === 0 && <p className="live-muted">{t('live:chat.empty')}</p>}
      {chat.chatError && (
        <p className="live-error" role="alert">
          {t(chat.chatError)}
        </p>
      )}
      {chat.refusal && chat.refusal !== chat.chatError && (
        <p className="live-error" role="alert">
          {t(chat.refusal)}{' '}
          <button type="button" className="live-link" onClick={() => dismissRefusal(room.liveRoomId)}>
            {t('common:close')}
          </button>
        </p>
      )}
      {chat.readOnly ? (
        <p className="live-login">
          <span>{t('live:chat.loginToChat')}</span>{' '}
          <button type="button" className="sport-button" onClick={() => requireLogin('live-chat', host())}>
            {t('common:login')}
          </button>
        </p>
      ) : (
        <form className="live-input" onSubmit={submit}>
          <input
            type="text"
            value={text}
            onChange={(event) => setText(event.target.value)}
            placeholder={placeholder}
            aria-label={placeholder}
            disabled={chat.inputDisabled}
            enterKeyHint="send"
          />
          <button type="submit" className="sport-button" disabled={chat.inputDisabled || text.trim() === ''}>
            {t('live:chat.send')}
          </button>
        </form>
      )}
    </section>
  );
}
