// The chat log: an ARIA live log of messages, gift lines and welcomes, virtualized (only the rows in view are
// in the DOM however long the room's history), following the newest message while the reader is at the bottom.
import { useEffect, useLayoutEffect, useRef } from 'react';
import { useVirtualizer } from '@tanstack/react-virtual';
import type { ChatItem } from '../../state/live/rooms';
import { ChatLine } from './ChatLine';

/** Height guess of one line before it is measured, in px. */
const ROW_ESTIMATE_PX = 28;
/** Within this many px of the bottom the log keeps following new messages. */
const FOLLOW_SLACK_PX = 48;

/** The messages of a room, oldest first. */
export function ChatLog({ messages, label }: { messages: readonly ChatItem[]; label: string }) {
  const scroller = useRef<HTMLDivElement>(null);
  const following = useRef(true);
  const virtualizer = useVirtualizer({
    count: messages.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => ROW_ESTIMATE_PX,
    getItemKey: (index) => messages[index].id,
    overscan: 6,
    initialRect: { width: 0, height: 320 },
  });

  useLayoutEffect(() => {
    if (following.current && messages.length > 0) virtualizer.scrollToIndex(messages.length - 1, { align: 'end' });
  }, [messages.length, virtualizer]);

  useEffect(() => {
    const el = scroller.current;
    if (!el) return;
    const onScroll = () => {
      following.current = el.scrollHeight - el.scrollTop - el.clientHeight <= FOLLOW_SLACK_PX;
    };
    el.addEventListener('scroll', onScroll, { passive: true });
    return () => el.removeEventListener('scroll', onScroll);
  }, []);

  return (
    <div
      ref={scroller}
      className="live-log"
      role="log"
      aria-live="polite"
      aria-relevant="additions"
      aria-label={label}
      tabIndex={0}
      part="chat-log"
    >
      <div style={{ height: virtualizer.getTotalSize(), position: 'relative', width: '100%' }}>
        {virtualizer.getVirtualItems().map((row) => (
          <div
            key={row.key}
            data-index={row.index}
            ref={virtualizer.measureElement}
            style={{
              position: 'absolute',
              top: 0,
              insetInlineStart: 0,
              width: '100%',
              transform: `translateY(${row.start}px)`,
            }}
          >
            <ChatLine item={messages[row.index]} />
          </div>
        ))}
      </div>
    </div>
  );
}
