// The amount shown for an order, by status (spec §4 "Displayed amount by status").
import { OrderStatus } from './betEnums';
import { MoneyDecimal, roundMoney } from './money';
import { hasCashOut } from './orderStatus';
import type { BetOrder, Money } from './types';

type AmountView = Pick<
  BetOrder,
  | 'orderStatus'
  | 'cashOutList'
  | 'settledAmount'
  | 'returnedAmount'
  | 'maxWinAmount'
  | 'cashOutPrincipal'
  | 'cashOutReturn'
>;

/** Amount to display: settled (net of cash-outs), returned (sat) when cancelled or rejected, max win while open. */
export function displayedAmount(order: AmountView): Money {
  switch (order.orderStatus) {
    case OrderStatus.Settled:
      return hasCashOut(order)
        ? roundMoney(
            new MoneyDecimal(order.cashOutReturn ?? 0)
              .minus(order.cashOutPrincipal ?? 0)
              .plus(order.settledAmount ?? 0),
          )
        : roundMoney(order.settledAmount ?? 0);
    case OrderStatus.Canceled:
    case OrderStatus.Rejected:
      return roundMoney(order.returnedAmount ?? 0);
    case OrderStatus.Confirmed:
    case OrderStatus.Confirming:
    case OrderStatus.Created:
      return roundMoney(order.maxWinAmount ?? 0);
    default:
      return roundMoney(order.settledAmount ?? order.cashOutPrincipal ?? 0);
  }
}
