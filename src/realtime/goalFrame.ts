// The `goal` push frame read without valibot (its unit test checks it against a valibot reading of the frame),
// so <sport-goal-notify> on an anonymous page downloads no decoders.
import type { WireGoalEvent } from '../api/wire';
import type { GoalEvent } from '../domain/types';

const isNum = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);
const isText = (value: unknown): value is string => typeof value === 'string';

/** The goal event of a push frame, or null when the frame is malformed (ids may arrive as safe integers). */
export function readGoalFrame(data: unknown): GoalEvent | null {
  if (typeof data !== 'object' || data === null) return null;
  const g = data as Partial<Record<keyof WireGoalEvent, unknown>>;
  const matchId = isText(g.mid) ? g.mid : Number.isSafeInteger(g.mid) ? String(g.mid) : null;
  if (matchId === null || !isNum(g.sid) || !isText(g.ev) || !isText(g.hn) || !isText(g.an)) return null;
  if (!isNum(g.hs) || !isNum(g.as) || !isNum(g.t)) return null;
  const goal: GoalEvent = {
    matchId,
    sportId: g.sid,
    event: g.ev,
    homeName: g.hn,
    awayName: g.an,
    homeScore: g.hs,
    awayScore: g.as,
    time: g.t,
  };
  // The minute is optional and only shown: a frame without one, or with a malformed one, still notifies.
  if (Number.isSafeInteger(g.mn) && (g.mn as number) >= 0) goal.minute = g.mn as number;
  if (isText(g.sc) && g.sc.trim() !== '') goal.scorer = g.sc.trim();
  return goal;
}
