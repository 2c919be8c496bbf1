// A series label in the bettor's language. Labels travel in the spec's wire notation, "n串m" with an optional
// " ×count" (the server's parlayString, domain/series.ts formatSeries); this names them for display: "2-fold ×3"
// in English, "2串1 ×3" in Chinese. Its texts are in the notices namespace, which the slip and history load.
import type { TFunction } from 'i18next';

const NOTATION = /^(\d+)串(\d+)(?: ?×(\d+))?$/;

/** `label` for display; a label in another notation is shown as it came. */
export function seriesText(t: TFunction, label: string): string {
  const parts = NOTATION.exec(label);
  if (!parts) return label;
  const [, legs, per, count] = parts;
  const name = per === '1' ? t('notices:series.fold', { legs }) : t('notices:series.system', { legs, per });
  return count ? `${name} ×${count}` : name;
}
