// Helpers shared by the browser tests: waiting on the page, adding elements, and talking to the
// reference server whose URL the WTR config injects as window.SPORT_API.

/** The reference server's origin. */
export const API = (window as unknown as { SPORT_API: string }).SPORT_API;

/** Resolves once `check()` is true; rejects with `what` after `ms`. */
export function until(check: () => boolean, what: string, ms = 12000): Promise<void> {
  const start = performance.now();
  return new Promise((resolve, reject) => {
    const tick = () => {
      if (check()) resolve();
      else if (performance.now() - start > ms) reject(new Error(`timed out waiting for ${what}`));
      else setTimeout(tick, 50);
    };
    tick();
  });
}

// Every request of the page is counted from its start until its body has arrived, so a test can wait until the
// widgets' answers are in (installed before any test imports the bundle).
let requestsInFlight = 0;
const sent: string[] = [];
const pageFetch = window.fetch.bind(window);
window.fetch = async (...args: Parameters<typeof fetch>) => {
  requestsInFlight += 1;
  sent.push(args[0] instanceof Request ? args[0].url : String(args[0]));
  try {
    const response = await pageFetch(...args);
    await response
      .clone()
      .arrayBuffer()
      .catch(() => undefined);
    return response;
  } finally {
    requestsInFlight -= 1;
  }
};

/** The URL of every request the page has sent so far. */
export const requestsSent = (): readonly string[] => [...sent];

/** The next animation frame. */
const nextFrame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));

/**
 * Resolves once the page is quiet: no request in flight for three animation frames in a row, so every answer that
 * was asked for has arrived and been rendered. Rejects naming `what` after `ms`.
 */
export async function settled(what: string, ms = 12000): Promise<void> {
  const start = performance.now();
  for (let quiet = 0; quiet < 3;) {
    if (performance.now() - start > ms) throw new Error(`timed out waiting for the page to settle: ${what}`);
    await nextFrame();
    quiet = requestsInFlight === 0 ? quiet + 1 : 0;
  }
}

/** Resolves after the microtasks queued so far and one task: a disconnect's deferred release has run by then. */
export const afterPendingTasks = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** Parses `html` and appends its first element to the body. */
export function add<T extends HTMLElement = HTMLElement>(html: string): T {
  const wrap = document.createElement('div');
  wrap.innerHTML = html;
  const el = wrap.firstElementChild as T;
  document.body.append(el);
  return el;
}

/** The reference server's demo control secret (the server runs in test mode; the WTR config injects it). */
const CONTROL = (window as unknown as { SPORT_CONTROL: string }).SPORT_CONTROL;

/** POSTs JSON to the reference server and returns the envelope's data (throws unless code 1). */
export async function post<T>(path: string, body: unknown, token?: string): Promise<T> {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (token) headers.Authorization = token;
  if (path === '/demo/control') headers['x-demo-control'] = CONTROL;
  const response = await fetch(`${API}${path}`, { method: 'POST', headers, body: JSON.stringify(body) });
  const envelope = await response.json();
  if (envelope.code !== 1) throw new Error(`${path}: ${JSON.stringify(envelope)}`);
  return envelope.data as T;
}

/** Logs a demo user in on the reference server and returns the token. */
export async function loginToken(user = 'demo'): Promise<string> {
  return (await post<{ token: string }>('/demo/login', { user })).token;
}

/** The first match of `selector` inside an element's shadow root. */
export const q = (el: HTMLElement, selector: string) => el.shadowRoot?.querySelector<HTMLElement>(selector) ?? null;

/** Every match of `selector` inside an element's shadow root. */
export const all = (el: HTMLElement, selector: string) => [
  ...(el.shadowRoot?.querySelectorAll<HTMLElement>(selector) ?? []),
];

/** The id of the first football match the reference server lists. */
export async function firstMatchId(): Promise<string> {
  const { records } = await post<{ records: { id: string }[] }>('/v1/match/getList', {
    sportId: 1,
    playType: 'all',
    current: 1,
    size: 5,
    languageType: 'ENG',
  });
  return records[0].id;
}

interface PagePush {
  subscribe(channel: string, handler: (data: unknown) => void): () => void;
  isSubscribed(channel: string): boolean;
}

/** The page's push client (the runtime's 'push' singleton), or null while no element has made it. */
function pagePush(): PagePush | null {
  const runtime = (globalThis as unknown as Record<symbol, { singleton(key: string, create: () => never): unknown }>)[
    Symbol.for('sport-widgets.runtime')
  ];
  try {
    return runtime.singleton('push', () => {
      throw new Error('no push socket yet'); // leaves the singleton unmade
    }) as PagePush;
  } catch {
    return null;
  }
}

let probes = 0;

/**
 * Resolves once the reference server holds the page's push subscriptions to `channels`: the page has sent them, and
 * a probe channel subscribed after them on the same socket (the server reads a socket's commands in order) is counted.
 */
export async function pushReady(channels: string[], ms = 12000): Promise<void> {
  await until(
    () => !!pagePush() && channels.every((c) => pagePush()!.isSubscribed(c)),
    `subscriptions to ${channels}`,
    ms,
  );
  const probe = `browser.probe.${Date.now()}.${(probes += 1)}`;
  const stop = pagePush()!.subscribe(probe, () => undefined);
  const start = performance.now();
  try {
    while ((await post<number>('/demo/control', { action: 'subscribers', channel: probe })) === 0) {
      if (performance.now() - start > ms) throw new Error(`timed out waiting for the server to hold ${channels}`);
      await nextFrame();
    }
  } finally {
    stop();
  }
}

/**
 * Resolves once the short animations and transitions running in `root` now (an entrance, a fade, a theme's colour
 * transition: under 2 s left) have ended, finished or cancelled: what is measured or audited next is the steady
 * state. Endless and long ones (a live dot's pulse, a countdown) are part of that steady state.
 */
export async function animationsDone(root: ShadowRoot): Promise<void> {
  const short = root.getAnimations().filter((a) => {
    const end = Number(a.effect?.getComputedTiming().endTime ?? Infinity);
    return a.playState === 'running' && end - Number(a.currentTime ?? 0) < 2000;
  });
  await Promise.all(short.map((a) => a.finished.catch(() => undefined)));
}

/** The fields of a listed match (getList's records) the tests read. */
export interface ListedMatch {
  id: string;
  ms: number;
  lg: { na: string; sid: number };
  ts: { na: string }[];
  mg: { nm: string; mks: { id: string; ss: number; op: { nm: string; od: number; ty: string }[] }[] }[];
}

/**
 * Leaves the shared slip (localStorage) as a click on `match`'s first option of its first market would: the slip store
 * restores it on first use, so call it before the bundle is imported. Logged out.
 */
export function seedSlipWith(match: ListedMatch): void {
  const market = match.mg[0].mks[0];
  const option = market.op[0];
  localStorage.setItem(
    'sport-widgets:slip',
    JSON.stringify({
      slip: {
        mode: 'single',
        entries: [{ matchId: match.id, marketId: market.id, type: option.ty, inParlay: false, showInSingle: true }],
      },
      info: {
        [match.id]: {
          matchId: match.id,
          marketId: market.id,
          type: option.ty,
          odds: option.od,
          optionName: option.nm,
          marketName: match.mg[0].nm,
          home: match.ts[0].na,
          away: match.ts[1].na,
          league: match.lg.na,
          sportId: match.lg.sid,
          allowParlay: true,
        },
      },
    }),
  );
  localStorage.removeItem('st-auth');
}
