// User titles and VIP levels (spec §3 userTitleDO, §6 icons only, §7 user/title/* calls): level titles are earned
// by placing bets, the VIP level is the demo account's; a user picks which owned title of each type is current.
import type { WireUserTitle } from '../../src/api/wire.ts';
import { TitleType } from '../../src/domain/titles.ts';
import { ApiError, CODE } from './codes.ts';
import type { UserRecord } from './records.ts';

/** Level titles 1..4 and the bets placed that earn each. */
const LEVEL_BETS = [0, 1, 5, 20];
const VIP_LEVELS = 5;

const CATALOG: WireUserTitle[] = [
  ...LEVEL_BETS.map((_, i) => ({ titleId: `L${i + 1}`, type: TitleType.Level, level: i + 1 })),
  ...Array.from({ length: VIP_LEVELS }, (_, i) => ({ titleId: `V${i + 1}`, type: TitleType.Vip, level: i + 1 })),
];

/** What the titles of a user depend on. */
export interface TitleFacts {
  placed: number;
  vip: number;
}

/** Every title there is (title/all/info). */
export function allTitles(): WireUserTitle[] {
  return CATALOG.map((t) => ({ ...t }));
}

/** The titles a user owns: level titles earned by bets placed, and VIP levels up to theirs. */
function owned(facts: TitleFacts): WireUserTitle[] {
  return CATALOG.filter((t) =>
    t.type === TitleType.Level ? facts.placed >= LEVEL_BETS[t.level - 1] : t.level <= facts.vip,
  );
}

/** A user's own titles of one type, the current one marked (title/list/info): the chosen one, else the highest. */
export function titlesOf(user: UserRecord, facts: TitleFacts, type: number): WireUserTitle[] {
  const mine = owned(facts).filter((t) => t.type === type);
  const chosen = user.titles?.[String(type)];
  const current = mine.some((t) => t.titleId === chosen) ? chosen : mine.at(-1)?.titleId;
  return mine.map((t) => ({ ...t, isCurrent: t.titleId === current }));
}

/** The current title of each type a user has (a chat message's sender titles; userTitleDO). */
export function currentTitlesOf(user: UserRecord, facts: TitleFacts): WireUserTitle[] {
  return [TitleType.Level, TitleType.Vip]
    .map((type) => titlesOf(user, facts, type).find((t) => t.isCurrent))
    .filter((t): t is WireUserTitle => Boolean(t))
    .map(({ titleId, type, level }) => ({ titleId, type, level }));
}

/** Makes an owned title current (title/set/info); a title the user does not own is refused. */
export function setTitle(user: UserRecord, facts: TitleFacts, titleId: string): void {
  const title = owned(facts).find((t) => t.titleId === titleId);
  if (!title) throw new ApiError(CODE.Forbidden, 'title not owned');
  user.titles = { ...user.titles, [String(title.type)]: titleId };
}

/** Titles of a simulated viewer (bots), from their number, so the log shows a mix of icons. */
export function viewerTitles(n: number): WireUserTitle[] {
  const level = CATALOG[n % LEVEL_BETS.length];
  const vip = n % 3 === 0 ? CATALOG[LEVEL_BETS.length + (n % VIP_LEVELS)] : undefined;
  return [level, ...(vip ? [vip] : [])].map(({ titleId, type, level: l }) => ({ titleId, type, level: l }));
}
