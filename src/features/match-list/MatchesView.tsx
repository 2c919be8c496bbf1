// The matches of one sport and play type: loaded 50 at a time as the user scrolls, split into live and
// upcoming, grouped by league, in a virtual list. A failed load always offers a retry, never a blank.
import { useCallback, useEffect, useMemo, useState } from 'react';
import { matchCache } from '../../state/matches/cache';
import { createMatchList, type MatchListQuery } from '../../state/matches/list';
import { StateView } from '../../ui/StateView';
import { useWholeSnapshot } from '../../ui/useWholeSnapshot';
import { VirtualList } from '../../ui/VirtualList';
import { layoutRows, type ListRow } from './layout';
import { useListContext } from './listContext';
import { MatchRow } from './MatchRow';

/** Height guesses before measuring, by row kind. */
const ESTIMATE: Record<ListRow['kind'], number> = { section: 34, league: 40, match: 132 };
/** The list's height before it is measured: its stylesheet's cap (min(70vh, 640px)), so the first screenful is full. */
const ASSUMED_HEIGHT = 640;

/** The list of one query; `data-ready` marks its root once the first page is on screen. */
export function MatchesView({ query, onShowAll }: { query: MatchListQuery; onShowAll: () => void }) {
  const { t, tables } = useListContext();
  const [store] = useState(() => createMatchList(query));
  const list = useWholeSnapshot(store.state);
  const { statusRevision } = useWholeSnapshot(matchCache().meta);
  const { sportId, playType, leagueId } = query;

  useEffect(() => store.start(), [store]);
  useEffect(() => {
    const next = { sportId, playType, leagueId };
    if (!store.shows(next)) void store.load(next);
  }, [store, sportId, playType, leagueId]);

  // Regrouped only when the ids or a status group change, never on odds or clock updates.
  const rows = useMemo(() => {
    const { entries } = matchCache();
    return layoutRows(list.ids, (id) => entries[id]?.match);
    // statusRevision is the signal that a match changed section.
  }, [list.ids, statusRevision]);

  const onEndReached = useCallback(() => void store.loadMore(), [store]);
  // The live/upcoming section and the league of the first row below them stay pinned while their rows scroll.
  const pinned = (first: number) => {
    // Walked back from the row, without copying the rows: this runs on every scroll.
    let league: ListRow | undefined;
    let section: ListRow | undefined;
    for (let i = first; i >= 0 && !section; i--) {
      if (rows[i].kind === 'league') league ??= rows[i];
      else if (rows[i].kind === 'section') section = rows[i];
    }
    return (
      <div className="sport-pinned">
        {section && <RowView row={section} />}
        {league && <RowView row={league} />}
      </div>
    );
  };

  // A first visit also waits for the server's names (one request beside the page's), so a live clock's period
  // name or a market's name never arrives after its row and moves it (layout shift).
  if (list.status === 'loading' || list.status === 'idle' || !tables) return <StateView kind="loading" />;
  if (list.status === 'failed') {
    return <StateView kind="error" message={t('matches:listFailed')} onRetry={() => void store.load(query)} />;
  }

  const footer = list.moreFailed ? (
    <StateView kind="error" message={t('matches:moreFailed')} onRetry={onEndReached} />
  ) : list.loadingMore ? (
    <StateView kind="loading" />
  ) : null;

  return (
    <div className="sport-matches" part="matches" data-ready="true">
      {rows.length === 0 ? (
        <StateView
          kind="empty"
          message={t('matches:none')}
          action={
            // An empty live or today list points on to the next matches (the "all" play type starts with them).
            playType !== 'all' &&
            playType !== 'favourite' && (
              <button type="button" className="sport-button" onClick={onShowAll}>
                {t('matches:showUpcoming')}
              </button>
            )
          }
        />
      ) : (
        <VirtualList
          className="sport-vlist"
          label={t('matches:listLabel')}
          items={rows}
          getKey={(row) => row.key}
          estimateSize={(row) => ESTIMATE[row.kind]}
          initialHeight={ASSUMED_HEIGHT}
          renderItem={(row) => <RowView row={row} />}
          onEndReached={onEndReached}
          footer={footer}
          pinned={pinned}
          pinnedHeight={ESTIMATE.section + ESTIMATE.league}
        />
      )}
    </div>
  );
}

/** One row of a laid-out list: a section or league header, or a match. */
export function RowView({ row }: { row: ListRow }) {
  const { t } = useListContext();
  if (row.kind === 'match') return <MatchRow id={row.id} />;
  if (row.kind === 'section') {
    return (
      <h2 className="sport-section" part="section" data-group={row.group}>
        {t(`matches:section.${row.group}`)} <span className="sport-count">{row.count}</span>
      </h2>
    );
  }
  return (
    <h3 className="sport-league" part="league">
      {row.league.logoUrl ? (
        <img src={row.league.logoUrl} alt="" width="20" height="20" loading="lazy" />
      ) : (
        <span className="sport-league-logo" aria-hidden="true" />
      )}
      <span className="sport-league-name">{row.league.name}</span>
      <span className="sport-count" aria-label={t('matches:league.count', { count: row.count })}>
        {row.count}
      </span>
    </h3>
  );
}
