// The reserve form's state (spec §4), apart from its actions in reserve.ts so the slip can tell whether the
// form is open without downloading them (they need decimal.js) before a reserve is asked for.
import { proxy } from 'valtio/vanilla';
import type { ReserveLimit } from '../../domain/types';
import { getRuntime } from '../../runtime/runtime';
import type { PickInfo } from '../../domain/slip';

export interface ReserveFormState {
  pick: PickInfo | null;
  loading: boolean;
  /** Reserve info: current odds and the range a target may take. */
  currentOdds: number;
  minOdds: number;
  maxOdds: number;
  limit: ReserveLimit | null;
  target: string;
  stake: string;
  sending: boolean;
  /** i18n key (with values) of the message shown, or null. */
  message: { key: string; values?: Record<string, string> } | null;
  /** Stays the same while the form is open: a second click cannot create a second reserve. */
  clientRef: string;
}

/** The page's reserve form. */
export function reserveForm(): ReserveFormState {
  return getRuntime().singleton('state:reserve-form', () =>
    proxy<ReserveFormState>({
      pick: null,
      loading: false,
      currentOdds: 0,
      minOdds: 0,
      maxOdds: 0,
      limit: null,
      target: '',
      stake: '',
      sending: false,
      message: null,
      clientRef: '',
    }),
  );
}

/** Closes the form. */
export function closeReserve(): void {
  reserveForm().pick = null;
}
