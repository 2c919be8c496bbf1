// Period names (1st half, Q3, 2nd set, …) from the server's staticList tables, loaded once per language.
import { useEffect } from 'react';
import { useSnapshot } from 'valtio/react';
import { serverText } from '../../i18n/serverTables';
import { loadMatchText, matchText } from '../../state/matchText';
import { useT } from '../../ui/i18n';

/** A function naming a period code; falls back to a numbered label while the tables are missing. */
export function usePeriodName(): (period: number) => string {
  const { t, lang } = useT(['detail']);
  const { tables } = useSnapshot(matchText());
  useEffect(() => void loadMatchText(lang), [lang]);
  return (period) => serverText(tables as never, 'matchPeriod', period, t('detail:score.periodCode', { code: period }));
}
