// The date filter of a view (today, yesterday, this week, custom within 45 days; the view's default first),
// the order-status filter of the settled and anchor lists, and, on the reserved tab, the failed-reservations
// toggle (last 7 days).
import { useId, useState } from 'react';
import { useSnapshot } from 'valtio/react';
import dayjs from 'dayjs';
import { formatDate } from '../../domain/dates';
import { DateFilter, type OrderStatus } from '../../domain/betEnums';
import { historyState, setFailedOnly, setRange, setStatusFilter } from '../../state/history/lists';
import {
  customBounds,
  customRange,
  STATUS_FILTERS,
  type FilteredView,
  type RangedView,
} from '../../domain/historyQuery';
import { useT } from '../../ui/i18n';

const FILTER_KEYS: Record<number, string> = {
  [DateFilter.Today]: 'today',
  [DateFilter.Yesterday]: 'yesterday',
  [DateFilter.ThisWeek]: 'thisWeek',
  [DateFilter.Custom]: 'custom',
};

/** The filter a view's default window equals (it is not offered twice); the anchor default (30 days) has none. */
const DEFAULT_EQUALS: Record<RangedView, DateFilter | null> = {
  settled: DateFilter.Today,
  reserved: DateFilter.ThisWeek,
  anchor: null,
};

/** Date range controls of one view. */
export function RangeBar({ view }: { view: RangedView }) {
  const { t } = useT(['history']);
  const snap = useSnapshot(historyState());
  const id = useId();
  const choice = snap.ranges[view];
  const failedOnly = view === 'reserved' && snap.failedOnly;
  const defaultLabel = DEFAULT_EQUALS[view] === null ? 'last30Days' : FILTER_KEYS[DEFAULT_EQUALS[view]];
  const others = [DateFilter.Today, DateFilter.Yesterday, DateFilter.ThisWeek, DateFilter.Custom].filter(
    (f) => f !== DEFAULT_EQUALS[view],
  );
  const value = choice.filter === null || choice.filter === DEFAULT_EQUALS[view] ? 'default' : String(choice.filter);

  const onSelect = (next: string) => {
    if (next === 'default') void setRange(view, { filter: null });
    else if (Number(next) === DateFilter.Custom)
      void setRange(view, { filter: DateFilter.Custom, custom: customRange(Date.now(), Date.now(), Date.now()) });
    else void setRange(view, { filter: Number(next) as DateFilter });
  };

  return (
    <div className="history-range" part="range">
      {!failedOnly && (
        <label className="history-field">
          <span>{t('history:range.label')}</span>
          <select value={value} onChange={(e) => onSelect(e.target.value)} aria-describedby={`${id}-hint`}>
            <option value="default">{t(`history:range.${defaultLabel}`)}</option>
            {others.map((f) => (
              <option key={f} value={String(f)}>
                {t(`history:range.${FILTER_KEYS[f]}`)}
              </option>
            ))}
          </select>
        </label>
      )}
      {!failedOnly && choice.filter === DateFilter.Custom && <CustomDates view={view} range={choice.custom} />}
      {view !== 'reserved' && <StatusFilter view={view} />}
      <span id={`${id}-hint`} className="history-hint">
        {t('history:range.hint')}
      </span>
      {view === 'reserved' && (
        <label className="history-toggle">
          <input
            type="checkbox"
            role="switch"
            checked={snap.failedOnly}
            onChange={(e) => void setFailedOnly(e.target.checked)}
          />
          <span>{t('history:failedToggle')}</span>
        </label>
      )}
    </div>
  );
}

/** The order-status filter: every status, or one of the view's (cashed out and auto cashed out included). */
function StatusFilter({ view }: { view: FilteredView }) {
  const { t } = useT(['history']);
  const status = useSnapshot(historyState()).statuses[view];
  return (
    <label className="history-field">
      <span>{t('history:status.label')}</span>
      <select
        value={status === null ? 'all' : String(status)}
        onChange={(e) =>
          void setStatusFilter(view, e.target.value === 'all' ? null : (Number(e.target.value) as OrderStatus))
        }
      >
        <option value="all">{t('history:status.all')}</option>
        {STATUS_FILTERS[view].map((s) => (
          <option key={s} value={String(s)}>
            {t(`history:status.s${s}`)}
          </option>
        ))}
      </select>
    </label>
  );
}

/** Two date inputs bounded to the last 45 days. */
function CustomDates({ view, range }: { view: RangedView; range?: readonly [number, number] }) {
  const { t } = useT(['history']);
  const now = Date.now();
  const [min] = customBounds(now);
  const [from, setFrom] = useState(formatDate(range?.[0] ?? now));
  const [to, setTo] = useState(formatDate(range?.[1] ?? now));
  const apply = (nextFrom: string, nextTo: string) => {
    setFrom(nextFrom);
    setTo(nextTo);
    const a = dayjs(nextFrom);
    const b = dayjs(nextTo);
    if (a.isValid() && b.isValid())
      void setRange(view, { filter: DateFilter.Custom, custom: customRange(a.valueOf(), b.valueOf(), Date.now()) });
  };
  const bounds = { min: formatDate(min), max: formatDate(now) };
  return (
    <span className="history-custom">
      <label className="history-field">
        <span>{t('history:range.from')}</span>
        <input type="date" {...bounds} value={from} onChange={(e) => apply(e.target.value, to)} />
      </label>
      <label className="history-field">
        <span>{t('history:range.to')}</span>
        <input type="date" {...bounds} value={to} onChange={(e) => apply(from, e.target.value)} />
      </label>
    </span>
  );
}
