// What an order row shows (spec §3, §4): its outcome label, the amount and its caption by status, the
// series label of a parlay, leg results and reserve states, as translation keys of the 'history' namespace.
import { formatSeries, type SeriesParts } from '../../domain/series';
import { BetKind, BetResult, OrderStatus, ReserveState } from '../../domain/betEnums';
import { orderOutcome, orderStatusGroup } from '../../domain/orderStatus';
import type { BetOrder } from '../../domain/types';

/** Key of an order's outcome label: waiting, confirm, failure, cancel, lose, lose half, win, win half, draw, cash out. */
export function outcomeKey(order: Pick<BetOrder, 'orderStatus' | 'cashOutList' | 'result'>): string {
  return `history:outcome.${orderOutcome(order)}`;
}

/** Key of the caption of the displayed amount: Return when settled, Returned (sat) when cancelled or rejected, else To return. */
export function amountCaptionKey(order: Pick<BetOrder, 'orderStatus' | 'cashOutList'>): string {
  switch (orderStatusGroup(order)) {
    case 'settled':
    case 'earlySettlement':
      return 'history:amount.settled';
    case 'cancel':
    case 'failure':
      return 'history:amount.returned';
    default:
      return 'history:amount.toReturn';
  }
}

const LEG_RESULT: Partial<Record<number, string>> = {
  [BetResult.Won]: 'win',
  [BetResult.Lost]: 'lose',
  [BetResult.WinReturn]: 'winHalf',
  [BetResult.LoseReturn]: 'loseHalf',
  [BetResult.Return]: 'draw',
  [BetResult.Cancel]: 'cancel',
};

/** Key of a leg's settled result, or null while the leg is not resulted. */
export function legResultKey(settledResult: number | undefined): string | null {
  const name = settledResult === undefined ? undefined : LEG_RESULT[settledResult];
  return name ? `history:outcome.${name}` : null;
}

const RESERVE_STATES: Record<number, string> = {
  [ReserveState.Valid]: 'valid',
  [ReserveState.Successful]: 'successful',
  [ReserveState.Failed]: 'failed',
  [ReserveState.Cancelled]: 'cancelled',
};

/** Key of a reserved bet's state: valid, successful, failed, cancelled. */
export function reserveStatusKey(status: number): string {
  return `history:reserve.status.${RESERVE_STATES[status] ?? 'valid'}`;
}

// The server's series text: "3串1", "2串1×3" or "2串1 ×3", "3串4".
const SERIES_PATTERN = /^(\d+)串(\d+)\s*(?:[×x*]\s*(\d+))?$/;

/** Series parts of an order's seriesType text, or of its leg count when the text is missing or unreadable. */
export function orderSeriesParts(order: Pick<BetOrder, 'seriesType' | 'matchCount' | 'betCount'>): SeriesParts {
  const match = SERIES_PATTERN.exec(order.seriesType?.trim() ?? '');
  if (match) return { legs: Number(match[1]), per: Number(match[2]), count: match[3] ? Number(match[3]) : 1 };
  return { legs: order.matchCount, per: 1, count: order.betCount };
}

/** Whether an order is a parlay (more than one leg, or the parlay bet kind). */
export function isParlay(order: Pick<BetOrder, 'betType' | 'matchCount'>): boolean {
  return order.betType === BetKind.Parlay || order.matchCount > 1;
}

/** The series label of a parlay, e.g. "2串1 ×3" (formatSeries); null for a single. */
export function seriesLabel(
  order: Pick<BetOrder, 'seriesType' | 'matchCount' | 'betCount' | 'betType'>,
): string | null {
  return isParlay(order) ? formatSeries(orderSeriesParts(order)) : null;
}

/** Whether the order is still open (it may be cashed out, and it belongs to the unsettled list). */
export function isOpen(order: Pick<BetOrder, 'orderStatus'>): boolean {
  return (
    order.orderStatus === OrderStatus.Created ||
    order.orderStatus === OrderStatus.Confirming ||
    order.orderStatus === OrderStatus.Confirmed
  );
}
