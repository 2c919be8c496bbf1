// Stake entry (issue 28 item 2): what the stake field keeps of what a bettor types or pastes (digits and one
// decimal separator of the bettor's language), and the one fault of a stake, with the figure its message names.
import Decimal from 'decimal.js';
import type { Language } from './enums';

/** The decimal separator a bettor of each language types (the other of '.' and ',' groups thousands). */
export const DECIMAL_SEPARATOR: Record<Language, '.' | ','> = {
  CMN: '.',
  ZHO: '.',
  ENG: '.',
  JPN: '.',
  SAU: '.',
  THA: '.',
  SPA: ',',
  BRA: ',',
  VIE: ',',
};

export interface CleanedStake {
  /** The stake as the slip keeps it: digits and at most one '.', nothing else. */
  text: string;
  /** Something was typed or pasted that a stake cannot hold (letters, a sign, a second separator). */
  dropped: boolean;
}

// Arabic-Indic (U+0660), Eastern Arabic-Indic (U+06F0) and full-width (U+FF10) digits are digits too.
const DIGIT_BASES = [0x30, 0x660, 0x6f0, 0xff10];
const asciiDigit = (ch: string): string | null => {
  const code = ch.codePointAt(0)!;
  const base = DIGIT_BASES.find((b) => code >= b && code <= b + 9);
  return base === undefined ? null : String(code - base);
};
/** Spaces a pasted amount may group thousands with (space, no-break, narrow no-break, thin). */
const GROUP_SPACES = /[\s\u00a0\u202f\u2009]/g;

/**
 * Keeps digits and one decimal separator. The decimal separator is the language's; in a paste holding both '.' and
 * ',' it is the last of them ("1,234.50", "1.234,50"). The other one is dropped silently where it groups
 * thousands (followed by three digits), else it counts as dropped, as do letters, signs and a second separator.
 */
export function cleanStakeText(raw: string, decimalSeparator: '.' | ','): CleanedStake {
  let text = raw
    .replace(GROUP_SPACES, '')
    .replace(/[\u066b\uff0e]/g, '.')
    .replace(/[\u066c\uff0c]/g, ',');
  text = [...text].map((ch) => asciiDigit(ch) ?? ch).join('');
  const lastDot = text.lastIndexOf('.');
  const lastComma = text.lastIndexOf(',');
  const decimal = lastDot >= 0 && lastComma >= 0 ? (lastDot > lastComma ? '.' : ',') : decimalSeparator;
  const group = decimal === '.' ? ',' : '.';
  let out = '';
  let dropped = false;
  let seenDecimal = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (ch >= '0' && ch <= '9') out += ch;
    else if (ch === decimal && !seenDecimal) {
      seenDecimal = true;
      out += '.';
    } else if (ch === group && !seenDecimal && out !== '' && /^\d{3}(?!\d)/.test(text.slice(i + 1))) {
      // A thousands separator: nothing to keep, nothing wrong.
    } else dropped = true;
  }
  return { text: out, dropped };
}

/** The stake text as it shows in the field: the slip's '.' written as the language's separator. */
export function stakeForField(text: string, decimalSeparator: '.' | ','): string {
  return decimalSeparator === '.' ? text : text.replace('.', decimalSeparator);
}

/** The amount a kept stake text stands for ("12." is 12), or null when it holds no digit. */
export function stakeValue(text: string): Decimal | null {
  const trimmed = text.trim();
  if (!/^\d*\.?\d*$/.test(trimmed) || !/\d/.test(trimmed)) return null;
  return new Decimal(trimmed.startsWith('.') ? `0${trimmed}` : trimmed);
}

/** The stake as sent: canonical decimal spelling of the kept text ("12." -> "12", ".5" -> "0.5"). */
export function stakeToSend(text: string): string {
  return stakeValue(text)?.toFixed() ?? text.trim();
}

export type StakeFault = 'enterStake' | 'digitsOnly' | 'decimals' | 'aboveMax' | 'aboveBalance' | 'belowMin';

export interface StakeFaultOf {
  fault: StakeFault;
  /** The limit the message names (a money figure with 2 decimals), when it names one. */
  amount?: string;
}

export interface StakeBounds {
  min: Decimal.Value;
  /** The maximum; null until the pre-bet info naming it has come (no stake is above an unknown maximum). */
  max: Decimal.Value | null;
  /** The balance the stake is paid from (unknown when logged out). */
  balance?: Decimal.Value;
  /** How many unit stakes the row costs (a system bet: one per combination). */
  bets?: number;
}

/**
 * The first fault of a kept stake text: no amount, more than 2 decimals, above what can be paid (the maximum is
 * capped at the balance, so a stake over the balance names the balance), below the minimum; null when valid.
 */
export function stakeFault(text: string, bounds: StakeBounds): StakeFaultOf | null {
  const value = stakeValue(text);
  if (value === null || value.isZero()) return { fault: 'enterStake' };
  if (value.decimalPlaces() > 2) return { fault: 'decimals' };
  const max = bounds.max === null ? null : new Decimal(bounds.max);
  const bets = bounds.bets ?? 1;
  if (bounds.balance !== undefined) {
    const balance = new Decimal(bounds.balance);
    // Over the balance where the balance, not the maximum, is the cap: the message names the balance.
    if (value.times(bets).gt(balance) && (max === null || balance.lt(max.times(bets))))
      return { fault: 'aboveBalance', amount: balance.toFixed(2) };
  }
  if (max && value.gt(max)) return { fault: 'aboveMax', amount: max.toFixed(2) };
  if (value.lt(bounds.min)) return { fault: 'belowMin', amount: new Decimal(bounds.min).toFixed(2) };
  return null;
}

/** The largest unit stake the field offers: the maximum, capped at what the balance pays for `bets` bets. */
export function cappedMax(max: Decimal.Value, balance: Decimal.Value | undefined, bets = 1): string {
  const m = new Decimal(max);
  if (balance === undefined) return m.toFixed(2);
  const paid = new Decimal(balance).div(bets).toDecimalPlaces(2, Decimal.ROUND_DOWN);
  return Decimal.max(0, Decimal.min(m, paid)).toFixed(2);
}

/** A money figure with thousands grouped in the language's way ("6900.00" -> "6,900.00", or "6.900,00"). */
export function groupedMoney(amount: string, decimalSeparator: '.' | ','): string {
  const negative = amount.startsWith('-');
  const [int, frac] = amount.replace('-', '').split('.');
  const group = decimalSeparator === '.' ? ',' : '.';
  const grouped = int.replace(/\B(?=(\d{3})+(?!\d))/g, group);
  return `${negative ? '-' : ''}${grouped}${frac !== undefined ? decimalSeparator + frac : ''}`;
}

/** The message key of each fault (namespace rules; the figure goes in as {{amount}}, the separator as {{sep}}). */
export const STAKE_FAULT_MESSAGE: Record<StakeFault, string> = {
  enterStake: 'rules:enterPrincipal',
  digitsOnly: 'rules:stakeDigitsOnly',
  decimals: 'rules:stakeDecimals',
  aboveMax: 'rules:stakeMaximum',
  aboveBalance: 'rules:notEnoughBalance',
  belowMin: 'rules:stakeMinimum',
};
