// Condition waits for the engines tier: no fixed sleeps. Each wait polls a named condition until a deadline and,
// when it runs out, says what it waited for and what it saw last.

const POLL_MS = 100;

/**
 * Polls `probe` until it answers { done: true, value } and resolves `value`; `probe` answers { done: false, seen }
 * meanwhile (`seen` says what is there now). Throws "timed out after N s waiting for <what> (last seen: …)".
 */
export async function waitFor(what, probe, timeoutMs = 15_000) {
  const end = Date.now() + timeoutMs;
  let seen = 'nothing yet';
  for (;;) {
    try {
      const answer = await probe();
      if (answer.done) return answer.value;
      seen = answer.seen ?? seen;
    } catch (error) {
      seen = `probe failed: ${error.message}`;
    }
    if (Date.now() > end)
      throw new Error(`timed out after ${timeoutMs / 1000} s waiting for ${what} (last seen: ${seen})`);
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}

/** Resolves the first `event` of `emitter`, or throws naming `what` after `timeoutMs`. */
export function nextEvent(emitter, event, what, timeoutMs = 15_000) {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      emitter.off(event, on);
      reject(new Error(`timed out after ${timeoutMs / 1000} s waiting for ${what}`));
    }, timeoutMs);
    const on = (value) => {
      clearTimeout(timer);
      resolve(value);
    };
    emitter.once(event, on);
  });
}
