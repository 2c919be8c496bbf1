// A chat message's menu, opened from its "⋯" button: reply, report, and for a chat admin delete and ban (not on
// their own messages). It opens in the line itself (a popup would be clipped by the scrolling log); arrow keys
// move between items, Escape closes it and returns focus to the button.
import { useEffect, useRef, type KeyboardEvent } from 'react';
import { useT } from '../../ui/i18n';
import type { ChatItem } from '../../state/live/chatState';
import { menuItems, type ChatLineActions } from './chatLineContext';

/** The open menu of one message. */
export default function MessageMenu({ item, actions }: { item: ChatItem; actions: ChatLineActions }) {
  const { t } = useT(['live']);
  const ref = useRef<HTMLDivElement>(null);
  const offers = menuItems(item, actions);
  useEffect(() => ref.current?.querySelector<HTMLButtonElement>('[role="menuitem"]')?.focus(), []);

  const close = () => {
    const button = ref.current?.parentElement?.querySelector<HTMLButtonElement>('.live-more');
    actions.openMenu(null);
    button?.focus();
  };
  const run = (action: () => void) => {
    actions.openMenu(null);
    action();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const items = [...(ref.current?.querySelectorAll<HTMLButtonElement>('[role="menuitem"]') ?? [])];
    const root = ref.current?.getRootNode() as Document | ShadowRoot;
    const index = items.indexOf(root.activeElement as HTMLButtonElement);
    // The menu runs along the line: in Arabic its next item is to the left.
    const rtl = getComputedStyle(ref.current!).direction === 'rtl';
    const next = event.key === 'ArrowDown' || event.key === (rtl ? 'ArrowLeft' : 'ArrowRight');
    const previous = event.key === 'ArrowUp' || event.key === (rtl ? 'ArrowRight' : 'ArrowLeft');
    let target: HTMLButtonElement | undefined;
    if (next) target = items[(index + 1) % items.length];
    else if (previous) target = items[(index - 1 + items.length) % items.length];
    else if (event.key === 'Home') target = items[0];
    else if (event.key === 'End') target = items.at(-1);
    else if (event.key === 'Escape') {
      event.preventDefault();
      close();
      return;
    }
    if (!target) return;
    event.preventDefault();
    target.focus();
  };

  return (
    <div
      ref={ref}
      className="live-menu"
      role="menu"
      aria-orientation="horizontal"
      aria-label={t('live:chat.actionsFor', { name: item.nickName })}
      onKeyDown={onKeyDown}
      onBlur={(event) => {
        if (!ref.current?.contains(event.relatedTarget as Node | null)) actions.openMenu(null);
      }}
    >
      {offers.reply && (
        <button type="button" role="menuitem" tabIndex={-1} onClick={() => run(() => actions.reply(item))}>
          {t('live:chat.reply')}
        </button>
      )}
      {offers.report && (
        <button type="button" role="menuitem" tabIndex={-1} onClick={() => run(() => actions.report([item.id]))}>
          {t('live:chat.report')}
        </button>
      )}
      {offers.remove && (
        <button type="button" role="menuitem" tabIndex={-1} onClick={() => run(() => actions.remove([item.id]))}>
          {t('live:chat.delete')}
        </button>
      )}
      {offers.ban && (
        <button type="button" role="menuitem" tabIndex={-1} onClick={() => run(() => actions.ban(item))}>
          {t('live:chat.ban')}
        </button>
      )}
    </div>
  );
}
