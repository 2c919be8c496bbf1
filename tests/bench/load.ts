// `npm run load`: the load the reference server must bear (issue 27 item 9), on loopback against one server started
// in test mode, printed as a table with each target. Not a test and not part of `npm test` (it runs about three
// minutes and its figures depend on the machine's load, which it prints beside them). LOAD_ONLY picks cases.
//   chat 500 / chat 2,000: that many anonymous viewers in one match room while a logged-in viewer says 50 lines a
//     second for LINE_SECONDS; delivery = a viewer's receipt minus the line's send time (written in the line).
//     The 2,000 case also opens a probe socket every second meanwhile: its time to be accepted (open, then L01).
//   bettors: 200 logged-in bettors each placing single bets one after another for 60 s (a 30 s timeout each).
//   push: 2,000 push sockets on one match's js1 channel while its odds move 20 times a second (demo control
//     moveOdds, the simulation's own moves held); spread = the last subscriber's receipt minus the first's.
import { randomBytes } from 'node:crypto';
import { connect, type Socket } from 'node:net';
import { cpus, loadavg } from 'node:os';
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import WebSocket from 'ws';
import { BET_PATHS } from '../../src/api/betPaths';
import { encodeForm, type FormValue } from '../../src/api/form';
import { LIVE_PATHS } from '../../src/api/livePaths';
import { PATHS, SOCKET_PATHS } from '../../src/api/paths';
import { PUSH_CHANNEL, type WireAnchor, type WireEnvelope, type WireMatch, type WirePage } from '../../src/api/wire';
import { CONTROL_HEADER, startReferenceServer } from '../support/referenceServer.mjs';
import { printTable } from './table';

const LINE_RATE = 50;
const LINE_SECONDS = 10;
const BETTORS = 200;
const BET_SECONDS = 60;
const BET_TIMEOUT_MS = 30_000;
const PUSH_SUBSCRIBERS = 2000;
const ODDS_RATE = 20;
const ODDS_SECONDS = 10;
/** LOAD_ONLY=chat500,chat2000,push,bettors runs only the cases named (all by default). */
const ONLY = process.env.LOAD_ONLY?.split(',').map((c) => c.trim());
const wanted = (name: string) => !ONLY || ONLY.includes(name);
/** How long the last lines or pushes may take to arrive before the rest count as lost. */
const DRAIN_MS = 15_000;
/** Sockets opened at once while a crowd connects. */
const CONNECT_BATCH = 100;
/** The bytes of a chunk kept before the next (longer than any marker and what it leads to). */
const CARRY = 96;

const now = () => performance.timeOrigin + performance.now();
const percentile = (values: number[], p: number) => {
  if (values.length === 0) return Number.NaN;
  const sorted = Float64Array.from(values).sort();
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))];
};
/** The largest value (spread over a quarter of a million values would overflow the stack). */
const max = (values: number[]) => values.reduce((a, b) => Math.max(a, b), Number.NEGATIVE_INFINITY);
const ms = (n: number) => (Number.isFinite(n) ? `${Math.round(n)} ms` : '—');
/** Resolves once `cond()` holds (checked every 20 ms), or after `limitMs` (resolving false). */
async function until(cond: () => boolean, limitMs: number): Promise<boolean> {
  const start = performance.now();
  while (!cond()) {
    if (performance.now() - start > limitMs) return false;
    await new Promise((r) => setTimeout(r, 20));
  }
  return true;
}

interface Row {
  name: string;
  measured: string;
  target: string;
  ok: boolean;
  note: string;
}

async function main(): Promise<number> {
  const load = loadavg();
  console.log(
    `load: ${cpus().length} cores, load average ${load.map((l) => l.toFixed(2)).join(' / ')} at the start (other work on the machine counts)`,
  );
  const server = await startReferenceServer({ CHAT_GAP_MS: '0' });
  const base = server.url;
  const wsBase = base.replace(/^http/, 'ws');
  /**
   * An HTTP call like the widgets make. Only the bettors keep their connections alive (always busy): a connection
   * left idle between the cases could be closed by the server's keep-alive timeout just as this process, running
   * late under load, reuses it ("other side closed").
   */
  const call = async <T>(
    path: string,
    body: Record<string, FormValue> = {},
    token?: string,
    timeoutMs = 30_000,
    keepAlive = false,
  ) => {
    const res = await fetch(base + path, {
      method: 'POST',
      body: encodeForm({ languageType: 'ENG', ...body }).toString(),
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        ...(token ? { authorization: token } : {}),
        ...(path === '/demo/control' ? { [CONTROL_HEADER]: server.controlSecret } : {}),
        ...(keepAlive ? {} : { connection: 'close' }),
      },
      signal: AbortSignal.timeout(timeoutMs),
    });
    return (await res.json()) as WireEnvelope<T>;
  };
  const login = async (user: string) => (await call<{ token: string }>('/demo/login', { user })).data.token;
  const control = async (body: Record<string, FormValue>) => {
    const res = await call('/demo/control', body);
    if (res.code !== 1) throw new Error(`demo control ${JSON.stringify(body)}: ${res.msg}`);
  };
  const lag = monitorEventLoopDelay({ resolution: 10 });
  const lagNote = () => `load generator's own event-loop delay p99 ${Math.round(lag.percentile(99) / 1e6)} ms`;

  /**
   * Opens `count` plain TCP sockets upgraded to WebSocket at `url`, in batches. The crowd reads raw bytes, not frames
   * (the server's frames are unmasked text): `onData` gets each chunk, and the seam between two chunks (the last CARRY
   * bytes of one and the first of the next), so a marker split between them is seen whole (the handler ignores what
   * it saw already). Parsing every frame of 2,000 sockets made this process, not the server, the slowest part of the
   * measurement.
   */
  async function crowd(count: number, url: string, onData: (i: number, chunk: Buffer) => void): Promise<Socket[]> {
    const { hostname, port, pathname, search } = new URL(url);
    const sockets: Socket[] = [];
    for (let start = 0; start < count; start += CONNECT_BATCH) {
      const batch = Array.from({ length: Math.min(CONNECT_BATCH, count - start) }, (_, k) => {
        const i = start + k;
        return new Promise<void>((resolve, reject) => {
          const socket = connect(Number(port), hostname, () =>
            socket.write(
              `GET ${pathname}${search} HTTP/1.1\r\nHost: ${hostname}:${port}\r\nUpgrade: websocket\r\n` +
                `Connection: Upgrade\r\nSec-WebSocket-Key: ${randomBytes(16).toString('base64')}\r\n` +
                'Sec-WebSocket-Version: 13\r\n\r\n',
            ),
          );
          socket.setNoDelay(true);
          sockets[i] = socket;
          let upgraded = false;
          let head: Buffer = Buffer.alloc(0);
          let carry: Buffer | undefined;
          socket.on('data', (data: Buffer) => {
            if (!upgraded) {
              head = Buffer.concat([head, data]);
              const end = head.indexOf('\r\n\r\n');
              if (end < 0) return;
              if (!head.subarray(0, 12).toString().includes('101')) return reject(new Error(head.toString()));
              upgraded = true;
              resolve();
              data = head.subarray(end + 4);
            }
            // The seam first (the last chunk's tail and this one's head: a marker split between them), then the
            // chunk itself; nothing else is copied.
            if (carry) onData(i, Buffer.concat([carry, data.subarray(0, CARRY)]));
            onData(i, data);
            carry = data.subarray(Math.max(0, data.length - CARRY));
          });
          socket.once('error', reject);
        });
      });
      await Promise.all(batch);
    }
    return sockets;
  }

  /** Sends a text frame on a raw crowd socket (a client's frames are masked; a zero mask leaves the bytes as they are). */
  function sendText(socket: Socket, text: string): void {
    const payload = Buffer.from(text);
    if (payload.length >= 126) throw new Error('a crowd socket sends short frames only');
    socket.write(Buffer.concat([Buffer.from([0x81, 0x80 | payload.length, 0, 0, 0, 0]), payload]));
  }

  /** Each complete occurrence of `marker` in `chunk` up to the byte `stop`: what lies between, as text. */
  function* between(chunk: Buffer, marker: Buffer, stop: number): Generator<string> {
    for (let at = chunk.indexOf(marker); at >= 0; at = chunk.indexOf(marker, at + marker.length)) {
      const end = chunk.indexOf(stop, at + marker.length);
      if (end < 0) return;
      yield chunk.toString('latin1', at + marker.length, end);
    }
  }

  const rows: Row[] = [];
  try {
    // A match room on air: an anonymous viewer is let in (the entertainment room is locked to them).
    const anchors = (await call<WireAnchor[]>(LIVE_PATHS.anchorList)).data;
    const room = anchors.find((a) => a.matchId && a.liveStatus === 1);
    if (!room) throw new Error('no match room on air');

    async function chat(viewers: number, tag: string, probe: boolean): Promise<void> {
      lag.reset();
      lag.enable();
      const total = LINE_RATE * LINE_SECONDS;
      const marker = Buffer.from(`"content":"${tag}:`);
      const got = Array.from({ length: viewers }, () => new Uint8Array(total));
      let deliveries = 0;
      const latencies: number[] = [];
      const url = `${wsBase}${SOCKET_PATHS.chat}?liveRoomId=${room!.liveRoomId}&languageType=ENG`;
      const connectStart = performance.now();
      const sockets = await crowd(viewers, url, (i, chunk) => {
        const received = now();
        for (const line of between(chunk, marker, 34 /* " */)) {
          const [seq, sent] = line.split(':').map(Number);
          if (got[i][seq]) continue;
          got[i][seq] = 1;
          deliveries += 1;
          latencies.push(received - sent);
        }
      });
      const connectMs = performance.now() - connectStart;
      const token = await login(`demo~load-${tag}`);
      const speaker = new WebSocket(`${url}&token=${encodeURIComponent(token)}`);
      await new Promise((resolve, reject) => speaker.once('open', resolve).once('error', reject));
      // Probes: a socket opened every second while the lines flow, timed to open and to its first frame (L01).
      const accepts: number[] = [];
      const probes: Promise<void>[] = [];
      const probeTimer = probe
        ? setInterval(() => {
            probes.push(
              new Promise((resolve) => {
                const started = now();
                const ws = new WebSocket(url);
                ws.once('message', () => {
                  accepts.push(now() - started);
                  ws.close();
                  resolve();
                });
                ws.once('error', () => resolve());
              }),
            );
          }, 1000)
        : undefined;
      // The lines: LINE_RATE a second, each carrying its number and send time.
      const started = performance.now();
      let said = 0;
      await new Promise<void>((resolve) => {
        const beat = setInterval(() => {
          const due = Math.min(total, Math.floor(((performance.now() - started) * LINE_RATE) / 1000));
          for (; said < due; said++)
            speaker.send(JSON.stringify({ code: 'M01', data: { content: `${tag}:${said}:${now().toFixed(1)}` } }));
          if (said >= total) {
            clearInterval(beat);
            resolve();
          }
        }, 20);
      });
      if (probeTimer) clearInterval(probeTimer);
      await until(() => deliveries >= total * viewers, DRAIN_MS);
      await Promise.race([Promise.all(probes), new Promise((r) => setTimeout(r, 5000))]);
      lag.disable();
      for (const socket of sockets) socket.destroy();
      speaker.terminate();
      const p95 = percentile(latencies, 0.95);
      const everyLine = deliveries === total * viewers;
      const target = viewers <= 500 ? 250 : 1000;
      const acceptMax = accepts.length ? max(accepts) : Number.NaN;
      rows.push({
        name: `chat ${viewers} viewers, ${LINE_RATE} lines/s for ${LINE_SECONDS} s`,
        measured: `p95 ${ms(p95)}, ${((100 * deliveries) / (total * viewers)).toFixed(2)} % delivered${probe ? `, accepted max ${ms(acceptMax)} (${accepts.length} probes)` : ''}`,
        target: `p95 ≤ ${target} ms${probe ? ', every line, accepted ≤ 1 s' : ''}`,
        ok: p95 <= target && (!probe || (everyLine && accepts.length > 0 && acceptMax <= 1000)),
        note: `p50 ${ms(percentile(latencies, 0.5))}, max ${ms(max(latencies))}; ${viewers} connected in ${ms(connectMs)}; ${lagNote()}`,
      });
    }

    async function push(): Promise<void> {
      lag.reset();
      lag.enable();
      const live = (
        await call<WirePage<WireMatch>>(PATHS.matchList, { playType: 'rolling', current: 1, size: 50 })
      ).data.records.find((m) => m.ms === 5);
      if (!live) throw new Error('no live match to move');
      await control({ action: 'holdOdds', matchId: live.id, on: 'true' });
      const channel = PUSH_CHANNEL.js1(live.id);
      const seen = new Map<number, { first: number; last: number; count: number }>();
      const versionAt = Buffer.from('"v":');
      const pong = Buffer.from('"pong"');
      const pongs = new Uint8Array(PUSH_SUBSCRIBERS);
      const lastSeen = new Float64Array(PUSH_SUBSCRIBERS);
      const sockets = await crowd(PUSH_SUBSCRIBERS, `${wsBase}${SOCKET_PATHS.push}`, (i, chunk) => {
        if (!pongs[i] && chunk.includes(pong)) pongs[i] = 1;
        const received = now();
        for (const text of between(chunk, versionAt, 125 /* } */)) {
          const v = Number(text);
          // A socket's pushes come in order: a version it saw already is the carried tail of the last chunk.
          if (!(v > lastSeen[i])) continue;
          lastSeen[i] = v;
          const entry = seen.get(v);
          if (entry) {
            entry.last = received;
            entry.count += 1;
          } else seen.set(v, { first: received, last: received, count: 1 });
        }
      });
      for (const socket of sockets) {
        sendText(socket, JSON.stringify({ cmd: 'sub', chs: [channel] }));
        sendText(socket, JSON.stringify({ cmd: 'ping' }));
      }
      await until(() => pongs.every((p) => p === 1), 30_000);
      const total = ODDS_RATE * ODDS_SECONDS;
      const started = performance.now();
      const calls: Promise<unknown>[] = [];
      let moved = 0;
      await new Promise<void>((resolve) => {
        const beat = setInterval(() => {
          const due = Math.min(total, Math.floor(((performance.now() - started) * ODDS_RATE) / 1000));
          for (; moved < due; moved++) calls.push(control({ action: 'moveOdds', matchId: live.id }));
          if (moved >= total) {
            clearInterval(beat);
            resolve();
          }
        }, 10);
      });
      await Promise.all(calls);
      const complete = () => [...seen.values()].filter((e) => e.count >= PUSH_SUBSCRIBERS).length;
      await until(() => complete() >= total, DRAIN_MS);
      lag.disable();
      for (const socket of sockets) socket.destroy();
      await control({ action: 'holdOdds', matchId: live.id, on: 'false' });
      const spreads = [...seen.values()].map((e) => e.last - e.first);
      const p95 = percentile(spreads, 0.95);
      const delivered = [...seen.values()].reduce((n, e) => n + e.count, 0);
      rows.push({
        name: `push ${PUSH_SUBSCRIBERS} subscribers, odds ${ODDS_RATE}/s for ${ODDS_SECONDS} s`,
        measured: `spread p95 ${ms(p95)}, ${seen.size} moves, ${((100 * delivered) / (seen.size * PUSH_SUBSCRIBERS)).toFixed(2)} % delivered`,
        target: 'spread p95 ≤ 500 ms',
        ok: p95 <= 500 && seen.size >= total,
        note: `spread p50 ${ms(percentile(spreads, 0.5))}, max ${ms(max(spreads))}; ${lagNote()}`,
      });
    }

    async function bettors(): Promise<void> {
      lag.reset();
      lag.enable();
      // Markets to bet on: the open full-time result of upcoming matches (no goal suspends them under the run).
      const matches = (
        await call<WirePage<WireMatch>>(PATHS.matchList, { playType: 'all', current: 1, size: 200 })
      ).data.records.filter((m) => m.ms !== 5);
      const picks = matches.flatMap((m) =>
        (m.mg ?? [])
          .filter((g) => g.mty === 1)
          .flatMap((g) => g.mks.filter((k) => k.ss === 1).map((k) => ({ marketId: k.id, option: k.op[0] }))),
      );
      if (picks.length === 0) throw new Error('no open market to bet on');
      const tokens = await Promise.all(Array.from({ length: BETTORS }, (_, i) => login(`demo~load-bettor-${i}`)));
      const latencies: number[] = [];
      const perSecond = new Array<number>(BET_SECONDS).fill(0);
      let timeouts = 0;
      let refused = 0;
      let seq = 0;
      const started = performance.now();
      const end = started + BET_SECONDS * 1000;
      await Promise.all(
        tokens.map(async (token, b) => {
          while (performance.now() < end) {
            const pick = picks[(b + seq) % picks.length];
            const ref = `load-${b}-${(seq += 1)}`;
            const t0 = performance.now();
            try {
              const res = await call(
                BET_PATHS.betSingle,
                {
                  currencyId: 'CNY',
                  singleBetList: [
                    {
                      unitStake: '10',
                      oddsChange: 2,
                      clientRef: ref,
                      betOptionList: [
                        { marketId: pick.marketId, odds: pick.option.od, optionType: pick.option.ty, oddsFormat: 1 },
                      ],
                    },
                  ],
                },
                token,
                BET_TIMEOUT_MS,
                true,
              );
              if (res.code !== 1) refused += 1;
            } catch {
              timeouts += 1;
              continue;
            }
            const t1 = performance.now();
            latencies.push(t1 - t0);
            const second = Math.floor((t1 - started) / 1000);
            if (second < BET_SECONDS) perSecond[second] += 1;
          }
        }),
      );
      lag.disable();
      const first10 = perSecond.slice(0, 10).reduce((a, b) => a + b, 0);
      const last10 = perSecond.slice(-10).reduce((a, b) => a + b, 0);
      const p95 = percentile(latencies, 0.95);
      const kept = first10 > 0 ? last10 / first10 : 0;
      rows.push({
        name: `bettors ${BETTORS} for ${BET_SECONDS} s (store of this branch)`,
        measured: `p95 ${ms(p95)}, ${timeouts} timeouts, last 10 s ${Math.round(100 * kept)} % of first 10 s (${last10} / ${first10} bets)`,
        target: 'no timeout, p95 ≤ 300 ms, ≥ 80 %',
        ok: timeouts === 0 && p95 <= 300 && kept >= 0.8,
        note: `${latencies.length} answers (${refused} refused), p50 ${ms(percentile(latencies, 0.5))}, max ${ms(max(latencies))}; ${lagNote()}`,
      });
    }

    if (wanted('chat500')) await chat(500, 'c500', false);
    if (wanted('chat2000')) await chat(2000, 'c2000', true);
    if (wanted('push')) await push();
    if (wanted('bettors')) await bettors();
  } finally {
    await server.stop();
  }
  console.log('');
  printTable(
    ['case', 'measured', 'target', 'verdict'],
    rows.map((r) => [r.name, r.measured, r.target, r.ok ? 'met' : 'MISSED']),
  );
  console.log('');
  for (const r of rows) console.log(`${r.name}: ${r.note}`);
  const after = loadavg();
  console.log(`load average at the end ${after.map((l) => l.toFixed(2)).join(' / ')}`);
  return rows.every((r) => r.ok) ? 0 : 1;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(2);
  },
);
