// The bet ledger: every bet submission is written to localStorage (one key per submission, so tabs never
// overwrite each other) BEFORE it is sent, with its body and client references, and updated as its outcome
// becomes known. After a reload or a crash the slip reads it back and resolves what is still open.
import { proxy, snapshot } from 'valtio/vanilla';
import type { BetLeg, SeriesBet, SingleBet } from '../../api/endpoints/betting';
import { isOrderPending } from '../../domain/orderStatus';
import type { Money } from '../../domain/types';
import { getRuntime } from '../../runtime/runtime';
import { readStored, storage, writeStored } from '../../runtime/storage';
import type { PickLabel } from '../../domain/betRules';

/** sending: saved, POST under way; unknown: the answer was lost; placed: the server has the orders; notPlaced: reconciled, never arrived. */
export type SubmissionState = 'sending' | 'unknown' | 'placed' | 'notPlaced';

/** What the slip showed for one leg, kept for toasts, receipts and the pending-order record. */
export interface SubmittedPick extends PickLabel {
  marketId: string;
  /** The option's type (H, D, A, O, U…): names the side on the receipt (absent in ledgers saved before issue 28). */
  type?: string;
  odds: number;
}

export interface SubmittedOrder {
  orderId: string;
  status: number;
  clientRef?: string;
  odds: number[];
}

export interface Submission {
  /** The submission's client reference: the lock key; each bet's own reference is `${ref}:${index}`. */
  ref: string;
  kind: 'single' | 'multiple';
  state: SubmissionState;
  sentAt: number;
  currencyId: string;
  singles: SingleBet[];
  series: SeriesBet[];
  /** The legs of a multiple bet (singles carry their own). */
  legs: BetLeg[];
  picks: SubmittedPick[];
  /** Series labels of a multiple bet, e.g. 3串1, for the toast naming the parlay. */
  seriesLabels: string[];
  /** What the slip showed for each series before placing: its bet count and return per unit (issue 28 item 5). */
  seriesShown?: { bets: number; odds: number }[];
  amount: Money;
  orders: SubmittedOrder[];
}

const PREFIX = 'sport-widgets:bet:';
/** Decided submissions are forgotten after a day. */
const KEEP_DECIDED_MS = 24 * 60 * 60 * 1000;

/** Every client reference a submission sent, in order. */
export function betRefs(sub: Pick<Submission, 'singles' | 'series'>): string[] {
  return [...sub.singles, ...sub.series].map((bet) => bet.clientRef);
}

/** True while the outcome of a submission is still open (not sent back, or with orders still being decided). */
export function isSubmissionOpen(sub: Submission): boolean {
  return sub.state === 'sending' || sub.state === 'unknown' || sub.orders.some((o) => isOrderPending(o.status));
}

/**
 * What the slip shows of the ledger: the receipt's submission and every other one still open or never placed
 * (send again). One rule for the slip panel (which loads the view when there is any) and the view itself.
 */
export function shownSubmissions(
  items: Readonly<Record<string, Submission>>,
  receiptRef: string | null,
): { receipt: Submission | undefined; open: Submission[] } {
  const receipt = receiptRef ? items[receiptRef] : undefined;
  const open = Object.values(items).filter(
    (s) => s.ref !== receiptRef && (isSubmissionOpen(s) || s.state === 'notPlaced'),
  );
  return { receipt, open };
}

function readStoredSubmission(ref: string): Submission | null {
  try {
    return JSON.parse(readStored(PREFIX + ref) ?? 'null') as Submission | null;
  } catch {
    return null;
  }
}

/** Reads one submission: from storage (another tab may have written it), else this page's memory of it. */
export function readSubmission(ref: string): Submission | null {
  const stored = readStoredSubmission(ref);
  if (stored) return stored;
  const remembered = betLedger().items[ref];
  return remembered ? (snapshot(remembered) as Submission) : null;
}

function readAll(now: number): Record<string, Submission> {
  const store = storage();
  const out: Record<string, Submission> = {};
  if (!store) return out;
  for (let i = 0; i < store.length; i += 1) {
    const key = store.key(i);
    if (!key?.startsWith(PREFIX)) continue;
    const sub = readStoredSubmission(key.slice(PREFIX.length));
    if (sub && (isSubmissionOpen(sub) || now - sub.sentAt < KEEP_DECIDED_MS)) out[sub.ref] = sub;
  }
  return out;
}

export interface BetLedger {
  items: Record<string, Submission>;
  /** References of submissions storage refused (full or disabled): kept in this page only, lost on reload. */
  unsaved: Record<string, true>;
}

/** The page's mirror of the ledger, refreshed from storage when another tab writes it. */
export function betLedger(): BetLedger {
  return getRuntime().singleton('state:bet-ledger', () => {
    const ledger = proxy<BetLedger>({ items: readAll(Date.now()), unsaved: {} });
    if (typeof window !== 'undefined') {
      window.addEventListener('storage', (event) => {
        if (event.key?.startsWith(PREFIX)) reloadLedger();
      });
    }
    return ledger;
  });
}

/** Reads the ledger again from storage (another tab wrote it, or the page came back); unsaved ones stay. */
export function reloadLedger(): void {
  const ledger = betLedger();
  const kept = Object.fromEntries(
    Object.keys(ledger.unsaved).flatMap((ref) => (ledger.items[ref] ? [[ref, ledger.items[ref]]] : [])),
  );
  ledger.items = { ...kept, ...readAll(Date.now()) };
}

/** Writes a submission (storage first: it must survive a crash right after this line); a refused write is remembered as unsaved. */
export function saveSubmission(sub: Submission): Submission {
  const ledger = betLedger();
  if (writeStored(PREFIX + sub.ref, JSON.stringify(sub))) delete ledger.unsaved[sub.ref];
  else ledger.unsaved[sub.ref] = true;
  ledger.items[sub.ref] = sub;
  return sub;
}

/** Updates the stored submission of `ref` with `patch`; returns the new value (null when it is gone). */
export function updateSubmission(ref: string, patch: Partial<Submission>): Submission | null {
  const current = readSubmission(ref) ?? betLedger().items[ref];
  return current ? saveSubmission({ ...current, ...patch }) : null;
}

/** Forgets a submission (the user dismissed a decided one). */
export function removeSubmission(ref: string): void {
  writeStored(PREFIX + ref, null);
  delete betLedger().items[ref];
  delete betLedger().unsaved[ref];
}
