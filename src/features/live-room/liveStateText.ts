// Label keys of the chat enums' live state (spec §3: waiting 0, living 1, ended 2).
import { LiveState } from '../../domain/liveEnums';

const LIVE_STATE_KEYS: Record<number, string> = {
  [LiveState.Waiting]: 'live:state.waiting',
  [LiveState.Living]: 'live:state.living',
  [LiveState.Ended]: 'live:state.ended',
};

/** i18n key of a live state (unknown values read as waiting). */
export function liveStateKey(liveStatus: number): string {
  return LIVE_STATE_KEYS[liveStatus] ?? LIVE_STATE_KEYS[LiveState.Waiting];
}
