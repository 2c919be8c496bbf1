// Who is logged in and what they chose: the user (balances, push settings), favourites and the
// user settings of spec §2 (odds format, accept-odds mode, UI version). Actions live in tracking.ts.
import { proxy, snapshot, subscribe } from 'valtio/vanilla';
import { OddsAccept, type OddsType } from '../../domain/enums';
import type { User } from '../../domain/types';
import { getRuntime } from '../../runtime/runtime';
import { readStored, STORAGE_KEYS } from '../../runtime/storage';
import { userId } from '../page/userId';
import { ANONYMOUS_SESSION_VIEW, sessionViewStore, type UiVersion } from './view';

export type { UiVersion } from './view';

export interface SessionState {
  user: User | null;
  status: 'anonymous' | 'loading' | 'ready' | 'error';
  favourites: string[];
  settings: { accept: OddsAccept; uiVersion: UiVersion };
}

function storedAccept(): OddsAccept {
  const stored = readStored(STORAGE_KEYS.accept);
  if (stored === null) return OddsAccept.Best; // spec §9: the default accept mode is 'best'
  const value = Number(stored);
  return value === OddsAccept.None || value === OddsAccept.All || value === OddsAccept.Best ? value : OddsAccept.Best;
}

/** Copies the fields the goal notifications read into the session mirror, and the user id the client signs with, synchronously on every change. */
function mirrorInto(state: SessionState): void {
  const view = sessionViewStore();
  const sync = () => {
    const { user, favourites, settings } = snapshot(state);
    userId().set(user?.uid ?? null);
    const before = view.get();
    if (user !== before.user || favourites !== before.favourites || settings.uiVersion !== before.uiVersion) {
      view.set({ user, favourites, uiVersion: settings.uiVersion });
    }
  };
  sync();
  subscribe(state, sync, true);
}

/** The page's session (one proxy shared by every element). */
export function session(): SessionState {
  return getRuntime().singleton('state:session', () => {
    const { favourites, uiVersion } = ANONYMOUS_SESSION_VIEW;
    const state = proxy<SessionState>({
      user: null,
      status: 'anonymous',
      favourites: [...favourites],
      settings: { accept: storedAccept(), uiVersion },
    });
    mirrorInto(state);
    return state;
  });
}

/** The odds format in force: the runtime's (attribute, host or the user's saved setting). */
export function oddsFormat(): OddsType {
  return getRuntime().config.get().oddsFormat;
}
