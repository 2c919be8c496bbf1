// The push socket: clients subscribe to channels (tec.<id>, js1.<id>, goal, livebet.<room>, unlock.<room>, trk.<id>)
// and get {chId, data}; subscribing to a match's tracker channel answers at once with its full frame. The live-bet
// and unlock topics are published by liveBets.ts (through server.ts) and the demo control. A goal frame names its teams
// in each socket's language (the languageType of its last sub).
import { WebSocketServer, type WebSocket } from 'ws';
import { LocalBus, type Bus } from './bus.ts';
import { trackerChannel } from '../../src/api/trackerChannel.ts';
import { PUSH_CHANNEL, type WireGoalEvent, type WirePushCommand, type WirePushMessage } from '../../src/api/wire.ts';
import { nameIn } from './names.ts';
import { trackerSnapshot } from './tracker.ts';
import { wireMatch } from './wireMatch.ts';
import type { World } from './world.ts';

const MAX_CHANNELS = 2000;

/** How many of the last goals a socket that switches language gets again. */
const RECENT_GOALS = 20;

export class PushHub {
  readonly wss = new WebSocketServer({ noServer: true, maxPayload: 64 * 1024 });
  private readonly subs = new Map<WebSocket, Set<string>>();
  /** The sockets subscribed to each channel (a publish reaches them without looking at every socket). */
  private readonly byChannel = new Map<string, Set<WebSocket>>();
  /** The goals pushed last (newest last), sent again in a socket's new language when it switches. */
  private readonly recentGoals: WireGoalEvent[] = [];
  /** Each socket's reader's language (languageType of its last sub; English until one came). */
  private readonly langs = new WeakMap<WebSocket, string>();

  constructor(
    private readonly world: World,
    /** Several instances on one database (bus.ts): a push not made from the world reaches their sockets too. */
    private readonly bus: Bus = new LocalBus(),
  ) {
    this.wss.on('connection', (ws) => this.attach(ws));
    bus.on('push', ({ c, d }: { c: string; d: unknown }) => this.publish(c, d));
    world.listen({
      tec: (m) => {
        const w = wireMatch(m, false, 'ENG');
        this.publish(PUSH_CHANNEL.tec(m.id), { id: m.id, mc: w.mc, nsg: w.nsg, ms: m.status, v: m.version });
      },
      odds: (matchId, mks, version) => this.publish(PUSH_CHANNEL.js1(matchId), { id: matchId, mks, v: version }),
      goal: (ev) => this.publishGoal(ev),
      tracker: (frame) => this.publish(trackerChannel(frame.id), frame),
    });
  }

  private attach(ws: WebSocket): void {
    const chs = new Set<string>();
    this.subs.set(ws, chs);
    ws.on('close', () => {
      this.subs.delete(ws);
      for (const ch of chs) this.unlink(ch, ws);
    });
    ws.on('error', () => ws.terminate());
    ws.on('message', (raw) => {
      let cmd: WirePushCommand;
      try {
        cmd = JSON.parse(String(raw)) as WirePushCommand;
      } catch {
        ws.send(JSON.stringify({ cmd: 'error', msg: 'not JSON' }));
        return;
      }
      if (cmd?.cmd === 'ping') ws.send(JSON.stringify({ cmd: 'pong' }));
      else if ((cmd?.cmd === 'sub' || cmd?.cmd === 'unsub') && Array.isArray(cmd.chs)) {
        if (cmd.cmd === 'sub' && typeof cmd.languageType === 'string' && cmd.languageType.length <= 8) {
          const before = this.langs.get(ws) ?? 'ENG';
          this.langs.set(ws, cmd.languageType);
          if (cmd.languageType !== before && chs.has(PUSH_CHANNEL.goal)) this.resendGoals(ws);
        }
        for (const ch of cmd.chs) {
          if (typeof ch !== 'string' || ch.length > 100) continue;
          if (cmd.cmd === 'sub' && chs.size < MAX_CHANNELS) {
            chs.add(ch);
            const sockets = this.byChannel.get(ch) ?? new Set();
            sockets.add(ws);
            this.byChannel.set(ch, sockets);
            this.sendTrackerSnapshot(ws, ch);
          } else if (cmd.cmd === 'unsub') {
            chs.delete(ch);
            this.unlink(ch, ws);
          }
        }
      } else ws.send(JSON.stringify({ cmd: 'error', msg: 'unknown command' }));
    });
  }

  private unlink(ch: string, ws: WebSocket): void {
    const sockets = this.byChannel.get(ch);
    sockets?.delete(ws);
    if (sockets?.size === 0) this.byChannel.delete(ch);
  }

  /** A new subscriber of a match's tracker gets its state and last events at once (not an empty tab mid-match). */
  private sendTrackerSnapshot(ws: WebSocket, ch: string): void {
    if (!ch.startsWith('trk.')) return;
    const m = this.world.matches.get(ch.slice(4));
    if (!m || ch !== trackerChannel(m.id)) return;
    const msg: WirePushMessage<unknown> = { chId: ch, data: trackerSnapshot(m) };
    ws.send(JSON.stringify(msg));
  }

  /** Sends data to every socket subscribed to the channel: serialized and encoded once, the same bytes to each. */
  publish<T>(chId: string, data: T): void {
    const sockets = this.byChannel.get(chId);
    if (!sockets) return;
    const msg: WirePushMessage<T> = { chId, data };
    let bytes: Buffer | undefined;
    for (const ws of sockets) {
      if (ws.readyState !== ws.OPEN) continue;
      bytes ??= Buffer.from(JSON.stringify(msg));
      ws.send(bytes, { binary: false });
    }
  }

  /**
   * Sends data to the channel's subscribers on every instance (a room unlocked): for pushes not made from the world,
   * which each instance simulates and pushes itself.
   */
  publishEverywhere<T>(chId: string, data: T): void {
    this.publish(chId, data);
    this.bus.publish('push', { c: chId, d: data });
  }

  /** A goal as a reader of `lang` reads it: teams and scorer named in that language. */
  private goalIn(ev: WireGoalEvent, lang: string): WireGoalEvent {
    const data: WireGoalEvent = { ...ev, hn: nameIn(lang, ev.hn), an: nameIn(lang, ev.an) };
    if (ev.sc !== undefined) data.sc = nameIn(lang, ev.sc);
    return data;
  }

  /** A goal to its subscribers, the teams named in each socket's language (encoded once per language). */
  private publishGoal(ev: WireGoalEvent): void {
    this.recentGoals.push(ev);
    if (this.recentGoals.length > RECENT_GOALS) this.recentGoals.shift();
    const texts = new Map<string, string>();
    for (const ws of this.byChannel.get(PUSH_CHANNEL.goal) ?? []) {
      if (ws.readyState !== ws.OPEN) continue;
      const lang = this.langs.get(ws) ?? 'ENG';
      let text = texts.get(lang);
      if (text === undefined) {
        const data = this.goalIn(ev, lang);
        text = JSON.stringify({ chId: PUSH_CHANNEL.goal, data } satisfies WirePushMessage<WireGoalEvent>);
        texts.set(lang, text);
      }
      ws.send(text);
    }
  }

  /**
   * A socket switched language: the recent goals again in its new one, marked `re` (a goal already sent, renamed):
   * a notice still on screen takes the new names, nothing new is shown (issue 30).
   */
  private resendGoals(ws: WebSocket): void {
    const lang = this.langs.get(ws) ?? 'ENG';
    for (const ev of this.recentGoals) {
      const data: WireGoalEvent = { ...this.goalIn(ev, lang), re: 1 };
      ws.send(JSON.stringify({ chId: PUSH_CHANNEL.goal, data } satisfies WirePushMessage<WireGoalEvent>));
    }
  }

  /** Demo control: how many open sockets have subscribed to the channel (tests wait for their subscription). */
  subscribers(chId: string): number {
    let count = 0;
    for (const ws of this.byChannel.get(chId) ?? []) if (ws.readyState === ws.OPEN) count += 1;
    return count;
  }

  /** Demo control: drops every connection (clients must reconnect and subscribe again). */
  dropAll(): void {
    for (const ws of this.subs.keys()) ws.terminate();
  }

  /** Demo control: drops the connections subscribed to `chId` only (one test page's socket); how many. */
  dropSubscribers(chId: string): number {
    let count = 0;
    for (const [ws, chs] of this.subs)
      if (chs.has(chId)) {
        ws.terminate();
        count += 1;
      }
    return count;
  }
}
