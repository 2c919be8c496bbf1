// The logged-in user's titles and VIP levels (spec §3 userTitleDO, §6 icons only, §7 user/title/* calls): every
// title there is, the user's own with the current one of each type, and choosing the current one. The chat's
// names carry other users' titles in their M01 messages; this store is the user's own.
import { proxy } from 'valtio/vanilla';
import { isApiError } from '../../api/errors';
import { TitleType, currentTitles, type UserTitle } from '../../domain/titles';
import { getRuntime } from '../../runtime/runtime';
import { api } from '../page/api';

export interface TitlesState {
  /** Every title and VIP level (title/all/info). */
  all: UserTitle[];
  /** The user's own, the current ones marked (title/list/info of each type). */
  mine: UserTitle[];
  /** Whose titles `mine` holds (the token they were loaded with), so a new login loads again. */
  loadedFor: string | null;
  status: 'idle' | 'loading' | 'ready' | 'error';
  errorKey: string | null;
  /** The title being made current, while its call runs. */
  saving: string | null;
}

/** The page's one titles store. */
export function titlesState(): TitlesState {
  return getRuntime().singleton('state:titles', () =>
    proxy<TitlesState>({ all: [], mine: [], loadedFor: null, status: 'idle', errorKey: null, saving: null }),
  );
}

/** The user's current title and VIP level, as icons. */
export function myCurrentTitles<T extends UserTitle>(state: { mine: readonly T[] }): T[] {
  return currentTitles(state.mine);
}

const keyOf = (error: unknown) => (isApiError(error) ? error.messageKey : 'errors:loadFailed');

/** Loads the user's titles once per login (and every title there is); clears them when logged out. */
export async function loadMyTitles(force = false): Promise<void> {
  const state = titlesState();
  const token = getRuntime().token.get();
  if (!token) {
    Object.assign(state, { mine: [], loadedFor: null, status: 'idle', errorKey: null });
    return;
  }
  if (!force && (state.status === 'loading' || (state.status === 'ready' && state.loadedFor === token))) return;
  state.status = 'loading';
  state.errorKey = null;
  try {
    const [all, level, vip] = await Promise.all([
      state.all.length ? Promise.resolve(state.all) : api().titleAll(),
      api().titleList(TitleType.Level),
      api().titleList(TitleType.Vip),
    ]);
    if (getRuntime().token.get() !== token) return;
    Object.assign(state, { all, mine: [...level, ...vip], loadedFor: token, status: 'ready' });
  } catch (error) {
    state.errorKey = keyOf(error);
    state.status = 'error';
  }
}

/** Makes one of the user's titles the current one of its type; returns the i18n key of a failure, or null. */
export async function chooseTitle(titleId: string): Promise<string | null> {
  const state = titlesState();
  const chosen = state.mine.find((t) => t.titleId === titleId);
  if (!chosen || state.saving) return null;
  state.saving = titleId;
  try {
    await api().titleSet(titleId);
    state.mine = state.mine.map((t) => (t.type === chosen.type ? { ...t, isCurrent: t.titleId === titleId } : t));
    return null;
  } catch (error) {
    return keyOf(error);
  } finally {
    state.saving = null;
  }
}
