// @vitest-environment happy-dom
// The anchor-proxy cover over a room's stage (spec §4): anonymous visitors only, and only while the switch is on.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { resetFakeApi, resetRuntime } from '../../state/live/fakeLive';

vi.mock('../../../../src/state/page/liveApi', async () => {
  const fakes = await import('../../state/live/fakeLive');
  return { liveApi: () => fakes.fakeApi };
});

const { mountStage } = await import('./mountStage');
const { anchorProxy } = await import('../../../../src/state/live/anchorProxy');
const { getRuntime } = await import('../../../../src/runtime/runtime');

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

beforeEach(() => {
  resetRuntime();
  resetFakeApi();
  localStorage.clear();
});

describe('anchor-proxy cover', () => {
  it('covers the stage for an anonymous visitor while the switch is on, and lifts at login', async () => {
    const stage = mountStage();
    expect(stage.find('.live-proxy-cover')).toBeNull();
    anchorProxy().enabled = true;
    await settle();
    expect(stage.find('.live-proxy-cover')).not.toBeNull();
    getRuntime().setToken('tok');
    await settle();
    expect(stage.find('.live-proxy-cover')).toBeNull();
    stage.unmount();
  });

  it('never covers the stage for a logged-in bettor', async () => {
    getRuntime().setToken('tok');
    anchorProxy().enabled = true;
    const stage = mountStage();
    await settle();
    expect(stage.find('.live-proxy-cover')).toBeNull();
    stage.unmount();
  });
});
