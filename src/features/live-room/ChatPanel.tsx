// The chat of a room: its toolbar (select messages, my titles), the log, why chat is unavailable, refusals of what
// was sent (R00-R06) and the composer (disabled with its reason when muted, banned or unavailable; a login prompt
// when anonymous). It owns the lines' actions (reply, report, delete, ban) and the dialogs they open.
import { lazy, Suspense, useMemo, useState } from 'react';
import { useSnapshot } from 'valtio/react';
import { isChatAdmin } from '../../domain/chatModeration';
import { LANGUAGE_TAGS } from '../../i18n/languages';
import { dismissRefusal } from '../../state/live/chat';
import { setReply, setSelectMode, toggleSelected } from '../../state/live/chatActions';
import type { RoomState } from '../../state/live/rooms';
import { session } from '../../state/session/session';
import { requireLogin } from '../../state/session/tracking';
import { useT } from '../../ui/i18n';
import { viewCssRef } from '../../ui/viewCss';
import { followShownOrder } from '../../state/live/chatFollow';
import { ChatLineContext, type ChatLineActions } from './chatLineContext';
import { ChatLog } from './ChatLog';
import { TitleIcons } from '../../ui/titles/TitleIcons';
import type { Moderation } from './ModerationDialogs';
import { useHostElement } from './useHostElement';
import css from './chat.css?inline';

const adoptChatCss = viewCssRef(css);

// The dialogs load when first opened.
const BetLimitNote = lazy(() => import('./BetLimitNote'));
const ModerationDialogs = lazy(() => import('./ModerationDialogs'));
const TitlePicker = lazy(() => import('../../ui/titles/TitlePicker'));
// Only a reader who may write sees the composer: a visitor's room (read-only chat) never downloads it (about 500 B gzip).
const ChatComposer = lazy(() => import('./ChatComposer').then((m) => ({ default: m.ChatComposer })));

/** Chat panel of a room. */
export function ChatPanel({ room }: { room: RoomState }) {
  const { t, lang } = useT(['live', 'titles']);
  const [ref, host] = useHostElement();
  const chat = useSnapshot(room.chat);
  const me = useSnapshot(session()).user;
  const myUid = me?.uid ?? null;
  const [menuFor, setMenuFor] = useState<string | null>(null);
  const [moderation, setModeration] = useState<Moderation | null>(null);
  const [titlesOpen, setTitlesOpen] = useState(false);
  const liveRoomId = room.liveRoomId;
  const isAdmin = isChatAdmin(chat.silenceConfigs);
  const selecting = chat.selectMessageStatus === 'Open';
  const canAct = !chat.readOnly;

  const actions = useMemo<ChatLineActions>(
    () => ({
      liveRoomId,
      myUid,
      canAct,
      isAdmin,
      canReply: !chat.inputDisabled,
      selecting,
      selected: chat.selectMessageList,
      menuFor,
      openMenu: setMenuFor,
      toggleSelected: (msgId) => toggleSelected(liveRoomId, msgId),
      reply: (item) => setReply(liveRoomId, item),
      report: (msgIds) => setModeration({ kind: 'report', msgIds }),
      remove: (msgIds) => setModeration({ kind: 'delete', msgIds }),
      ban: (item) => setModeration({ kind: 'ban', uid: item.uid, nickName: item.nickName }),
      follow: (item) => followShownOrder(liveRoomId, item),
    }),
    [liveRoomId, myUid, canAct, isAdmin, chat.inputDisabled, selecting, chat.selectMessageList, menuFor],
  );

  const banUntil = chat.chatBanInfo.banUntil;
  const betLimit = chat.betLimit;
  const placeholder =
    chat.placeholderText ??
    (betLimit
      ? t('live:chat.displayRuleError')
      : banUntil
        ? t('live:chat.bannedUntil', {
            time: new Intl.DateTimeFormat(LANGUAGE_TAGS[lang], { dateStyle: 'short', timeStyle: 'short' }).format(
              banUntil,
            ),
          })
        : t(chat.placeholderKey));
  const selected = [...chat.selectMessageList];
  return (
    <section
      ref={(el) => {
        ref.current = el as HTMLDivElement | null;
        adoptChatCss(el);
      }}
      className="live-chat"
      part="chat"
      aria-label={t('live:chat.title')}
    >
      {canAct && (
        <div className="live-chat-bar" role="toolbar" aria-label={t('live:chat.tools')}>
          <button
            type="button"
            className="live-link"
            aria-pressed={selecting}
            onClick={() => setSelectMode(liveRoomId, !selecting)}
          >
            {t(selecting ? 'live:chat.selectClose' : 'live:chat.selectOpen')}
          </button>
          <button type="button" className="live-link" onClick={() => setTitlesOpen(true)}>
            {t('titles:mine')}
            {/* Spec 3.26 userTitleDO: the user's own current title and VIP level, as icons (§6). */}
            {me?.titles && <TitleIcons titles={me.titles} />}
          </button>
        </div>
      )}
      {selecting && (
        <div className="live-select-bar" role="group" aria-label={t('live:chat.selectOpen')}>
          <span aria-live="polite">{t('live:chat.selected', { n: selected.length })}</span>
          <button
            type="button"
            className="sport-button"
            disabled={selected.length === 0}
            onClick={() => setModeration({ kind: 'report', msgIds: selected })}
          >
            {t('live:chat.report')}
          </button>
          {isAdmin && (
            <button
              type="button"
              className="sport-button live-danger"
              disabled={selected.length === 0}
              onClick={() => setModeration({ kind: 'delete', msgIds: selected })}
            >
              {t('live:chat.delete')}
            </button>
          )}
        </div>
      )}
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
      {chat.pinedAutoMsg && (
        <p className="live-pinned" part="chat-pinned" data-msg={chat.pinedAutoMsg.msgId}>
          <span aria-hidden="true">📌 </span>
          <span dir="auto">{chat.pinedAutoMsg.text}</span>
        </p>
      )}
      <ChatLineContext.Provider value={actions}>
        <ChatLog chat={room.chat} label={t('live:chat.title')} />
      </ChatLineContext.Provider>
      {chat.chatError && (
        <p className="live-error" role="alert">
          {t(chat.chatError)}
        </p>
      )}
      {chat.refusal && chat.refusal !== chat.chatError && (
        <p className="live-error" role="alert">
          {t(chat.refusal)}{' '}
          <button type="button" className="live-link" onClick={() => dismissRefusal(liveRoomId)}>
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
        <>
          {betLimit && (
            <Suspense fallback={null}>
              <BetLimitNote rule={betLimit} />
            </Suspense>
          )}
          <Suspense fallback={null}>
            <ChatComposer room={room} placeholder={placeholder} />
          </Suspense>
        </>
      )}
      <Suspense fallback={null}>
        {moderation && <ModerationDialogs room={room} moderation={moderation} onClose={() => setModeration(null)} />}
        {titlesOpen && <TitlePicker onClose={() => setTitlesOpen(false)} />}
      </Suspense>
    </section>
  );
}
