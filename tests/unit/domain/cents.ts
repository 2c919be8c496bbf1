// Integer reference for the money rule, used by the property tests: exact bigint arithmetic, no decimal.js.

/** Formats an integer number of cents as a 2-decimal string. */
export function formatCents(cents: bigint): string {
  const negative = cents < 0n;
  const abs = negative ? -cents : cents;
  const text = `${abs / 100n}.${(abs % 100n).toString().padStart(2, '0')}`;
  return negative ? `-${text}` : text;
}

/** Formats `units / 10^scale` as an exact decimal string. */
export function formatScaled(units: bigint, scale: number): string {
  const negative = units < 0n;
  const digits = (negative ? -units : units).toString().padStart(scale + 1, '0');
  const text = scale === 0 ? digits : `${digits.slice(0, -scale)}.${digits.slice(-scale)}`;
  return negative ? `-${text}` : text;
}

/** Reference of "round to 3 decimals (half away from zero), then floor to 2" for `units / 10^scale`, scale >= 3. */
export function referenceRound(units: bigint, scale: number): string {
  const divisor = 10n ** BigInt(scale - 3);
  const negative = units < 0n;
  const abs = negative ? -units : units;
  const thousandthsAbs = (abs * 2n + divisor) / (divisor * 2n);
  const thousandths = negative ? -thousandthsAbs : thousandthsAbs;
  let cents = thousandths / 10n;
  if (thousandths < 0n && thousandths % 10n !== 0n) cents -= 1n;
  return formatCents(cents);
}
