// The slip's machinery that follows placed bets: reconciling lost answers (send.ts) and asking the order-status
// poll about the slip's open orders (waitingOrders.ts). A file of its own so the slip service loads it only when
// there is a bet to follow (service.ts): an empty slip's first download leaves it out.
import { reconcileLoop } from './send';
import { readSlipOrders } from './waitingOrders';

/** Starts following the ledger's bets; returns the stop. */
export function followBets(): () => void {
  const stops = [readSlipOrders(), reconcileLoop()];
  return () => {
    for (const stop of stops) stop();
  };
}
