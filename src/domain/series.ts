// Series (parlay) entries: their bet count and their label "legs串per", e.g. 2串1 ×3 (spec §3).
import type { SeriesInfo } from './types';

export interface SeriesParts {
  /** combination × seriesNumber, the number before 串. */
  legs: number;
  /** The series bet count, the number after 串. */
  per: number;
  /** How many times the entry is placed; shown as "×count" when above 1. */
  count: number;
}

/** Bet count of a series entry: 1 when seriesNumber is not 0, otherwise the combination count. */
export function seriesBetCount(series: Pick<SeriesInfo, 'seriesNumber' | 'combination'>): number {
  return series.seriesNumber !== 0 ? 1 : series.combination;
}

/** Parts of a series label, as the pending-order record builds it: combination*seriesNumber, 串, betCount. */
export function seriesParts(series: Pick<SeriesInfo, 'seriesNumber' | 'combination'>, count = 1): SeriesParts {
  return { legs: series.combination * series.seriesNumber, per: seriesBetCount(series), count };
}

/** Formats series parts as "2串1", or "2串1 ×3" when placed more than once. */
export function formatSeries(parts: SeriesParts): string {
  const label = `${parts.legs}串${parts.per}`;
  return parts.count > 1 ? `${label} ×${parts.count}` : label;
}
