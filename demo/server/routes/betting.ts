// Betting routes: pre-bet, singles, multiples, status, lists, cash-out and reserves.
import type { Hono } from 'hono';
import { PATHS } from '../../../src/api/paths.ts';
import type { Book } from '../book.ts';
import type { CashOut } from '../cashout.ts';
import { needUser, route } from '../http.ts';
import type { Reserves } from '../reserve.ts';
import type { Users } from '../users.ts';

/** Registers the betting routes (all need a logged-in user). */
export function bettingRoutes(app: Hono, users: Users, book: Book, cashOut: CashOut, reserves: Reserves): void {
  const post = <T>(path: string, handler: Parameters<typeof needUser<T>>[0]) => route(app, 'post', path, 'required', users, needUser(handler));
  route(app, 'post', PATHS.preBet, 'optional', users, ({ body }) => book.preBet(body));
  post(PATHS.betSingle, ({ user, body }) => book.placeSingles(user, body));
  post(PATHS.betMultiple, ({ user, body }) => book.placeMultiple(user, body));
  post(PATHS.orderStatus, ({ user, body }) => book.statuses(user, body));
  post(PATHS.orderByRef, ({ user, body }) => book.byClientRefs(user, body));
  post(PATHS.betList, ({ user, body }) => book.list(user, body, false));
  post(PATHS.newBetList, ({ user, body }) => book.list(user, body, true));
  post(PATHS.cashOutPrice, ({ user, body }) => cashOut.prices(user, body));
  post(PATHS.cashOutBet, ({ user, body }) => cashOut.cashOut(user, body));
  post(PATHS.cashOutsByIds, ({ user, body }) => cashOut.byIds(user, body));
  post(PATHS.reserveParams, ({ body }) => reserves.parameters(body));
  post(PATHS.reserveLimit, ({ body }) => reserves.limit(body));
  post(PATHS.reserveBet, ({ user, body }) => reserves.create(user, body));
  post(PATHS.reserveList, ({ user, body }) => reserves.list(user, body));
  post(PATHS.reserveUpdate, ({ user, body }) => reserves.update(user, body));
  post(PATHS.reserveCancel, ({ user, body }) => reserves.cancel(user, body));
  post(PATHS.reserveStatus, ({ user, body }) => reserves.statuses(user, body));
}
