// @vitest-environment happy-dom
// The anchor-proxy cover over a room's stage (spec §4): anonymous visitors only, and only while the switch is on.
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { resetFakeApi, resetRuntime } from '../../state/live/fakeLive';

vi.mock('../../../../src/state/page/api', async () => {
  const fakes = await import('../../state/live/fakeLive');
  return { api: () => fakes.fakeApi };
});

const { VideoArea } = await import('../../../../src/features/live-room/VideoArea');
const { anchorProxy } = await import('../../../../src/state/live/anchorProxy');
const { emptyRoom, liveRooms } = await import('../../../../src/state/live/rooms');
const { getRuntime } = await import('../../../../src/runtime/runtime');

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

function mountStage() {
  const host = document.createElement('div');
  document.body.append(host);
  const root = createRoot(host.attachShadow({ mode: 'open' }));
  liveRooms().byId.LR1 = emptyRoom('LR1');
  flushSync(() => root.render(<VideoArea room={liveRooms().byId.LR1} />));
  return {
    cover: () => host.shadowRoot!.querySelector('.live-proxy-cover'),
    unmount: () => flushSync(() => root.unmount()),
  };
}

beforeEach(() => {
  resetRuntime();
  resetFakeApi();
  localStorage.clear();
});

describe('anchor-proxy cover', () => {
  it('covers the stage for an anonymous visitor while the switch is on, and lifts at login', async () => {
    const stage = mountStage();
    expect(stage.cover()).toBeNull();
    anchorProxy().enabled = true;
    await settle();
    expect(stage.cover()).not.toBeNull();
    getRuntime().setToken('tok');
    await settle();
    expect(stage.cover()).toBeNull();
    stage.unmount();
  });

  it('never covers the stage for a logged-in bettor', async () => {
    getRuntime().setToken('tok');
    anchorProxy().enabled = true;
    const stage = mountStage();
    await settle();
    expect(stage.cover()).toBeNull();
    stage.unmount();
  });
});
