// Every market group of the match under the filter tabs of spec §2; each option is an OddsButton, so
// picks go into the shared slip and show selected in every element.
import { useState } from 'react';
import type { Snapshot } from 'valtio/vanilla';
import type { SportKey } from '../../domain/enums';
import type { Match } from '../../domain/types';
import { optionKey, type OddsMove } from '../../state/matches/cache';
import { OddsButton, type PickContext } from '../../ui/OddsButton';
import { StateView } from '../../ui/StateView';
import { Tabs, tabPanelProps } from '../../ui/Tabs';
import { useT } from '../../ui/i18n';
import { groupsInFilter, visibleFilters, type FilterKey } from './filterGroups';
import { useServerNames } from './useServerNames';

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
  };
  const prefix = `detail-markets-${match.id}`;
  return (
    <section className="detail-markets" part="markets" aria-label={t('detail:markets.title')}>
      <Tabs
        items={filters.map((key) => ({ key, label: t(`detail:markets.filter.${key}`) }))}
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
            <section
              key={`${group.marketType}:${group.period}:${group.name}`}
              className="detail-group"
              part="market-group"
            >
              <h3 className="detail-group-name">{marketName(group)}</h3>
              {group.markets.map((market) => (
                <div key={market.id} className="detail-market" part="market" data-options={market.options.length}>
                  {market.options.map((option) => (
                    <OddsButton
                      key={option.type}
                      context={context}
                      marketName={marketName(group)}
                      market={market}
                      option={option}
                      move={moves[optionKey(market.id, option.type)]}
                    />
                  ))}
                </div>
              ))}
            </section>
          ))
        )}
      </div>
    </section>
  );
}
