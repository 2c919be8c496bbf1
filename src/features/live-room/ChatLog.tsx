// The chat log: an ARIA live log of messages, gift lines and welcomes on the shared virtual list (only the rows in
// view are in the DOM however long the room's history). It follows the newest line while the reader is at the
// bottom; scrolled up, it stays where the reader is and says how many lines came since, with a jump back down.
// Only the log re-renders when lines come (it reads the room's messages itself), and it never reads the layout
// while React commits: it follows once the browser has laid the new rows out, before they are painted.
import { memo, useEffect, useRef, useState } from 'react';
import type { ChatItem, ChatState } from '../../state/live/rooms';
import { useT } from '../../ui/i18n';
import { useProxySelect } from '../../ui/useProxySelect';
import { VirtualList } from '../../ui/VirtualList';
import { ChatLine } from './ChatLine';

/** Height guess of one line before it is measured, in px. */
const ROW_ESTIMATE_PX = 28;
/** Within this many px of the bottom the log keeps following new lines. */
const FOLLOW_SLACK_PX = 48;
/** The log's height (live-room.css .live-log), assumed before it is measured. */
const LOG_HEIGHT_PX = 260;
/** How long after the reader's last wheel, touch or key a view moved up counts as their scroll (momentum included). */
const READER_SCROLL_MS = 3000;
/** Rows beyond the visible ones: the lines of a frame's delivery are already there when the view moves down. */
const OVERSCAN = 8;

const keyOf = (item: ChatItem) => item.id;
const estimate = () => ROW_ESTIMATE_PX;
// A delivery re-renders the list: rows whose line did not change (the same snapshot object) skip rendering.
const Line = memo(ChatLine);
const line = (item: ChatItem) => <Line item={item} />;

/** How many lines came after the one with id `readTo` (all of them once it has left the log). */
function countAfter(messages: readonly ChatItem[], readTo: string): number {
  return messages.length - 1 - messages.findLastIndex((m) => m.id === readTo);
}

const messagesOf = (chat: ChatState) => chat.messages;

/** The messages of a room, oldest first, or a line saying there are none yet. */
export function ChatLog({ chat, label }: { chat: ChatState; label: string }) {
  const { t } = useT(['live']);
  // The log is replaced as a whole (setMessages), so its identity says when it changed.
  const messages = useProxySelect(chat, messagesOf);
  const scroller = useRef<HTMLDivElement>(null);
  const end = useRef<HTMLDivElement>(null);
  // Read synchronously by the scroll and intersection handlers; `readTo` renders the same fact.
  const following = useRef(true);
  /** null while following; else the newest line's id when the reader scrolled away from the bottom. */
  const [readTo, setReadTo] = useState<string | null>(null);
  const newest = messages.at(-1)?.id ?? null;
  const newestRef = useRef(newest);
  newestRef.current = newest;

  // Only the reader stops the following: a view moved up by the browser (clamped as the log drops its oldest lines,
  // several a frame on a busy device) once read as the reader scrolling away. Their wheel, touch, keys or a held
  // pointer (the scrollbar) say it is them.
  const readerAt = useRef(-Infinity);
  const pointerHeld = useRef(false);
  const readerScrolling = () => pointerHeld.current || performance.now() - readerAt.current < READER_SCROLL_MS;

  // Where the log last put the view: a view above it (and above the bottom) is the reader's scroll, whose event may
  // not have arrived yet; the log then stops following instead of pulling the reader back down.
  const placedAt = useRef(0);
  const toBottom = () => {
    const element = scroller.current;
    if (!element) return;
    element.scrollTop = element.scrollHeight;
    placedAt.current = element.scrollTop;
  };
  const follow = () => {
    const element = scroller.current;
    if (!element || !following.current) return;
    // (A view a few px above it is the browser's: a log grown shorter holds the view at its new end.)
    const readerMovedUp =
      readerScrolling() &&
      placedAt.current - element.scrollTop > FOLLOW_SLACK_PX &&
      element.scrollHeight - element.scrollTop - element.clientHeight > FOLLOW_SLACK_PX;
    if (readerMovedUp) following.current = false;
    else toBottom();
  };

  useEffect(() => {
    const element = scroller.current!;
    const onScroll = () => {
      // The event comes a frame late: lines that arrived since the log went down are below the view, yet the view
      // is still where the log put it. Only a view above that is the reader's (the next line takes the log down).
      if (element.scrollHeight - element.scrollTop - element.clientHeight <= FOLLOW_SLACK_PX) {
        following.current = true;
        placedAt.current = element.scrollTop;
      } else if (readerScrolling() && placedAt.current - element.scrollTop > FOLLOW_SLACK_PX) following.current = false;
      setReadTo((current) => (following.current ? null : (current ?? newestRef.current)));
    };
    // New lines the list did not render (more than its overscan came at once) leave the end out of view without a
    // layout callback: follow it down again.
    const endSeen = new IntersectionObserver(
      ([entry]) => {
        if (!entry.isIntersecting) follow();
      },
      { root: element },
    );
    endSeen.observe(end.current!);
    element.addEventListener('scroll', onScroll, { passive: true });
    const byReader = () => (readerAt.current = performance.now());
    const press = () => (pointerHeld.current = true);
    const release = () => {
      if (pointerHeld.current) byReader();
      pointerHeld.current = false;
    };
    const readerInput = ['wheel', 'touchmove', 'keydown'] as const;
    for (const type of readerInput) element.addEventListener(type, byReader, { passive: true });
    element.addEventListener('pointerdown', press, { passive: true });
    // The pointer may be let go outside the log (a scrollbar dragged past it).
    for (const type of ['pointerup', 'pointercancel'] as const) addEventListener(type, release, { passive: true });
    return () => {
      element.removeEventListener('scroll', onScroll);
      for (const type of readerInput) element.removeEventListener(type, byReader);
      element.removeEventListener('pointerdown', press);
      for (const type of ['pointerup', 'pointercancel'] as const) removeEventListener(type, release);
      endSeen.disconnect();
    };
  }, []);

  const unseen = readTo === null ? 0 : countAfter(messages, readTo);
  const jumpDown = () => {
    // The jump is the reader's latest word: their wheel a moment before no longer makes a view moved up (rows measured
    // as they come into view) their scroll away.
    readerAt.current = -Infinity;
    following.current = true;
    setReadTo(null);
    toBottom();
  };

  return (
    <>
      <div
        className="live-log-box"
        role="log"
        aria-live="polite"
        aria-relevant="additions"
        aria-label={label}
        part="chat-log"
      >
        <VirtualList
          ref={scroller}
          className="live-log"
          items={messages}
          getKey={keyOf}
          estimateSize={estimate}
          renderItem={line}
          overscan={OVERSCAN}
          initialHeight={LOG_HEIGHT_PX}
          footer={<div ref={end} />}
          scrollerProps={{ tabIndex: 0 }}
          inFlow
          onLayout={follow}
        />
        {unseen > 0 && (
          <button type="button" className="live-new" onClick={jumpDown}>
            {t('live:chat.newMessages', { n: unseen })}
          </button>
        )}
      </div>
      {messages.length === 0 && <p className="live-muted">{t('live:chat.empty')}</p>}
    </>
  );
}
