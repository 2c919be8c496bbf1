// The room's host guessing games (spec §7 host/guessing/list, host/guessing/bet, data/host/guessing/bet/record):
// the games of its match, placing a guess with live-room coins (the balance follows the answer), my guesses and
// their outcomes. Both lists are read again on the anchor poll's interval while the room is open, and at once when
// a push says the room's match did what settles a game (a goal, full time).
import { subscribeKey } from 'valtio/vanilla/utils';
import { isApiError } from '../../api/errors';
import { PUSH_CHANNEL, type WireTecUpdate } from '../../api/wire';
import { guessRefusal, settlesGuesses, type GuessGame, type GuessOption } from '../../domain/roomGames';
import { readGoalFrame } from '../../realtime/goalFrame';
import { getRuntime } from '../../runtime/runtime';
import { withActionRef } from './actionRef';
import { roomState } from './rooms';
import { liveApi } from '../page/liveApi';
import { push } from '../page/pushSocket';

/** The match status of a `tec` push frame, if it carries a valid one (read without the match cache's decoders, which
    load with the list's live updates). */
function tecStatus(data: unknown): number | undefined {
  const status = (data as Partial<WireTecUpdate> | null)?.ms;
  return typeof status === 'number' && Number.isFinite(status) ? status : undefined;
}

/** The reference server's refusal codes of a guess, to the text shown. */
const REFUSALS: Record<number, string> = {
  1001: 'room:guess.belowMin',
  1003: 'room:guess.notEnough',
  1005: 'room:guess.closed',
};

/** Reads the room's games; a failed refresh keeps the games shown. */
export async function loadGuesses(liveRoomId: string): Promise<void> {
  try {
    const guesses = await liveApi().guessingList(liveRoomId);
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
    const page = await liveApi().guessingRecord();
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
    const amount = amountText.trim();
    // The same guess sent again after an unknown outcome keeps its reference: the server places it once.
    const placed = await withActionRef(
      `guess|${liveRoomId}|${game.guessId}|${option.optionId}|${amount}`,
      (clientRef) =>
        liveApi().guessingBet({ liveRoomId, guessId: game.guessId, optionId: option.optionId, amount, clientRef }),
    );
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

/**
 * Reads the room's games and my guesses again as soon as its match does what settles them: a goal on the `goal`
 * push ("who scores next"), full time on the match's `tec` push ("who wins"), rather than on the next anchor poll.
 * Follows the room's match as it changes; returns the stop.
 */
export function followGuessSettlements(liveRoomId: string): () => void {
  const room = roomState(liveRoomId);
  if (!room) return () => undefined;
  const socket = push();
  const reread = () => {
    void loadGuesses(liveRoomId);
    void loadGuessRecords(liveRoomId);
  };
  const offGoal = socket.subscribe(PUSH_CHANNEL.goal, (data) => {
    const goal = readGoalFrame(data);
    if (goal && goal.matchId === room.matchId && settlesGuesses({ goal: goal.event })) reread();
  });
  let offTec: () => void = () => undefined;
  const followMatch = (matchId: string | null) => {
    offTec();
    let over = false;
    offTec = matchId
      ? socket.subscribe(PUSH_CHANNEL.tec(matchId), (data) => {
          const status = tecStatus(data);
          if (over || status === undefined || !settlesGuesses({ status })) return;
          over = true;
          reread();
        })
      : () => undefined;
  };
  followMatch(room.matchId);
  const offMatchId = subscribeKey(room, 'matchId', followMatch);
  return () => {
    offGoal();
    offMatchId();
    offTec();
  };
}
