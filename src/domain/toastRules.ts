// Which toasts are never shown (spec §6): a module apart from the goal-alert rules, since every element's
// toast layer reads it and only goal notifications read those.

/** Title of the empty prompt toast that is never shown. */
export const EMPTY_PROMPT_TITLE = 'Prompt';

/** Texts meaning "login expired", in the languages the server answers with. */
const LOGIN_EXPIRED = /登录已?过期|登入已?過期|login (has )?expired/i;

/** A toast is suppressed when it is 'Prompt' with no message, or, inside the app, when it says the login expired. */
export function isToastSuppressed(toast: { title?: string; message?: string }, inApp: boolean): boolean {
  if (toast.title === EMPTY_PROMPT_TITLE && !toast.message) return true;
  return inApp && LOGIN_EXPIRED.test(`${toast.title ?? ''} ${toast.message ?? ''}`);
}
