// The sport platform the user entered (spec §7 game jump): the platform token and API source the jump returned,
// and whether the platform is in maintenance (then <sport-app> shows the game notice of spec §2).
import { proxy } from 'valtio/vanilla';
import type { GameJump } from '../../domain/types';
import { getRuntime } from '../../runtime/runtime';

export interface PlatformState {
  /** What the last game jump returned; null before one succeeded or after logout. */
  jump: GameJump | null;
  /** True while the last game jump was refused because the platform is in maintenance. */
  maintenance: boolean;
}

/** The page's one platform state. */
export function platform(): PlatformState {
  const runtime = getRuntime();
  return runtime.singleton('state:platform', () => {
    const state = proxy<PlatformState>({ jump: null, maintenance: false });
    // A logout leaves the platform: its token and maintenance answer belonged to that login.
    runtime.token.listen((token) => {
      if (token) return;
      state.jump = null;
      state.maintenance = false;
    });
    return state;
  });
}
