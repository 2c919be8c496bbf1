// User titles and VIP levels (spec §3 userTitleDO, §6 "user title levels and VIP levels appear as icons only").
/** Title kinds of user/title/list/info {type}. */
export const TitleType = { Level: 1, Vip: 2 } as const;

export interface UserTitle {
  titleId: string;
  type: number;
  /** 1 and up; the icon and its accessible name (in the user's language) come from type and level. */
  level: number;
  /** Whether it is the user's current title of its type (title/list/info). */
  isCurrent: boolean;
}

/** The icons beside a name: one per type (the first given), level titles before VIP levels. */
export function titleIcons<T extends Pick<UserTitle, 'type'>>(titles: readonly T[]): T[] {
  const byType = new Map<number, T>();
  for (const title of titles) if (!byType.has(title.type)) byType.set(title.type, title);
  return [...byType.values()].sort((a, b) => a.type - b.type);
}

/** The current titles among a user's own (title/list/info of each type). */
export function currentTitles<T extends UserTitle>(titles: readonly T[]): T[] {
  return titleIcons(titles.filter((t) => t.isCurrent));
}
