// The screen: a login prompt for anonymous users, otherwise the four views as ARIA tabs.
import { useEffect, useState } from 'react';
import { ListTab } from '../../domain/betEnums';
import { getRuntime } from '../../runtime/runtime';
import { openView } from '../../state/history/lists';
import { HISTORY_VIEWS, type HistoryView } from '../../domain/historyQuery';
import { loadMatchText } from '../../state/page/serverText';
import { Tabs, tabPanelProps } from '../../ui/Tabs';
import { useT } from '../../ui/i18n';
import { useStore } from '../../ui/useStore';
import { CashOutNotices } from './CashOutNotices';
import { LoginPrompt } from './LoginPrompt';
import { OrderList } from './OrderList';
import { RangeBar } from './RangeBar';
import { ReservedList } from './ReservedList';

const TAB_BY_NUMBER: Record<string, HistoryView> = {
  [ListTab.Unsettled]: 'unsettled',
  [ListTab.Settled]: 'settled',
  [ListTab.Reserved]: 'reserved',
};

/** The view an attribute value names (a view name or the spec's list tab number); unsettled by default. */
export function parseTab(value: string | undefined): HistoryView {
  const text = value?.trim() ?? '';
  if ((HISTORY_VIEWS as readonly string[]).includes(text)) return text as HistoryView;
  return TAB_BY_NUMBER[text] ?? 'unsettled';
}

/** Tabs and the selected view; reloads everything when the user changes. */
export function HistoryScreen({ initialTab }: { initialTab?: string }) {
  const { t, lang } = useT(['history']);
  const token = useStore(getRuntime().token);
  const [view, setView] = useState<HistoryView>(() => parseTab(initialTab));

  useEffect(() => setView(parseTab(initialTab)), [initialTab]);
  useEffect(() => void loadMatchText(lang), [lang]);
  useEffect(() => {
    if (token) void openView(view);
  }, [token, view]);

  if (!token) return <LoginPrompt />;
  const items = HISTORY_VIEWS.map((key) => ({ key, label: t(`history:tab.${key}`) }));
  return (
    <section className="history" part="history" aria-label={t('history:title')}>
      <CashOutNotices />
      <Tabs items={items} selected={view} onSelect={setView} label={t('history:tabsLabel')} idPrefix="history" />
      <div {...tabPanelProps('history', view)} className="history-panel">
        {view !== 'unsettled' && <RangeBar view={view} />}
        {view === 'reserved' ? <ReservedList /> : <OrderList view={view} />}
      </div>
    </section>
  );
}
