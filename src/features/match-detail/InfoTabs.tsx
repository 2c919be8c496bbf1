// The information tabs of spec §2: animation, live video, data, program and note.
import { useState } from 'react';
import { Tabs, tabPanelProps } from '../../ui/Tabs';
import { useT } from '../../ui/i18n';
import { CommentaryPanel } from './CommentaryPanel';
import { DataPanel } from './DataPanel';
import { MediaPanel } from './MediaPanel';
import { NotePanel } from './NotePanel';
import type { PanelProps } from './panelProps';

export const INFO_TABS = ['animation', 'video', 'data', 'program', 'note'] as const;
export type InfoTab = (typeof INFO_TABS)[number];

/** Tabs with one panel mounted at a time (the others' data stop refreshing). */
export function InfoTabs({ match, sport }: PanelProps) {
  const { t } = useT(['detail']);
  const [tab, setTab] = useState<InfoTab>('data');
  const prefix = `detail-info-${match.id}`;
  return (
    <section className="detail-info" part="info">
      <Tabs
        items={INFO_TABS.map((key) => ({ key, label: t(`detail:tabs.${key}`) }))}
        selected={tab}
        onSelect={setTab}
        label={t('detail:tabs.label')}
        idPrefix={prefix}
      />
      <div {...tabPanelProps(prefix, tab)} className="detail-panel" part="info-panel">
        {tab === 'animation' && <MediaPanel match={match} sport={sport} kind="animation" />}
        {tab === 'video' && <MediaPanel match={match} sport={sport} kind="video" />}
        {tab === 'data' && <DataPanel match={match} sport={sport} />}
        {tab === 'program' && <CommentaryPanel match={match} sport={sport} />}
        {tab === 'note' && <NotePanel match={match} sport={sport} />}
      </div>
    </section>
  );
}
