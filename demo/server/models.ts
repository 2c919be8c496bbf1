// Probability models behind the prices: Poisson goals, normal points, and set races.

/** Probability of final score (h, a). */
export interface ScoreCell {
  h: number;
  a: number;
  p: number;
}

function poisson(mu: number, max: number): number[] {
  const out: number[] = [];
  let term = Math.exp(-mu);
  for (let k = 0; k <= max; k += 1) {
    out.push(term);
    term = (term * mu) / (k + 1);
  }
  return out;
}

/** Final-score distribution from the current score plus Poisson goals still to come. */
export function goalDistribution(home: number, away: number, muHome: number, muAway: number): ScoreCell[] {
  const max = 10;
  const ph = poisson(muHome, max);
  const pa = poisson(muAway, max);
  const cells: ScoreCell[] = [];
  for (let i = 0; i <= max; i += 1) {
    for (let j = 0; j <= max; j += 1) {
      const p = ph[i] * pa[j];
      if (p > 1e-9) cells.push({ h: home + i, a: away + j, p });
    }
  }
  return cells;
}

/** Sum of p * weight(h, a) over the distribution. */
export function expectation(cells: ScoreCell[], weight: (h: number, a: number) => number): number {
  let sum = 0;
  for (const c of cells) sum += c.p * weight(c.h, c.a);
  return sum;
}

/** Standard normal cumulative distribution (Abramowitz-Stegun 7.1.26). */
export function normalCdf(x: number): number {
  const t = 1 / (1 + (0.3275911 * Math.abs(x)) / Math.SQRT2);
  const y =
    1 -
    ((((1.061405429 * t - 1.453152027) * t + 1.421413741) * t - 0.284496736) * t + 0.254829592) *
      t *
      Math.exp(-(x * x) / 2);
  return x >= 0 ? (1 + y) / 2 : (1 - y) / 2;
}

/** P(X > threshold) for X normal(mean, sd), sd 0 meaning X is exactly mean. */
export function normalAbove(mean: number, sd: number, threshold: number): number {
  if (sd <= 1e-9) return mean > threshold ? 1 : 0;
  return 1 - normalCdf((threshold - mean) / sd);
}

/** How a race ends: first to `need`, win by two (deuce), or a tie-break game at need-need. */
export type RaceRule = 'plain' | 'by2' | 'tiebreak';

/** Probability that side A wins a race to `need` from (a, b) when A wins each rally with probability p. */
export function raceWin(p: number, need: number, a: number, b: number, rule: RaceRule): number {
  const q = 1 - p;
  const memo = new Map<number, number>();
  const go = (x: number, y: number): number => {
    if (rule === 'plain') {
      if (x >= need) return 1;
      if (y >= need) return 0;
    } else if (rule === 'tiebreak') {
      // Tennis set: 6 games with a two-game lead, 7-5, or a tie-break game at 6-6.
      if (x === need && y === need) return p;
      if (x > need || (x === need && y <= need - 2)) return 1;
      if (y > need || (y === need && x <= need - 2)) return 0;
    } else {
      if (x >= need && x - y >= 2) return 1;
      if (y >= need && y - x >= 2) return 0;
      // In the deuce region only the lead matters.
      if (x >= need - 1 && y >= need - 1) {
        const deuce = (p * p) / (p * p + q * q);
        if (x === y) return deuce;
        return x > y ? p + q * deuce : p * deuce;
      }
    }
    const key = x * 1000 + y;
    const hit = memo.get(key);
    if (hit !== undefined) return hit;
    const value = p * go(x + 1, y) + q * go(x, y + 1);
    memo.set(key, value);
    return value;
  };
  return go(a, b);
}

/** Distribution of final set counts in a best-of match from (setsA, setsB), with pSet for the current set and pNext for later ones. */
export function setDistribution(
  bestOf: number,
  setsA: number,
  setsB: number,
  pCurrent: number,
  pNext: number,
): ScoreCell[] {
  const need = (bestOf + 1) / 2;
  const cells = new Map<string, ScoreCell>();
  const go = (a: number, b: number, p: number, first: boolean) => {
    if (a === need || b === need) {
      const key = `${a}:${b}`;
      const cell = cells.get(key) ?? { h: a, a: b, p: 0 };
      cell.p += p;
      cells.set(key, cell);
      return;
    }
    const ps = first ? pCurrent : pNext;
    go(a + 1, b, p * ps, false);
    go(a, b + 1, p * (1 - ps), false);
  };
  go(setsA, setsB, 1, true);
  return [...cells.values()];
}
