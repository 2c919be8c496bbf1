// The client reference of a guess or a gift (issue 27 item 6), as the bet slip keeps one for a bet
// (`slip/refs.ts`): the server does one action per reference, so the same action sent again after an answer that
// never came (a network failure, a timeout, the server's 1500) reuses its reference and cannot spend twice. The
// reference is forgotten once the action is decided (done, or refused), so the same action done again later is new.
import { isApiError, type ApiErrorKind } from '../../api/errors';
import { draftRef, forgetDraft } from '../slip/refs';

/** Failures after which the action may have happened: its reference is kept for the retry. */
const MAY_HAVE_HAPPENED: readonly ApiErrorKind[] = ['unknown-outcome', 'network', 'server', 'malformed', 'cancel'];

/** Whether a failed action may still have happened on the server. */
export function mayHaveHappened(error: unknown): boolean {
  return !isApiError(error) || MAY_HAVE_HAPPENED.includes(error.kind);
}

/**
 * Runs `act` with the reference of the action `fingerprint` (what makes two actions the same: its kind, room and
 * fields): the one it had, while no answer decided it, else a new one.
 */
export async function withActionRef<T>(fingerprint: string, act: (clientRef: string) => Promise<T>): Promise<T> {
  const key = `live-action|${fingerprint}`;
  try {
    const done = await act(draftRef(key));
    forgetDraft(key);
    return done;
  } catch (error) {
    if (!mayHaveHappened(error)) forgetDraft(key);
    throw error;
  }
}
