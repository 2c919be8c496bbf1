// What the slip's notices do as toasts (spec §2, §9): where a click on one leads, and which one is the short
// 2000 ms variant. A module apart from toastRules.ts, which every element's toast layer carries.
import { TOAST_MS, TOAST_SHORT_MS } from './constants';

/** The bet-history route (spec §2 bet-result): where a placed bet's toast leads on click. */
export const BET_HISTORY_PATH = '/newSport/bet-history';

/** Where a notice's toast leads on click: a decided bet (投注成功 / 投注失败) opens the bet history. */
export function noticePath(title: string): string | undefined {
  return title === 'notices:betSuccess' || title === 'notices:betFailed' ? BET_HISTORY_PATH : undefined;
}

/**
 * How long a notice's toast shows. Spec §9 names a 2000 ms toast "in one place" without saying where: we use it
 * for 添加串关成功 (parlay added), an echo of the tap the bettor just made that must not sit over the slip while
 * they pick the next leg; every other toast keeps the 5000 ms default.
 */
export function noticeDurationMs(title: string): number {
  return title === 'notices:parlayAdded' ? TOAST_SHORT_MS : TOAST_MS;
}
