// Who may drive the simulation through /demo/control: nobody on a server started with production settings (the
// route does not exist); in demo or test mode only a caller holding the control secret (the x-demo-control header,
// or the cookie the server gives its own demo pages) or an admin's session.
import { randomBytes } from 'node:crypto';
import type { CallContext } from './http.ts';
import type { Users } from './users.ts';

/** production: no demo control, no test users; demo: `npm start`; test: the test tiers (also copies of demo users). */
export type ServerMode = 'production' | 'demo' | 'test';

export const CONTROL_HEADER = 'x-demo-control';
/** Set on the demo pages the server serves in demo or test mode, sent back only by its own pages. */
export const CONTROL_COOKIE = 'sport-demo-control';

/** The secret of a server in demo or test mode (the one given, or a fresh random one); null in production. */
export function controlSecret(mode: ServerMode, given?: string): string | null {
  if (mode === 'production') return null;
  return given || randomBytes(18).toString('base64url');
}

/** Whether a control call may act: it carries the secret, or comes from a chat admin's session. */
export function controlAllowed(ctx: CallContext, secret: string, users: Users): boolean {
  const offered = ctx.header(CONTROL_HEADER) ?? ctx.cookie(CONTROL_COOKIE);
  return offered === secret || (!!ctx.user && users.isChatAdmin(ctx.user));
}
