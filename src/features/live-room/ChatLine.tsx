// One line of the chat log: a message with its sender's title icons, the message it replies to and its menu
// (reply, report; delete and ban for a chat admin), a shown order as a card, a gift line or a welcome. In
// selection mode a message line has a checkbox instead of its menu. All server and user text renders as text.
import { lazy, Suspense } from 'react';
import { useSnapshot } from 'valtio/react';
import { shownOrderPick } from '../../domain/chatOrders';
import { isPicked, slipSelections } from '../../state/slip/selections';
import { useT } from '../../ui/i18n';
import { useToast } from '../../ui/Toast';
import { TitleIcons } from '../../ui/titles/TitleIcons';
import type { ChatItem } from '../../state/live/chatState';
import { menuItems, useChatLineActions } from './chatLineContext';
import { OrderCard } from './OrderCard';

// Loaded as a reader first opens a message's menu: a room's first download never runs it (about 600 B gzip).
const MessageMenu = lazy(() => import('./MessageMenu'));

/** One line of the log: user text goes in its own direction (dir="auto"), so "GOAL?!" stays so in an Arabic room. */
export function ChatLine({ item }: { item: ChatItem }) {
  const { t } = useT(['live']);
  const actions = useChatLineActions();
  if (item.kind === 'welcome')
    return (
      <p className="live-line live-line--system">
        {item.nickName ? t('live:chat.welcome', { name: item.nickName }) : t('live:chat.welcomeGuest')}
      </p>
    );
  if (item.kind === 'gift') {
    return (
      <p className="live-line live-line--gift" data-message-kind={item.messageKind}>
        {t('live:gift.tip', { name: item.nickName, gift: item.text, n: item.count ?? 1 })}
      </p>
    );
  }
  const selecting = actions?.selecting ?? false;
  const selected = actions?.selected.includes(item.id) ?? false;
  const menuOpen = actions?.menuFor === item.id;
  return (
    <div
      className="live-line live-line--message"
      data-msg={item.id}
      data-kind={item.kind}
      data-message-kind={item.messageKind}
      data-selected={selected || undefined}
      data-own={item.uid === actions?.myUid || undefined}
    >
      {selecting && actions && (
        <input
          type="checkbox"
          className="live-select"
          checked={selected}
          onChange={() => actions.toggleSelected(item.id)}
          aria-label={t('live:chat.selectMessage', { name: item.nickName })}
        />
      )}
      <div className="live-line-body">
        {item.replyTo && (
          <p className="live-quote" aria-label={t('live:chat.repliedTo', { name: item.replyTo.nickName })}>
            <span className="live-quote-nick" dir="auto">
              {item.replyTo.nickName}
            </span>
            <span className="live-colon">: </span>
            <span className="live-quote-text" dir="auto">
              {item.replyTo.text}
            </span>
          </p>
        )}
        <p className="live-line-text">
          <TitleIcons titles={item.titles} />
          <span className="live-nick" dir="auto">
            {item.nickName}
          </span>
          <span className="live-colon">: </span>
          {item.kind === 'order' ? (
            <span className="live-muted">{t('live:chat.order.shared')}</span>
          ) : (
            <span className="live-text" dir="auto">
              {item.text}
            </span>
          )}
        </p>
        {item.kind === 'order' && item.order && <OrderCard order={item.order} />}
        {item.kind === 'order' && actions && item.uid !== actions.myUid && <FollowShown item={item} />}
      </div>
      {actions?.canAct && !selecting && Object.values(menuItems(item, actions)).some(Boolean) && (
        <button
          type="button"
          className="live-more"
          aria-haspopup="menu"
          aria-expanded={menuOpen}
          aria-label={t('live:chat.actionsFor', { name: item.nickName })}
          onClick={() => actions.openMenu(menuOpen ? null : item.id)}
        >
          ⋯
        </button>
      )}
      {menuOpen && actions && (
        <Suspense>
          <MessageMenu item={item} actions={actions} />
        </Suspense>
      )}
    </div>
  );
}

/** The Follow button of a shown order still open (chat-room follow): copies its pick into the slip. */
function FollowShown({ item }: { item: ChatItem }) {
  const { t } = useT(['live']);
  const toast = useToast();
  const actions = useChatLineActions();
  const slip = useSnapshot(slipSelections());
  const pick = item.order ? shownOrderPick(item.order) : null;
  if (!pick || !actions) return null;
  const followed = isPicked(slip, pick);
  const follow = () => {
    const refused = actions.follow(item);
    if (refused) toast({ title: t(refused), kind: 'error' });
  };
  return (
    <button
      type="button"
      className="sport-button live-order-follow"
      part="follow-shown-order"
      aria-pressed={followed}
      disabled={followed}
      onClick={follow}
    >
      {t(followed ? 'live:order.followed' : 'live:order.follow')}
    </button>
  );
}
