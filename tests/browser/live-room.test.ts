/// <reference types="mocha" />
// <sport-live-room> in real Chromium against the reference server: the anchor list, opening a room (with
// sport-navigate), a read-only chat for an anonymous viewer with a login prompt, the entertainment room's lock
// and its unlocking by login, a chat message sent by a logged-in user appearing in the log, sport-start-sport, and a red
// envelope on a phone's short stage showing its buttons without scrolling.
import { expect } from '@esm-bundle/chai';
import { setViewport } from '@web/test-runner-commands';
import { add, all, animationsDone, API, loginToken, post, q, until } from './support';

localStorage.clear();
await import('/dist/sport-widgets.js' as string);

type LiveElement = HTMLElement & { token: string | null };

const mount = (attrs = '') =>
  add<LiveElement>(`<sport-live-room lang="ENG" api-base="${API}" ${attrs}></sport-live-room>`);

describe('<sport-live-room>', () => {
  afterEach(() => {
    document.querySelectorAll('sport-live-room').forEach((el) => el.remove());
    (document.createElement('sport-live-room') as LiveElement).token = null;
  });

  it('lists the anchors with live state, popularity and match names, live rooms first', async () => {
    const el = mount();
    await until(() => all(el, '.live-anchor').length > 1, 'anchor cards');
    await until(() => all(el, '.live-anchor-match').some((m) => / vs /.test(m.textContent ?? '')), 'match names');
    const first = all(el, '.live-anchor')[0];
    expect(first.querySelector('.live-badge')!.textContent).to.equal('Live');
    expect(first.textContent).to.match(/Popularity \d+/);
  });

  it('opens a room from the list inside the element, emits sport-navigate, and shows the read-only chat with a login prompt', async () => {
    const el = mount();
    const paths: string[] = [];
    el.addEventListener('sport-navigate', (e) => paths.push((e as CustomEvent<{ path: string }>).detail.path));
    const logins: string[] = [];
    el.addEventListener('sport-login-required', (e) =>
      logins.push((e as CustomEvent<{ reason: string }>).detail.reason),
    );
    await until(() => !!q(el, '.live-anchor[data-room="LR1001"]'), 'room LR1001 in the list');
    q(el, '.live-anchor[data-room="LR1001"]')!.click();
    expect(paths).to.deep.equal(['/newSport/live?liveRoomId=LR1001&hostId=H2001']);
    await until(() => !!q(el, '.live-host')?.textContent, 'room header');
    await until(() => !!q(el, '.live-scoreboard'), 'the match scoreboard on the stage');
    await until(() => !!q(el, '[role="log"]'), 'chat log');
    expect(q(el, '.live-input')).to.equal(null);
    q(el, '.live-login button')!.click();
    expect(logins).to.deep.equal(['live-chat']);
    q(el, '.live-back')!.click();
    expect(paths.at(-1)).to.equal('/newSport/live');
    await until(() => all(el, '.live-anchor').length > 0, 'back to the list');
  });

  it('locks the entertainment room for an anonymous viewer with the unlocking tips, and unlocks it after login', async () => {
    const el = mount('live-room-id="LR1000"');
    await until(() => !!q(el, '.live-lock'), 'lock panel');
    const tips = all(el, '.live-tips li');
    expect(tips.length).to.equal(2);
    expect(tips.map((t) => t.dataset.obtained)).to.deep.equal(['false', 'false']);
    // Each condition shows the server's name of it next to "Condition n".
    expect(tips.map((t) => t.querySelector('.live-tip-name')?.textContent)).to.deep.equal([
      'Log in',
      'Opened by the host',
    ]);
    el.token = await loginToken();
    await until(() => !q(el, '.live-lock') && !!q(el, '.live-stage'), 'unlocked room');
  });

  it('a logged-in viewer sends a chat message and it appears in the log', async () => {
    const el = mount('live-room-id="LR1002"');
    el.token = await loginToken();
    await until(
      () => !!q(el, '.live-input input') && !(q(el, '.live-input input') as HTMLInputElement).disabled,
      'enabled chat input',
    );
    // The logged-in socket's welcome names the user: the anonymous socket the element opened first had its own
    // (a guest's), and the input is enabled after the token check, before the logged-in socket opens.
    await until(
      () => all(el, '.live-line--system').some((line) => /\bdemo\b/.test(line.textContent ?? '')),
      'the welcome line naming the user (the logged-in socket open)',
    );
    const text = `browser test ${Date.now()}`;
    const input = q(el, '.live-input input') as HTMLInputElement;
    const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
    setValue.call(input, text);
    input.dispatchEvent(new Event('input', { bubbles: true }));
    await until(() => !(q(el, '.live-input button') as HTMLButtonElement).disabled, 'send button enabled');
    q(el, '.live-input button')!.click();
    await until(() => all(el, '.live-text').some((t) => t.textContent === text), 'own message in the log');
    expect(input.value).to.equal('');
  });

  it("the room's match card emits sport-start-sport (and its alias start-sport, same detail) on the room, with channel 44, game 44, matchId, matchSource and hostId", async () => {
    const el = mount('live-room-id="LR1003" host-id="H2003"');
    const starts: unknown[] = [];
    const aliases: unknown[] = [];
    el.addEventListener('sport-start-sport', (e) => starts.push((e as CustomEvent).detail), { once: true });
    document.addEventListener('start-sport', (e) => aliases.push((e as CustomEvent).detail), { once: true });
    await until(() => !!q(el, '.live-match-card .live-match-teams'), 'match card');
    q(el, '.live-match-card')!.click();
    expect(starts).to.have.length(1);
    expect(aliases).to.deep.equal(starts);
    const detail = starts[0] as Record<string, unknown>;
    expect([detail.channel, detail.game, detail.matchSource, detail.hostId]).to.deep.equal([44, 44, 'st', 'H2003']);
    expect(detail.matchId).to.be.a('string').and.not.equal('');
  });

  it("on a phone (390 px) the red envelope's card shows Grab it and Not now whole inside the stage, without scrolling", async () => {
    await setViewport({ width: 390, height: 844 });
    try {
      const el = mount('live-room-id="LR1001"');
      el.style.display = 'block';
      el.style.width = '390px';
      el.token = await loginToken();
      await until(() => !!q(el, '.live-stage'), 'the stage');
      await until(() => all(el, '.live-line--system').length > 0, 'the welcome line (socket open)');
      await post('/demo/control', { action: 'redEnvelope', liveRoomId: 'LR1001' });
      await until(() => !!q(el, '.live-envelope-grab'), 'the envelope card');
      // Past the drop-in animation, so the card is where it stays.
      await animationsDone(el.shadowRoot!);
      const stage = q(el, '.live-stage')!.getBoundingClientRect();
      const card = q(el, '.live-envelope-card')!;
      expect(card.scrollHeight, 'the card does not scroll').to.be.at.most(card.clientHeight + 1);
      const outside = all(el, '.live-envelope-card button')
        .map((b) => ({ text: b.textContent, box: b.getBoundingClientRect() }))
        .filter(
          ({ box }) =>
            box.top < stage.top || box.bottom > stage.bottom || box.left < stage.left || box.right > stage.right,
        )
        .map(({ text }) => text);
      expect(all(el, '.live-envelope-card button').map((b) => b.textContent)).to.deep.equal(['Grab it', 'Not now']);
      expect(outside, 'buttons cut off by the stage').to.deep.equal([]);
    } finally {
      await setViewport({ width: 800, height: 600 });
    }
  });
});
