// @vitest-environment happy-dom
// Text from users keeps its own direction in a right-to-left room (SAU): each name, message and quoted reply is
// isolated with dir="auto", so "GOAL?!" is not shown as "?!GOAL" in an Arabic page and an Arabic message in an
// English room stays right to left.
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { describe, expect, it } from 'vitest';
import { ChatLine } from '../../../../src/features/live-room/ChatLine';
import type { ChatItem } from '../../../../src/state/live/chatState';

function renderLine(item: ChatItem): HTMLElement {
  const host = document.createElement('div');
  document.body.append(host);
  flushSync(() => createRoot(host).render(<ChatLine item={item} />));
  return host;
}

describe('chat line direction (RTL rooms, user text)', () => {
  it('isolates the sender, the message and the quoted reply, each in its own direction', () => {
    const line = renderLine({
      id: 'm1',
      kind: 'chat',
      uid: 'u1',
      nickName: 'Sam',
      text: 'GOAL?!',
      automatic: false,
      replyTo: { msgId: 'm0', nickName: 'مها', text: 'هدف رائع' },
    });
    for (const selector of ['.live-nick', '.live-text', '.live-quote-nick', '.live-quote-text'])
      expect(line.querySelector(selector)?.getAttribute('dir'), selector).toBe('auto');
    expect(line.querySelector('.live-text')?.textContent).toBe('GOAL?!');
  });
});
