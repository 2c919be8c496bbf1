// The slip's views that show only after a bet is placed (receipt, open bets and the receipt's lines), loaded on
// demand: SlipPanel mounts them when the ledger has one, BetSlip asks for them ahead with the first pick.
export const loadPendingBets = () => import('./PendingBets');

/** Starts downloading the receipt and open-bets views (once; the browser keeps the modules). */
export function prefetchPendingBets(): void {
  void loadPendingBets().catch(() => undefined);
  void import('./ReceiptLines').catch(() => undefined);
}
