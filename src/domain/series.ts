// Series (parlay) entries: their bet count and their label "legs串per", e.g. 2串1 ×3 (spec §3).
import type { SeriesInfo } from './types';

export interface SeriesParts {
  /** Legs per combination, the number before 串. */
  legs: number;
  /** The number after 串: 1, or m of a full system n串m. */
  per: number;
  /** How many times the entry is placed; shown as "×count" when above 1. */
  count: number;
}

/** n choose k: how many k-leg combinations n legs make. */
export function choose(n: number, k: number): number {
  if (k < 0 || k > n) return 0;
  let result = 1;
  for (let i = 1; i <= k; i += 1) result = (result * (n - k + i)) / i;
  return Math.round(result);
}

/**
 * Bet count of a series entry over `legCount` legs: the unit stakes it costs, one per combination (spec §3:
 * 1 when seriesNumber is not 0, otherwise the combination count C(legs, combination)). A full system n串m
 * (seriesNumber m > 1) stands for m combinations of two legs or more and so costs m.
 */
export function seriesBetCount(series: Pick<SeriesInfo, 'seriesNumber' | 'combination'>, legCount: number): number {
  if (series.seriesNumber === 0) return choose(legCount, series.combination);
  return series.seriesNumber > 1 ? series.seriesNumber : 1;
}

/** Formats series parts as "2串1", or "2串1 ×3" when placed more than once. */
export function formatSeries(parts: SeriesParts): string {
  const label = `${parts.legs}串${parts.per}`;
  return parts.count > 1 ? `${label} ×${parts.count}` : label;
}
