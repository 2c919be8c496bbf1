// Live updates of one match for the detail: tec (clock, scores, status) and js1 (odds) pushes, decoded
// with the API's push codecs. The push client throttles delivery to once a second (spec §4).
import { decode } from '../api/codecs/common';
import { oddsUpdateSchema, tecUpdateSchema } from '../api/codecs/push';
import type { OddsUpdate, TecUpdate } from '../api/models';
import { PUSH_CHANNEL } from '../api/wire';
import type { Match } from '../domain/types';
import { push } from './services';

export interface LiveHandlers {
  tec(update: TecUpdate): void;
  odds(update: OddsUpdate): void;
}

/** Decodes a frame, dropping it (never throwing into the socket) when malformed. */
function decoded<T>(read: (raw: unknown) => T, use: (value: T) => void) {
  return (raw: unknown) => {
    let value: T;
    try {
      value = read(raw);
    } catch {
      return;
    }
    use(value);
  };
}

/** Subscribes the match's tec and js1 channels; returns the unsubscribe. */
export function followMatchLive(matchId: string, handlers: LiveHandlers): () => void {
  const stops = [
    push().subscribe(PUSH_CHANNEL.tec(matchId), decoded((raw) => decode(tecUpdateSchema, raw, 'tec'), handlers.tec)),
    push().subscribe(PUSH_CHANNEL.js1(matchId), decoded((raw) => decode(oddsUpdateSchema, raw, 'js1'), handlers.odds)),
  ];
  return () => stops.forEach((stop) => stop());
}

/** Applies a tec push to a match: clock and status when present; scores replace the lines when present. */
export function applyTec(match: Match, update: TecUpdate): void {
  if (update.clock) match.clock = update.clock;
  if (update.scores) match.scores = update.scores;
  if (update.status !== undefined) match.status = update.status;
}

/** Applies a js1 push: each changed market replaces the market of the same id wherever it is shown. */
export function applyOdds(match: Match, update: OddsUpdate): void {
  const byId = new Map(update.markets.map((market) => [market.id, market]));
  for (const group of match.groups) {
    group.markets = group.markets.map((market) => byId.get(market.id) ?? market);
  }
}
