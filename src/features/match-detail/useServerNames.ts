// Names from the server's staticList tables (spec §7), loaded once per language: period names (1st half, Q3,
// 2nd set, …) and market group names (period and market type, e.g. 上半场 让球), so the detail reads in the
// user's language whatever language the feed's own names are in.
import { useEffect } from 'react';
import { useSnapshot } from 'valtio/react';
import type { MarketGroup } from '../../domain/types';
import { serverText, type ServerTables } from '../../i18n/serverTables';
import { loadMatchText, matchText } from '../../state/page/serverText';
import { useT } from '../../ui/i18n';

export interface ServerNames {
  /** A period code's name; a numbered label while the tables are missing. */
  periodName(period: number): string;
  /**
   * A market group's period and market type (the type alone without `withPeriod`: an outright's market
   * belongs to no period); the feed's own name while the tables lack either.
   */
  marketName(group: Pick<MarketGroup, 'marketType' | 'period' | 'name'>, withPeriod?: boolean): string;
}

/** The server's names for the detail's periods and market groups, in the user's language. */
export function useServerNames(): ServerNames {
  const { t, lang } = useT(['detail']);
  const { tables } = useSnapshot(matchText()) as { tables: ServerTables | null };
  useEffect(() => void loadMatchText(lang), [lang]);
  return {
    periodName: (period) => serverText(tables, 'matchPeriod', period, t('detail:score.periodCode', { code: period })),
    marketName: ({ marketType, period, name }, withPeriod = true) => {
      const market = serverText(tables, 'marketType', marketType, '');
      const when = withPeriod ? serverText(tables, 'period', period, '') : '';
      if (!market || (withPeriod && !when)) return name;
      return withPeriod ? `${when} ${market}` : market;
    },
  };
}
