// Accessible tabs (WAI-ARIA tablist): arrow keys, Home and End move between tabs; one tab is focusable. A strip
// wider than its element scrolls, its selected tab in view (useScrollStrip).
import { useRef, type KeyboardEvent } from 'react';
import { useScrollStrip } from './useScrollStrip';

export interface TabItem<K extends string> {
  key: K;
  label: string;
}

interface TabsProps<K extends string> {
  items: readonly TabItem<K>[];
  selected: K;
  onSelect: (key: K) => void;
  /** Accessible name of the tab list. */
  label: string;
  /** Id prefix tying each tab to its panel (`${idPrefix}-panel-${key}`). */
  idPrefix: string;
}

/** A row of tabs; render the panel with `tabPanelProps(idPrefix, selected)`. */
export function Tabs<K extends string>({ items, selected, onSelect, label, idPrefix }: TabsProps<K>) {
  const list = useRef<HTMLDivElement>(null);
  useScrollStrip(list, '[aria-selected="true"]', `${selected} ${items.length}`);
  const onKeyDown = (event: KeyboardEvent) => {
    const index = items.findIndex((item) => item.key === selected);
    const rtl = list.current?.matches(':dir(rtl)');
    const step = { ArrowRight: rtl ? -1 : 1, ArrowLeft: rtl ? 1 : -1 }[event.key];
    let next = -1;
    if (step) next = (index + step + items.length) % items.length;
    else if (event.key === 'Home') next = 0;
    else if (event.key === 'End') next = items.length - 1;
    if (next < 0) return;
    event.preventDefault();
    onSelect(items[next].key);
    list.current?.querySelectorAll<HTMLButtonElement>('[role="tab"]')[next]?.focus();
  };
  return (
    <div ref={list} role="tablist" aria-label={label} className="sport-tabs" part="tabs" onKeyDown={onKeyDown}>
      {items.map((item) => (
        <button
          key={item.key}
          type="button"
          role="tab"
          id={`${idPrefix}-tab-${item.key}`}
          aria-selected={item.key === selected}
          aria-controls={`${idPrefix}-panel-${item.key}`}
          tabIndex={item.key === selected ? 0 : -1}
          className="sport-tab"
          part={item.key === selected ? 'tab tab-selected' : 'tab'}
          onClick={() => onSelect(item.key)}
        >
          {item.label}
        </button>
      ))}
    </div>
  );
}

/** Props for the panel of the selected tab. */
export function tabPanelProps(idPrefix: string, selected: string) {
  return {
    role: 'tabpanel',
    id: `${idPrefix}-panel-${selected}`,
    'aria-labelledby': `${idPrefix}-tab-${selected}`,
    tabIndex: 0,
  } as const;
}
