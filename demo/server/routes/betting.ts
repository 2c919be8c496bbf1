// Betting routes: pre-bet, singles, multiples, status, lists, cash-out and reserves.
import type { Hono } from 'hono';
import { BET_PATHS } from '../../../src/api/betPaths.ts';
import type { Book } from '../book.ts';
import type { CashOut } from '../cashout.ts';
import { needUser, route } from '../http.ts';
import type { Reserves } from '../reserve.ts';
import type { Users } from '../users.ts';

/** Registers the betting routes (all need a logged-in user). */
export function bettingRoutes(app: Hono, users: Users, book: Book, cashOut: CashOut, reserves: Reserves): void {
  const post = <T>(path: string, handler: Parameters<typeof needUser<T>>[0]) =>
    route(app, 'post', path, 'required', users, needUser(handler));
  route(app, 'post', BET_PATHS.preBet, 'optional', users, ({ body }) => book.preBet(body));
  // Calls naming orders first bring back the ones pruned from memory (book.recall); the lists add the user's past ones.
  const orders = <T>(path: string, handler: Parameters<typeof needUser<T>>[0]) =>
    post(path, async (ctx) => {
      await book.recall(ctx.user, ctx.body);
      return handler(ctx);
    });
  orders(BET_PATHS.betSingle, ({ user, body }) => book.placeSingles(user, body));
  orders(BET_PATHS.betMultiple, ({ user, body }) => book.placeMultiple(user, body));
  orders(BET_PATHS.orderStatus, ({ user, body }) => book.statuses(user, body));
  orders(BET_PATHS.orderByRef, ({ user, body }) => book.byClientRefs(user, body));
  post(BET_PATHS.betList, async ({ user, body }) => book.list(user, body, false, await book.pastOrders(user)));
  post(BET_PATHS.newBetList, async ({ user, body }) => book.list(user, body, true, await book.pastOrders(user)));
  orders(BET_PATHS.cashOutPrice, ({ user, body }) => cashOut.prices(user, body));
  orders(BET_PATHS.cashOutBet, ({ user, body }) => cashOut.cashOut(user, body));
  orders(BET_PATHS.cashOutsByIds, ({ user, body }) => cashOut.byIds(user, body));
  orders(BET_PATHS.cashOutAuto, ({ user, body }) => cashOut.setAuto(user, body));
  post(BET_PATHS.reserveParams, ({ body }) => reserves.parameters(body));
  post(BET_PATHS.reserveLimit, ({ body }) => reserves.limit(body));
  post(BET_PATHS.reserveBet, ({ user, body }) => reserves.create(user, body));
  post(BET_PATHS.reserveList, ({ user, body }) => reserves.list(user, body));
  post(BET_PATHS.reserveUpdate, ({ user, body }) => reserves.update(user, body));
  post(BET_PATHS.reserveCancel, ({ user, body }) => reserves.cancel(user, body));
  post(BET_PATHS.reserveStatus, ({ user, body }) => reserves.statuses(user, body));
}
