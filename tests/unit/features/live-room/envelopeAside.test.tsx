// @vitest-environment happy-dom
// The red envelope's "Not now" (issue 18): putting an envelope aside takes its card off the stage, so the stage's
// controls under it work again, until the next envelope drops, which shows again.
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { resetFakeApi, resetRuntime } from '../../state/live/fakeLive';

vi.mock('../../../../src/state/page/api', async () => {
  const fakes = await import('../../state/live/fakeLive');
  return { api: () => fakes.fakeApi };
});

const { VideoArea } = await import('../../../../src/features/live-room/VideoArea');
const { emptyRoom, liveRooms } = await import('../../../../src/state/live/rooms');

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

function mountStage() {
  const host = document.createElement('div');
  document.body.append(host);
  const root = createRoot(host.attachShadow({ mode: 'open' }));
  liveRooms().byId.LR1 = emptyRoom('LR1');
  flushSync(() => root.render(<VideoArea room={liveRooms().byId.LR1} />));
  const shadow = host.shadowRoot!;
  return {
    room: liveRooms().byId.LR1,
    card: () => shadow.querySelector('.live-envelope-moment'),
    notNow: () => shadow.querySelector<HTMLButtonElement>('.live-envelope-card .live-link')!,
    fullScreen: () => shadow.querySelector('.live-fullscreen'),
    unmount: () => flushSync(() => root.unmount()),
  };
}

beforeEach(() => {
  resetRuntime();
  resetFakeApi();
});

describe('red envelope: Not now', () => {
  it('puts the envelope aside (its card leaves the stage, the controls stay) until the next envelope drops', async () => {
    const stage = mountStage();
    stage.room.gifts.redEnvelope = { envelopeId: 'E1', count: 5 };
    await settle();
    expect(stage.card()).not.toBeNull();
    flushSync(() => stage.notNow().click());
    expect(stage.card()).toBeNull();
    expect(stage.fullScreen()).not.toBeNull();
    // The same envelope read again (a room reload, a reconnect) stays aside.
    stage.room.gifts.redEnvelope = { envelopeId: 'E1', count: 4 };
    await settle();
    expect(stage.card()).toBeNull();
    stage.room.gifts.redEnvelope = { envelopeId: 'E2', count: 8 };
    await settle();
    expect(stage.card()).not.toBeNull();
    stage.unmount();
  });
});
