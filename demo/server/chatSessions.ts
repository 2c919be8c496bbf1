// Chat tokens and the sessions they belong to (issue 27 item 2). A chat token (user/chat/token/v2) stands for the
// session that asked for it and ends with it; the chat socket also accepts a session token itself. The sockets a
// session opened are closed (R01) when it ends (a later login kicks it), so a replaced session stops speaking at
// once; canSpeak (moderation.ts) checks the session again on every line for any other way a session may end.
import { randomUUID } from 'node:crypto';
import type { WebSocket } from 'ws';
import type { UserRecord } from './records.ts';
import type { Users } from './users.ts';

/** Who a logged-in chat socket or call speaks for: the user and the session (token) they logged in with. */
export interface Speaker {
  user: UserRecord;
  session: string;
}

/** The chat tokens a session keeps at most (one per room joined lately); an older one is dropped. */
const TOKENS_PER_SESSION = 20;

export class ChatSessions {
  /** Chat token to the session token it was issued to. */
  private readonly sessionOf = new Map<string, string>();
  /** Session token to its chat tokens, oldest first. */
  private readonly tokensOf = new Map<string, string[]>();
  /** Session token to the chat sockets opened with it (or with one of its chat tokens). */
  private readonly socketsOf = new Map<string, Set<WebSocket>>();

  constructor(
    private readonly users: Users,
    /** Closes a socket whose session ended (telling it why). */
    private readonly close: (ws: WebSocket) => void,
  ) {
    users.onSessionEnd((session) => this.end(session));
  }

  /** Issues a chat token for the session `session` (already authenticated by the caller). */
  issue(session: string): string {
    const token = `chat-${randomUUID().replaceAll('-', '')}`;
    const tokens = this.tokensOf.get(session) ?? [];
    tokens.push(token);
    for (const dropped of tokens.splice(0, Math.max(0, tokens.length - TOKENS_PER_SESSION)))
      this.sessionOf.delete(dropped);
    this.tokensOf.set(session, tokens);
    this.sessionOf.set(token, session);
    return token;
  }

  /** The speaker of a chat token or of a session token; throws the session's expired (405) / kicked (505) failure. */
  speakerOf(token: string): Speaker {
    const session = this.sessionOf.get(token) ?? token;
    return { user: this.users.authenticate(session), session };
  }

  /** Remembers a socket opened by `speaker`'s session, until it closes. */
  track(ws: WebSocket, speaker: Speaker): void {
    const sockets = this.socketsOf.get(speaker.session) ?? new Set();
    sockets.add(ws);
    this.socketsOf.set(speaker.session, sockets);
    ws.once('close', () => {
      sockets.delete(ws);
      if (sockets.size === 0 && this.socketsOf.get(speaker.session) === sockets) this.socketsOf.delete(speaker.session);
    });
  }

  /** A session ended: its chat tokens are forgotten and its open sockets closed. */
  end(session: string): void {
    for (const token of this.tokensOf.get(session) ?? []) this.sessionOf.delete(token);
    this.tokensOf.delete(session);
    const sockets = this.socketsOf.get(session);
    this.socketsOf.delete(session);
    for (const ws of sockets ?? []) this.close(ws);
  }
}
