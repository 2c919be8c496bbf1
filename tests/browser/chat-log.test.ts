/// <reference types="mocha" />
// The live room's chat log under a busy room (issue 18): the reference server's bots say 50 messages a second;
// however long the history, the log keeps a bounded DOM (only the rows in view), follows the newest line while the
// reader is at the bottom, and, scrolled up, stays put and offers the new lines with a jump back down.
import { expect } from '@esm-bundle/chai';
import { API, add, all, post, q, until } from './support';

await import('/dist/sport-widgets.js' as string);

/** A room no other browser test opens. */
const ROOM = 'LR1004';
/** The chat log's DOM budget (issue 18). */
const MAX_LOG_ELEMENTS = 1500;
/** While lines keep arriving, the view trails the newest by at most this (ChatLog's follow slack, under 2 lines). */
const FOLLOW_SLACK_PX = 48;

/** The sequence number of the newest line in the DOM (message ids are `<room>-<n>`). */
const newestSeq = (el: HTMLElement) =>
  Math.max(0, ...all(el, '[data-msg]').map((line) => Number(line.dataset.msg!.split('-').at(-1))));

describe('chat log of a busy room', () => {
  after(() => document.querySelectorAll('sport-live-room').forEach((el) => el.remove()));

  it('keeps its DOM bounded and its view at the newest line through 350 lines; scrolled up, it says how many came and jumps back down', async function () {
    this.timeout(30_000);
    const el = add(
      // Phone width: more lines wrap, so rows measure taller than their guess while the log follows.
      `<sport-live-room lang="ENG" api-base="${API}" live-room-id="${ROOM}" style="display:block;width:390px"></sport-live-room>`,
    );
    await until(() => !!q(el, '[part="chat-log"] [role="list"]'), 'chat log');
    const log = () => q(el, '[part="chat-log"]')!;
    const scroller = () => q(el, '[part="chat-log"] [role="list"]')!;
    const gapBelow = () => scroller().scrollHeight - scroller().scrollTop - scroller().clientHeight;
    await post('/demo/control', { action: 'busyChat', liveRoomId: ROOM });
    const start = newestSeq(el);
    let largestDom = 0;
    await until(
      () => {
        largestDom = Math.max(largestDom, log().querySelectorAll('*').length);
        return newestSeq(el) >= start + 350;
      },
      '350 more lines',
      15_000,
    );
    // More lines came than the log keeps (300), yet only about a screenful is in the DOM.
    expect(largestDom).to.be.below(MAX_LOG_ELEMENTS);
    expect(all(el, '[role="listitem"]').length).to.be.below(60);
    await new Promise((resolve) => requestAnimationFrame(resolve));
    expect(gapBelow()).to.be.at.most(FOLLOW_SLACK_PX);

    scroller().scrollTop = 0;
    await until(() => !!q(el, '.live-new'), 'the new-messages button');
    const readTop = scroller().scrollTop;
    await until(() => /New messages: \d+/.test(q(el, '.live-new')!.textContent ?? ''), 'a count of new lines');
    expect(scroller().scrollTop).to.equal(readTop);
    q(el, '.live-new')!.click();
    await until(() => !q(el, '.live-new') && gapBelow() <= FOLLOW_SLACK_PX, 'back at the newest line');
  });
});
