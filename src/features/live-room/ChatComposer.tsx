// Where a viewer writes: the message being replied to (cancelable), the emoji picker, sharing a bet, the input
// (disabled with its reason when banned, muted or unavailable) and a count of characters left near the limit
// (spec §3 remindMsgLength: a message over it is refused here before the server's R00).
import { lazy, Suspense, useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useSnapshot } from 'valtio/react';
import { insertAt } from '../../domain/chatEmoji';
import { REMIND_FROM_LEFT, charactersLeft } from '../../domain/chatInput';
import { setReply, takeUnsent } from '../../state/live/chatActions';
import { sendChat } from '../../state/live/chat';
import type { RoomState } from '../../state/live/rooms';
import { useT } from '../../ui/i18n';

// The picker and the show-order dialog load when first opened: most viewers only read and type.
const EmojiPicker = lazy(() => import('./EmojiPicker'));
const ShowOrderDialog = lazy(() => import('./ShowOrderDialog'));

/** The composer of a room's chat (logged-in viewers). */
export function ChatComposer({ room, placeholder }: { room: RoomState; placeholder: string }) {
  const { t } = useT(['live']);
  const chat = useSnapshot(room.chat);
  const [text, setText] = useState('');
  const [emojiOpen, setEmojiOpen] = useState(false);
  const [sharing, setSharing] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const emojiButton = useRef<HTMLButtonElement>(null);
  const pickerId = useId();
  const left = charactersLeft(text, chat.remindMsgLength);
  // A message the server refused comes back into an empty input (nothing typed is lost).
  useEffect(() => {
    if (chat.unsent === null) return;
    const unsent = takeUnsent(room.liveRoomId) ?? '';
    setText((current) => current || unsent);
  }, [chat.unsent, room.liveRoomId]);
  const disabled = chat.inputDisabled;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // Sent: the emoji panel closes with it (issue 29), as a phone's keyboard does.
    if (sendChat(room.liveRoomId, text)) {
      setText('');
      setEmojiOpen(false);
    }
  };
  const pick = (emoji: string) => {
    const el = input.current;
    const next = insertAt(text, emoji, el?.selectionStart ?? text.length, el?.selectionEnd ?? text.length);
    setText(next.text);
    requestAnimationFrame(() => {
      el?.focus();
      el?.setSelectionRange(next.caret, next.caret);
    });
  };
  const closeEmoji = () => {
    setEmojiOpen(false);
    emojiButton.current?.focus();
  };

  return (
    <div className="live-composer">
      {chat.replyMsg && !disabled && (
        <p className="live-reply" role="status">
          <span className="live-reply-label">{t('live:chat.replyingTo', { name: chat.replyMsg.nickName })}</span>
          <span className="live-quote-text">{chat.replyMsg.text}</span>
          <button
            type="button"
            className="live-icon-button"
            aria-label={t('live:chat.cancelReply')}
            onClick={() => {
              setReply(room.liveRoomId, null);
              input.current?.focus();
            }}
          >
            ×
          </button>
        </p>
      )}
      {emojiOpen && !disabled && (
        <Suspense fallback={<p className="live-muted">{t('common:loading')}</p>}>
          <EmojiPicker id={pickerId} onPick={pick} onClose={closeEmoji} />
        </Suspense>
      )}
      <div className="live-compose-row">
        <button
          ref={emojiButton}
          type="button"
          className="live-icon-button live-emoji-toggle"
          aria-label={t('live:chat.emoji')}
          aria-expanded={emojiOpen}
          aria-controls={emojiOpen ? pickerId : undefined}
          disabled={disabled}
          onClick={() => setEmojiOpen((open) => !open)}
        >
          🙂
        </button>
        {room.matchId && (
          <button
            type="button"
            className="live-icon-button live-share-toggle"
            disabled={disabled}
            onClick={() => setSharing(true)}
          >
            {t('live:chat.showOrder')}
          </button>
        )}
        <form className="live-input" onSubmit={submit}>
          <input
            ref={input}
            type="text"
            value={text}
            onChange={(event) => setText(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === 'Escape' && chat.replyMsg) setReply(room.liveRoomId, null);
            }}
            placeholder={placeholder}
            aria-label={placeholder}
            aria-describedby={left <= REMIND_FROM_LEFT ? `${pickerId}-left` : undefined}
            disabled={disabled}
            enterKeyHint="send"
          />
          <button type="submit" className="sport-button" disabled={disabled || text.trim() === '' || left < 0}>
            {t('live:chat.send')}
          </button>
        </form>
      </div>
      {left <= REMIND_FROM_LEFT && !disabled && (
        <p id={`${pickerId}-left`} className={left < 0 ? 'live-error' : 'live-muted'} aria-live="polite">
          {left < 0 ? t('live:chat.overBy', { n: -left }) : t('live:chat.charactersLeft', { n: left })}
        </p>
      )}
      {sharing && (
        <Suspense fallback={null}>
          <ShowOrderDialog room={room} onClose={() => setSharing(false)} />
        </Suspense>
      )}
    </div>
  );
}
