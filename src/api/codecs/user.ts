// User (balances, push settings) and user config (setup is a JSON string) -> domain User, UserConfig.
import * as v from 'valibot';
import { DEFAULT_ODDS_ACCEPT, DEFAULT_ODDS_TYPE } from '../../domain/constants';
import type { Balance, User, UserConfig } from '../../domain/types';
import { flag, id, listOf, num, opt } from './common';
import { money } from './money';
import { titlesSchema } from './titles';

export const balanceSchema = v.pipe(
  v.object({ coinCode: v.string(), isDefault: flag, balance: money }),
  v.transform((b): Balance => ({ ...b })),
);

export const userSchema = v.pipe(
  v.object({
    uid: id,
    balanceList: listOf(balanceSchema, 'balances'),
    centerBalance: opt(money),
    totalBalance: opt(money),
    language: opt(v.string()),
    country: opt(v.string()),
    userTitleDO: opt(titlesSchema),
    setting: opt(
      v.object({ acceptPush: opt(flag), acceptList: opt(v.array(num)), showSettingChangableTip: opt(flag) }),
    ),
  }),
  v.transform((u): User => ({
    uid: u.uid,
    balances: u.balanceList,
    centerBalance: u.centerBalance,
    totalBalance: u.totalBalance,
    language: u.language,
    country: u.country,
    setting: {
      acceptPush: u.setting?.acceptPush ?? false,
      acceptList: u.setting?.acceptList ?? [],
      showSettingChangableTip: u.setting?.showSettingChangableTip ?? false,
    },
    // Spec 3.26: current title records, each the current one of its type.
    ...(u.userTitleDO?.length ? { titles: u.userTitleDO.map((t) => ({ ...t, isCurrent: true })) } : {}),
  })),
);

/** Parses the setup JSON string; anything but a JSON object reads as no settings. */
export function parseSetup(text: string | undefined): Record<string, unknown> {
  if (!text) return {};
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : {};
  } catch {
    return {};
  }
}

/** User config; missing handicap and accept take the spec's defaults (European odds, accept better odds). */
export const userConfigSchema = v.pipe(
  v.object({ handicap: opt(num), accept: opt(num), uid: opt(id), setup: opt(v.string()) }),
  v.transform((c): UserConfig => ({
    handicap: c.handicap ?? DEFAULT_ODDS_TYPE,
    accept: c.accept ?? DEFAULT_ODDS_ACCEPT,
    uid: c.uid,
    setup: parseSetup(c.setup),
  })),
);

export const gameJumpSchema = v.object({ token: v.string(), apiSrc: v.string() });
