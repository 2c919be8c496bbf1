// Spec §7 game jump: on login to the sport platform, after 1 s without another login, call gamebet/game/jump
// {gameId, coinCode}, keep the token and apiSrc it returns, and tell the host with `sport-game-jump` (alias `game-jump`). Loaded with the
// logged-in user's actions (userActions.ts), so anonymous pages never download it.
import { GAME_MAINTENANCE_CODE } from '../../api/userPaths';
import { isApiError } from '../../api/errors';
import { GAME_JUMP_DEBOUNCE_MS } from '../../domain/constants';
import { gameIdOf } from '../../domain/sportPlatform';
import { getRuntime } from '../../runtime/runtime';
import { readStored, STORAGE_KEYS, writeStored } from '../../runtime/storage';
import { userApi } from '../page/userApi';
import { platform } from './platform';
import { session } from './session';

/** Storage key of the last full URL of a game id (spec §3 "the last full URL per game id"). */
export const gameUrlKey = (gameId: number) => `sport-game-url-${gameId}`;

let cancelPending = () => {};

/** Schedules the jump for the current login; a newer login (or a logout) within 1 s replaces it. */
export function scheduleGameJump(): void {
  const runtime = getRuntime();
  const token = runtime.token.get();
  cancelPending();
  platform().jump = null;
  if (!token) return;
  cancelPending = runtime.lifecycle.after(GAME_JUMP_DEBOUNCE_MS, () => {
    if (runtime.token.get() === token) void gameJump();
  });
}

/** Jumps into the sport platform now (also the game notice's "try again"); true when the platform let us in. */
export async function gameJump(): Promise<boolean> {
  const runtime = getRuntime();
  const token = runtime.token.get();
  if (!token) return false;
  // The user's default coin (spec §7 coinCode), else the page's currency.
  const currency = session().user?.balances.find((b) => b.isDefault)?.coinCode ?? runtime.config.get().currency;
  const gameId = gameIdOf(readStored(STORAGE_KEYS.sportPlat));
  runtime.emit('sport-game-jump', { currency, gameId });
  const state = platform();
  try {
    const answer = await userApi().gameJump(gameId, currency);
    if (runtime.token.get() !== token) return false;
    state.jump = answer;
    state.maintenance = false;
    if (answer.apiSrc) writeStored(gameUrlKey(gameId), answer.apiSrc);
    return true;
  } catch (error) {
    if (runtime.token.get() === token) state.maintenance = isApiError(error) && error.code === GAME_MAINTENANCE_CODE;
    return false;
  }
}
