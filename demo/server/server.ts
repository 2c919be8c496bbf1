// Wires the world, the book and the sockets to one HTTP port.
import { currentTitlesOf } from './titles.ts';
import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { fileURLToPath } from 'node:url';
import { serve } from '@hono/node-server';
import { Hono, type MiddlewareHandler } from 'hono';
import { compress } from 'hono/compress';
import { cors } from 'hono/cors';
import { SOCKET_PATHS } from '../../src/api/paths.ts';
import { ActionRefs } from './actionRefs.ts';
import { Book, bookTimings } from './book.ts';
import { LocalBus, PostgresBus, type Bus } from './bus.ts';
import { CashOut } from './cashout.ts';
import { ChatHub } from './chat.ts';
import { CODE } from './codes.ts';
import { PushHub } from './push.ts';
import { Reserves } from './reserve.ts';
import { bettingRoutes } from './routes/betting.ts';
import { chatRoutes } from './routes/chat.ts';
import { expertNewsRoutes } from './routes/expertNews.ts';
import { anchorSearchRoutes } from './routes/anchorSearch.ts';
import { liveRoutes } from './routes/live.ts';
import { roomGameRoutes } from './routes/roomGames.ts';
import { Guessing } from './guessing.ts';
import { LiveBetFeed } from './liveBets.ts';
import { PUSH_CHANNEL, type WireLiveBetPush } from '../../src/api/wire.ts';
import { matchRoutes } from './routes/matches.ts';
import { ssapiRoutes } from './routes/ssapi.ts';
import { DEMO_CONTROL_PATH, systemRoutes } from './routes/system.ts';
import { serveStrictPage } from './csp.ts';
import { CONTROL_COOKIE, controlSecret, type ServerMode } from './demoControl.ts';
import { MediaGrants, serveMedia } from './media.ts';
import { serveAppPage, serveFolder } from './static.ts';
import { ChangedElsewhere, Store } from './store.ts';
import { Users } from './users.ts';
import { World } from './world.ts';

export interface ServerOptions {
  port?: number;
  host?: string;
  seed?: number;
  /** Simulated seconds per real second. */
  speed?: number;
  dataDir?: string;
  /** Allowed CORS origins ('*' for any). */
  corsOrigins?: string[];
  /** One line per request. */
  log?: boolean;
  matches?: number;
  /** The anchor-proxy switch the server answers (spec §7): on shows anonymous visitors the live rooms' cover. */
  anchorProxy?: boolean;
  /** Every live room a viewer joins gets a burst of 50 chat messages a second for 20 s (demo/server/busyRoom.ts). */
  busyChat?: boolean;
  /** false: the simulation only moves when `sim.advance(ms)` is called (tests). */
  autoTick?: boolean;
  /** Simulated epoch ms at start (default: now). */
  epoch?: number;
  /** Tests: every bet is decided this many simulated ms after placing (default: 2 s, live 4 s). */
  betDecisionMs?: number;
  /** Tests: the least gap between two chat messages of one user (default 1000 ms, R05). */
  chatGapMs?: number;
  /** production (the default): no demo control and no test users; demo (`npm start`); test (the test tiers). */
  mode?: ServerMode;
  /** The demo control's secret in demo and test mode (default: a random one, printed at start). */
  controlSecret?: string;
  /**
   * Where the records live (DATABASE_URL): a postgres:// URL, `memory://` (an in-memory PGlite shared by the process:
   * the unit tests), or by default PGlite in DATA_DIR/pglite.
   */
  database?: string;
  /** The schema the tables live in (default public); the unit tests give each server its own. */
  schema?: string;
  /** Tests (PGLITE_TEMPLATE): a fresh PGlite data directory's tarball a new DATA_DIR starts from (made on first use). */
  pgliteTemplate?: string;
  /** The secret the signed media URLs are made with (default: a random one per start; instances sharing viewers share it). */
  mediaSecret?: string;
}

export interface RunningServer {
  url: string;
  port: number;
  sim: World;
  /** What a /demo/control call must carry (x-demo-control); null with production settings (no demo control). */
  controlSecret: string | null;
  /** The records and their database (tests read what is written). */
  store: Store;
  close(): Promise<void>;
}

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
/** A restart continues the saved world when it is at most this far along; later, the world starts afresh. */
const MAX_RESTORE_MS = 30 * 60_000;
/** Sharing a database, the leader writes where the world is this often (a joining instance goes on from there). */
const WORLD_MARK_MS = 10_000;
/** A saved world marked this recently (real ms) belongs to a running instance: a joining one continues it. */
const RUNNING_WITHIN_MS = 3 * WORLD_MARK_MS;
/** The simulation moves every second of real time (SPEED seconds of simulated time). */
const TICK_MS = 1000;

function createWorld(
  store: Store,
  seed: number,
  matchCount: number,
  epoch: number | undefined,
  shared: boolean,
  speed: number,
): World {
  const saved = store.data.world;
  // Another instance runs this world (several instances on one database): this one continues it where it is now
  // by the real clock, on the same grid of steps, so both show the same matches, clocks, scores and prices.
  // (A given epoch, the tests', sets the clock itself.)
  if (
    shared &&
    epoch === undefined &&
    saved?.at !== undefined &&
    saved.seed === seed &&
    Date.now() - saved.at <= RUNNING_WITHIN_MS
  ) {
    // The running instance ticks each real second (TICK_MS), moving the world `speed` seconds.
    const ticks = Math.floor((Date.now() - saved.at) / TICK_MS);
    const elapsed = saved.elapsed + ticks * TICK_MS * speed;
    const world = new World({ seed, matchCount, epoch: saved.epoch });
    world.advance(elapsed);
    store.data.world = { seed, epoch: saved.epoch, elapsed, at: saved.at + ticks * TICK_MS };
    return world;
  }
  if (saved && saved.seed === seed && saved.elapsed <= MAX_RESTORE_MS) {
    const world = new World({ seed, matchCount, epoch: epoch ?? Date.now() - saved.elapsed });
    world.advance(saved.elapsed);
    store.data.world = { seed, epoch: world.now() - saved.elapsed, elapsed: saved.elapsed };
    return world;
  }
  const world = new World({ seed, matchCount, epoch: epoch ?? Date.now() });
  store.data.world = { seed, epoch: world.now(), elapsed: 0 };
  return world;
}

/**
 * CORS for `origins` ('*': any): hono's cors answers the preflight (OPTIONS); any other answer gets the allowed origin
 * once it is made. (hono's cors set it on a placeholder answer before the route ran, so every API answer was then
 * rebuilt as a second Response read through a stream: about 5 % of a bet's CPU under load.)
 */
function corsHeaders(origins: string[]): MiddlewareHandler {
  const any = origins.includes('*');
  const preflight = cors({ origin: any ? '*' : origins, maxAge: 600 });
  return async (c, next) => {
    if (c.req.method === 'OPTIONS') return preflight(c, next);
    await next();
    const origin = any ? '*' : origins.find((o) => o === c.req.header('origin'));
    if (origin) c.res.headers.set('Access-Control-Allow-Origin', origin);
    if (!any) c.res.headers.append('Vary', 'Origin');
  };
}

/** Starts the reference server; resolves once it listens. */
export async function startServer(options: ServerOptions = {}): Promise<RunningServer> {
  const host = options.host ?? '127.0.0.1';
  const seed = options.seed ?? 1;
  const store = await Store.open({
    dir: options.dataDir ?? `${ROOT}demo/server/data`,
    database: options.database,
    schema: options.schema,
    pgliteTemplate: options.pgliteTemplate,
  });
  // Several instances on one PostgreSQL share chat, room events and records through the bus (bus.ts).
  const bus: Bus =
    options.database && /^postgres(ql)?:\/\//.test(options.database)
      ? await PostgresBus.open(options.database, store.sql, options.schema ?? 'public')
      : new LocalBus();
  if (bus.shared) await store.share(bus);
  const speed = options.speed ?? 1;
  const world = createWorld(store, seed, options.matches ?? 120, options.epoch, bus.shared, speed);
  world.leads = () => bus.leads();
  const mode = options.mode ?? 'production';
  const secret = controlSecret(mode, options.controlSecret);
  const users = new Users(store, mode === 'test');
  const book = new Book(store, users, world, bookTimings(options.betDecisionMs));
  // userTitleDO (spec 3.26): the user's current title and VIP level, as the chat's names show them.
  users.currentTitles = (user) => currentTitlesOf(user, { placed: book.placedCount(user), vip: users.vipLevel(user) });
  const cashOut = new CashOut(store, users, book, world);
  const reserves = new Reserves(store, users, book, world);
  const push = new PushHub(world, bus);
  const chat = new ChatHub(
    world,
    store,
    users,
    (user) => ({ placed: book.placedCount(user), vip: users.vipLevel(user) }),
    options.busyChat ?? false,
    options.chatGapMs,
    bus,
  );
  const guessing = new Guessing(world, store, users, () => chat.rooms.values());
  const liveBets = new LiveBetFeed((room, list) =>
    push.publish<WireLiveBetPush>(PUSH_CHANNEL.liveBet(room.liveRoomId), { liveRoomId: room.liveRoomId, list }),
  );
  world.listen({ tick: () => liveBets.update(chat.rooms.values()) });
  world.listen({
    tick: (now) => {
      store.data.world!.elapsed = now - store.data.world!.epoch;
      if (bus.shared) store.data.world!.at = Date.now();
    },
  });
  let origin = '';

  const app = new Hono();
  const origins = options.corsOrigins ?? ['*'];
  app.use('*', corsHeaders(origins));
  // API answers gzip-compressed when the client accepts it, as a production server sends them: a first list page is
  // about 75 KB of JSON, a third of a second on a phone's 1.6 Mbps (issue 29). Static files come compressed already.
  // Answers under 1 KB (a bet's, an envelope) go as they are: the API's answers carry their length (http.ts json).
  app.use('*', compress({ encoding: 'gzip', threshold: 1024 }));
  if (options.log) {
    app.use('*', async (c, next) => {
      const started = Date.now();
      await next();
      console.log(`[server] ${c.req.method} ${c.req.path} ${c.res.status} ${Date.now() - started}ms`);
    });
  }
  if (secret) {
    // The server's own demo pages get the control secret as a cookie only they send back (their room controls).
    app.use('*', async (c, next) => {
      await next();
      if (c.req.method === 'GET' && c.res.headers.get('content-type')?.startsWith('text/html'))
        c.res.headers.append(
          'set-cookie',
          `${CONTROL_COOKIE}=${secret}; Path=${DEMO_CONTROL_PATH}; HttpOnly; SameSite=Strict`,
        );
    });
  }
  systemRoutes(
    app,
    world,
    users,
    push,
    chat,
    () => origin,
    options.anchorProxy ?? false,
    { betDecisionMs: options.betDecisionMs ?? null, chatGapMs: options.chatGapMs ?? 1000 },
    secret,
    cashOut,
    book,
  );
  const grants = new MediaGrants(options.mediaSecret ?? randomBytes(32).toString('base64url'));
  matchRoutes(app, world, users, grants);
  ssapiRoutes(app, world, users);
  bettingRoutes(app, users, book, cashOut, reserves);
  const refs = new ActionRefs(store);
  liveRoutes(app, users, chat, refs, grants);
  roomGameRoutes(app, users, chat, guessing, refs);
  chatRoutes(app, users, chat, book);
  expertNewsRoutes(app, world, users, chat);
  anchorSearchRoutes(app, world, users, chat);
  serveStrictPage(app, '/csp.html', `${ROOT}demo/public/csp.html`);
  serveAppPage(app, '/app', `${ROOT}demo/public/app.html`);
  serveFolder(app, '/dist/', `${ROOT}dist`);
  serveMedia(app, `${ROOT}demo/media`, grants);
  serveFolder(app, '/', `${ROOT}demo/public`);
  app.notFound((c) => c.json({ code: CODE.NotFound, msg: `no such path: ${c.req.path}`, data: null }, 404));
  app.onError((err, c) => {
    console.error('[server] unhandled:', err);
    return c.json({ code: CODE.ServerError, msg: 'internal error', data: null });
  });

  const server = await new Promise<ReturnType<typeof serve>>((resolve) => {
    const s = serve({ fetch: app.fetch, port: options.port ?? 5180, hostname: host }, () => resolve(s));
  });
  server.on('upgrade', (req: IncomingMessage, socket: Duplex, head: Buffer) => {
    const path = new URL(req.url ?? '/', 'http://x').pathname;
    const hub = path === SOCKET_PATHS.push ? push.wss : path === SOCKET_PATHS.chat ? chat.wss : undefined;
    if (!hub) {
      socket.destroy();
      return;
    }
    hub.handleUpgrade(req, socket, head, (ws) => hub.emit('connection', ws, req));
  });
  const port = (server.address() as AddressInfo).port;
  origin = `http://${host.includes(':') ? `[${host}]` : host}:${port}`;

  let timer: ReturnType<typeof setInterval> | undefined;
  const tick = () => world.advance(TICK_MS * speed);
  // An instance that joined a running world ticks in step with it (its next tick is a second after the last).
  const joined = store.data.world?.at;
  const first =
    options.autoTick === false
      ? undefined
      : setTimeout(
          () => {
            tick();
            timer = setInterval(tick, TICK_MS);
          },
          joined === undefined ? TICK_MS : Math.max(0, joined + TICK_MS - Date.now()),
        );
  // Sharing the database, the leader marks where the world is (a joining instance continues it: createWorld).
  const mark = bus.shared
    ? setInterval(() => {
        if (bus.leads()) store.flush(true).catch(() => undefined);
      }, WORLD_MARK_MS)
    : undefined;
  mark?.unref();
  // Instances starting together on an empty database each make the demo users: one writes them, the others read
  // them back (a refused write, ChangedElsewhere) and go on.
  await store.flush(true).catch((error: unknown) => {
    if (!(error instanceof ChangedElsewhere)) throw error;
  });
  return {
    url: `${origin}/`,
    port,
    sim: world,
    controlSecret: secret,
    store,
    close: async () => {
      clearTimeout(first);
      if (timer) clearInterval(timer);
      clearInterval(mark);
      push.dropAll();
      chat.close();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await bus.close();
      await store.close();
    },
  };
}
