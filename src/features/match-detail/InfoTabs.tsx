// The detail's tabs: the markets first (what a bettor opens a match for), then spec §2's information tabs:
// animation, live video, data, program and note.
import { lazy, Suspense, useEffect, useState } from 'react';
import type { Snapshot } from 'valtio/vanilla';
import type { OddsMove } from '../../state/matches/cache';
import { Tabs, tabPanelProps } from '../../ui/Tabs';
import { useT } from '../../ui/i18n';
import { CommentaryPanel } from './CommentaryPanel';
import { DataPanel } from './DataPanel';
import { Markets } from './Markets';
import { MediaPanel } from './MediaPanel';
import { NotePanel } from './NotePanel';
import type { PanelProps } from './panelProps';

/** The animation tab's live tracker: its code, rules and texts load when the tab is first opened (it shows its own
 * waiting state, so the detail carries no fallback text for it). */
const TrackerPanel = lazy(() => import('./tracker/TrackerPanel'));

export const INFO_TABS = ['markets', 'animation', 'video', 'data', 'program', 'note'] as const;
export type InfoTab = (typeof INFO_TABS)[number];

const tabOf = (name: string | undefined): InfoTab =>
  (INFO_TABS as readonly string[]).includes(name ?? '') ? (name as InfoTab) : 'markets';

/** Tabs with one panel mounted at a time (the others' data stop refreshing); the markets (or `initialTab`) open first. */
export function InfoTabs({
  match,
  sport,
  moves,
  initialTab,
}: PanelProps & { moves: Snapshot<Record<string, OddsMove>>; initialTab?: string }) {
  const { t } = useT(['detail']);
  const [tab, setTab] = useState<InfoTab>(() => tabOf(initialTab));
  useEffect(() => setTab(tabOf(initialTab)), [initialTab]);
  const prefix = `detail-info-${match.id}`;
  return (
    <section className="detail-info" part="info">
      <Tabs
        items={INFO_TABS.map((key) => ({
          key,
          label: t(key === 'markets' ? 'detail:markets.title' : `detail:tabs.${key}`),
        }))}
        selected={tab}
        onSelect={setTab}
        label={t('detail:tabs.label')}
        idPrefix={prefix}
      />
      <div {...tabPanelProps(prefix, tab)} className="detail-panel" part="info-panel">
        {tab === 'markets' && <Markets match={match} moves={moves} sport={sport} />}
        {tab === 'animation' && (
          <Suspense fallback={null}>
            <TrackerPanel match={match} sport={sport} />
          </Suspense>
        )}
        {tab === 'video' && <MediaPanel match={match} sport={sport} />}
        {tab === 'data' && <DataPanel match={match} sport={sport} />}
        {tab === 'program' && <CommentaryPanel match={match} sport={sport} />}
        {tab === 'note' && <NotePanel match={match} sport={sport} />}
      </div>
    </section>
  );
}
