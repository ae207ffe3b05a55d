import { type KeyboardEvent, useRef } from 'react';
import { cx } from '../../../lib/cx.ts';

export type EventTabItem<T extends string> = { id: T; label: string };

type EventTabsProps<T extends string> = {
  label: string;
  idPrefix: string;
  tabs: readonly EventTabItem<T>[];
  selected: T;
  onSelect: (id: T) => void;
};

export const eventTabId = (prefix: string, tab: string) => `${prefix}-tab-${tab}`;
export const eventPanelId = (prefix: string, tab: string) => `${prefix}-panel-${tab}`;

/** WAI-ARIA tabs: one tab stop; arrows, Home and End move between tabs and select them. */
export function EventTabs<T extends string>({ label, idPrefix, tabs, selected, onSelect }: EventTabsProps<T>) {
  const refs = useRef<Array<HTMLButtonElement | null>>([]);
  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const last = tabs.length - 1;
    const target = { ArrowRight: index === last ? 0 : index + 1, ArrowLeft: index === 0 ? last : index - 1, Home: 0, End: last }[event.key];
    const tab = target === undefined ? undefined : tabs[target];
    if (target === undefined || !tab) return;
    event.preventDefault();
    onSelect(tab.id);
    refs.current[target]?.focus();
  };
  return (
    <div role="tablist" aria-label={label} className="flex gap-6 border-b border-gray-200">
      {tabs.map((tab, index) => {
        const isSelected = tab.id === selected;
        return (
          <button
            key={tab.id}
            ref={(node) => {
              refs.current[index] = node;
            }}
            type="button"
            role="tab"
            id={eventTabId(idPrefix, tab.id)}
            aria-selected={isSelected}
            aria-controls={eventPanelId(idPrefix, tab.id)}
            tabIndex={isSelected ? 0 : -1}
            onClick={() => onSelect(tab.id)}
            onKeyDown={(event) => onKeyDown(event, index)}
            className={cx(
              '-mb-px flex h-12 items-center border-b-2 text-base transition-colors',
              isSelected ? 'border-gray-900 font-bold text-gray-900' : 'border-transparent font-medium text-gray-500 hover:text-gray-800',
            )}
          >
            {tab.label}
          </button>
        );
      })}
    </div>
  );
}
