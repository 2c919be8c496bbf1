// The bet state of spec §3 besides the shared selections (slip/selections.ts): pre-bet info, stakes,
// submitting, the temporary order statuses of the last placement, and the notices the slip shows as toasts.
import { proxy } from 'valtio/vanilla';
import type { OrderStatusItem, PreBetInfo } from '../../domain/types';
import type { PickSideInput } from '../../domain/optionName';
import { getRuntime } from '../../runtime/runtime';
import { session } from '../session/session';

/** A toast the slip element shows: titles and contents are i18n keys with their values. */
export interface Notice {
  id: number;
  kind: 'success' | 'error' | 'info';
  title: string;
  content?: { key: string; values?: Record<string, string>; pick?: PickSideInput };
}

export interface BetState {
  preBet: PreBetInfo | null;
  /** i18n key of the last pre-bet failure, or null. */
  preBetError: string | null;
  /** Typed stakes: by matchId for single bets, by seriesKey() for series entries. */
  stakes: Record<string, string>;
  /** Where a quick-bet chip puts its amount. */
  stakeTarget: string | null;
  /** Show every stake message (set by a placement attempt), not only those of typed inputs. */
  showErrors: boolean;
  submitting: boolean;
  /** Order statuses of the last placement (the receipt); pre-bet refresh waits while any exist. */
  tempOrderStatus: OrderStatusItem[];
  /** Reference of the submission the receipt shows. */
  receiptRef: string | null;
  /** i18n key and server text of the last placement failure. */
  failure: { key: string; detail?: string } | null;
  notices: Notice[];
}

/** The page's bet state (one proxy shared by every slip element and bundle copy). */
export function betState(): BetState {
  return getRuntime().singleton('state:bet', () =>
    proxy<BetState>({
      preBet: null,
      preBetError: null,
      stakes: {},
      stakeTarget: null,
      showErrors: false,
      submitting: false,
      tempOrderStatus: [],
      receiptRef: null,
      failure: null,
      notices: [],
    }),
  );
}

let nextNotice = 1;

/** Queues a toast for the slip element. */
export function notify(notice: Omit<Notice, 'id'>): void {
  betState().notices.push({ ...notice, id: nextNotice++ });
}

/** Takes the queued toasts (the element that shows them drains the queue, so each shows once). */
export function takeNotices(): Notice[] {
  const state = betState();
  return state.notices.length ? state.notices.splice(0) : [];
}

/** The coin bets are placed in: the user's default balance coin, else the page's currency. */
export function betCurrency(): string {
  const user = session().user;
  return user?.balances.find((b) => b.isDefault)?.coinCode ?? getRuntime().config.get().currency;
}

/** Sets a typed stake. */
export function setStake(key: string, value: string): void {
  const state = betState();
  state.stakes[key] = value;
  // A refusal of the last placement was about the stakes then; a new stake is a new question (issue 28 item 7).
  state.failure = null;
}

/** Clears the receipt (temporary order statuses) so pre-bet info refreshes again. */
export function clearReceipt(): void {
  const state = betState();
  state.tempOrderStatus = [];
  state.receiptRef = null;
}
