// The room's host guessing games (spec §7 host/guessing/list, host/guessing/bet, data/host/guessing/bet/record):
// the games of its match, placing a guess with live-room coins (the balance follows the answer), my guesses and
// their outcomes. Both lists are read again on the anchor poll's interval while the room is open.
import { isApiError } from '../../api/errors';
import { guessRefusal, type GuessGame, type GuessOption } from '../../domain/roomGames';
import { getRuntime } from '../../runtime/runtime';
import { roomState } from './rooms';
import { api } from '../page/api';

/** The reference server's refusal codes of a guess, to the text shown. */
const REFUSALS: Record<number, string> = {
  1001: 'room:guess.belowMin',
  1003: 'room:guess.notEnough',
  1005: 'room:guess.closed',
};

/** Reads the room's games; a failed refresh keeps the games shown. */
export async function loadGuesses(liveRoomId: string): Promise<void> {
  try {
    const guesses = await api().guessingList(liveRoomId);
    const room = roomState(liveRoomId);
    if (!room) return;
    room.games.guesses = guesses;
    room.games.status = 'ready';
  } catch {
    const room = roomState(liveRoomId);
    if (room && room.games.status !== 'ready') room.games.status = 'error';
  }
}

/** Reads my guesses (none while anonymous); a failure keeps the ones shown. */
export async function loadGuessRecords(liveRoomId: string): Promise<void> {
  const room = roomState(liveRoomId);
  if (!room) return;
  if (!getRuntime().token.get()) {
    room.games.records = [];
    return;
  }
  try {
    const page = await api().guessingRecord();
    const current = roomState(liveRoomId);
    if (current) current.games.records = page.records;
  } catch {
    // the records shown stay
  }
}

/**
 * Places a guess of `amountText` coins on an option. Returns the i18n key of a refusal (checked first against the
 * balance, then the server's), or null when placed: the coins left come from the answer and my guesses reload.
 */
export async function placeGuess(
  liveRoomId: string,
  game: Pick<GuessGame, 'guessId'>,
  option: Pick<GuessOption, 'optionId'>,
  amountText: string,
): Promise<string | null> {
  const room = roomState(liveRoomId);
  if (!room || room.games.placing) return null;
  const refused = guessRefusal(amountText, room.gifts.balance);
  if (refused) return refused;
  room.games.placing = true;
  try {
    const placed = await api().guessingBet({
      liveRoomId,
      guessId: game.guessId,
      optionId: option.optionId,
      amount: amountText.trim(),
    });
    room.gifts.balance = placed.coinBalance;
    return null;
  } catch (error) {
    if (!isApiError(error)) return 'errors:loadFailed';
    if (error.kind === 'unknown-outcome') return 'room:guess.unknownOutcome';
    if (error.code === 1005) void loadGuesses(liveRoomId);
    return (error.code !== undefined && REFUSALS[error.code]) || error.messageKey;
  } finally {
    room.games.placing = false;
    void loadGuessRecords(liveRoomId);
  }
}
