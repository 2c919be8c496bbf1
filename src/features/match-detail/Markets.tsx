// Every market group of the match under the filter tabs of spec §2; each option is an OddsButton, so
// picks go into the shared slip and show selected in every element (as live-room bets when opened from a room).
import { useState } from 'react';
import type { Snapshot } from 'valtio/vanilla';
import type { SportKey } from '../../domain/enums';
import { teamNamed } from '../../domain/optionName';
import type { Match, Option } from '../../domain/types';
import { optionKey, type OddsMove } from '../../state/matches/cache';
import { OddsButton, type PickContext } from '../../ui/OddsButton';
import { StateView } from '../../ui/StateView';
import { Tabs, tabPanelProps } from '../../ui/Tabs';
import { useT } from '../../ui/i18n';
import { groupsInFilter, visibleFilters, type FilterKey } from './filterGroups';
import { useServerNames } from './useServerNames';
import { useRoomSource } from './roomSource';

const SCORE = /^(\d+)\s*[-:]\s*(\d+)$/;

/** A correct-score market's options as [home wins, draws, away wins] (others last), or null for another market. */
function scoreColumns(options: readonly Snapshot<Option>[]): Snapshot<Option>[][] | null {
  const scored = options.filter((o) => SCORE.test(o.name));
  if (scored.length < 3) return null;
  const columns: Snapshot<Option>[][] = [[], [], []];
  for (const option of scored) {
    const [, home, away] = SCORE.exec(option.name)!.map(Number);
    columns[home > away ? 0 : home === away ? 1 : 2].push(option);
  }
  // Total-goal bands ("0-1", "2-3") read as scores too, but never fill all three columns.
  if (columns.some((column) => column.length === 0)) return null;
  const others = options.filter((o) => !SCORE.test(o.name));
  return others.length ? [...columns, others] : columns;
}

interface MarketsProps {
  match: Snapshot<Match>;
  moves: Snapshot<Record<string, OddsMove>>;
  sport: SportKey | undefined;
}

/** Filter tabs and the market groups of the selected filter. */
export function Markets({ match, moves, sport }: MarketsProps) {
  const { t } = useT(['detail']);
  const { marketName } = useServerNames();
  const [filter, setFilter] = useState<FilterKey>('all');
  const filters = visibleFilters(sport, match.groups);
  // A filter whose last group closed falls back to "all".
  const selected = filters.includes(filter) ? filter : 'all';
  const groups = groupsInFilter(match.groups, selected);
  const context: PickContext = {
    matchId: match.id,
    home: match.home.name,
    away: match.away.name,
    league: match.league.name,
    sportId: match.sportId,
    source: useRoomSource(),
  };
  const prefix = `detail-markets-${match.id}`;
  return (
    <section className="detail-markets" part="markets" aria-label={t('detail:markets.title')}>
      <Tabs
        // The set tab in the sport's word (a tennis set, a volleyball set, a table tennis game).
        items={filters.map((key) => ({ key, label: t(`detail:markets.filter.${key}`, { context: sport }) }))}
        selected={selected}
        onSelect={setFilter}
        label={t('detail:markets.filtersLabel')}
        idPrefix={prefix}
      />
      <div {...tabPanelProps(prefix, selected)} className="detail-market-panel">
        {groups.length === 0 ? (
          <StateView kind="empty" message={t('detail:markets.empty')} />
        ) : (
          groups.map((group) => (
            // Each group folds away (a native disclosure: keyboard and screen readers know it).
            <details
              key={`${group.marketType}:${group.period}:${group.name}`}
              className="detail-group"
              part="market-group"
              open
            >
              <summary className="detail-group-name">
                <h3>{marketName(group)}</h3>
              </summary>
              {group.markets.map((market) => {
                const columns = scoreColumns(market.options);
                const button = (option: Snapshot<Option>) => (
                  <OddsButton
                    key={option.type}
                    context={context}
                    marketName={marketName(group)}
                    market={market}
                    option={teamNamed(option)}
                    move={moves[optionKey(market.id, option.type)]}
                  />
                );
                return columns ? (
                  // Correct score: home wins, draws and away wins in three columns, any other score below.
                  <div key={market.id} className="detail-market detail-scores" part="market">
                    {columns.map((column, i) => (
                      <div key={i} className="detail-score-column">
                        {column.map(button)}
                      </div>
                    ))}
                  </div>
                ) : (
                  <div key={market.id} className="detail-market" part="market" data-options={market.options.length}>
                    {market.options.map(button)}
                  </div>
                );
              })}
            </details>
          ))
        )}
      </div>
    </section>
  );
}
