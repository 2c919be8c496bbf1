// @vitest-environment happy-dom
// The red envelope's "Not now" (issue 18): putting an envelope aside takes its card off the stage, so the stage's
// controls under it work again, until the next envelope drops, which shows again.
import { flushSync } from 'react-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { resetFakeApi, resetRuntime } from '../../state/live/fakeLive';

vi.mock('../../../../src/state/page/liveApi', async () => {
  const fakes = await import('../../state/live/fakeLive');
  return { liveApi: () => fakes.fakeApi };
});

const { mountStage } = await import('./mountStage');

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

beforeEach(() => {
  resetRuntime();
  resetFakeApi();
});

describe('red envelope: Not now', () => {
  it('puts the envelope aside (its card leaves the stage, the controls stay) until the next envelope drops', async () => {
    const stage = mountStage();
    stage.room.gifts.redEnvelope = { envelopeId: 'E1', count: 5 };
    await settle();
    expect(stage.find('.live-envelope-moment')).not.toBeNull();
    flushSync(() => stage.find('.live-envelope-card .live-link')!.click());
    expect(stage.find('.live-envelope-moment')).toBeNull();
    expect(stage.find('.live-fullscreen')).not.toBeNull();
    // The same envelope read again (a room reload, a reconnect) stays aside.
    stage.room.gifts.redEnvelope = { envelopeId: 'E1', count: 4 };
    await settle();
    expect(stage.find('.live-envelope-moment')).toBeNull();
    stage.room.gifts.redEnvelope = { envelopeId: 'E2', count: 8 };
    await settle();
    expect(stage.find('.live-envelope-moment')).not.toBeNull();
    stage.unmount();
  });
});
