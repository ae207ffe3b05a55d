import { type KeyboardEvent, useRef } from 'react';
import { cx } from '../../../../lib/cx.ts';

export type MyGroupsTab = 'joined' | 'owned';

type TabItem = { id: MyGroupsTab; label: string; count: number | null };

type MyGroupsTabsProps = { label: string; tabs: TabItem[]; selected: MyGroupsTab; onSelect: (tab: MyGroupsTab) => void; idPrefix: string };

export const tabId = (prefix: string, tab: MyGroupsTab) => `${prefix}-tab-${tab}`;
export const panelId = (prefix: string, tab: MyGroupsTab) => `${prefix}-panel-${tab}`;

/** WAI-ARIA tabs: one tab stop, arrow keys (and Home/End) move between tabs and select them. */
export function MyGroupsTabs({ label, tabs, selected, onSelect, idPrefix }: MyGroupsTabsProps) {
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
            id={tabId(idPrefix, tab.id)}
            aria-selected={isSelected}
            aria-controls={panelId(idPrefix, tab.id)}
            tabIndex={isSelected ? 0 : -1}
            onClick={() => onSelect(tab.id)}
            onKeyDown={(event) => onKeyDown(event, index)}
            className={cx(
              '-mb-px flex h-12 items-center gap-1.5 border-b-2 text-base transition-colors',
              isSelected ? 'border-gray-900 font-bold text-gray-900' : 'border-transparent font-medium text-gray-500 hover:text-gray-800',
            )}
          >
            {tab.label}
            {/* A space, so the tab reads "가입한 모임 2" rather than "가입한 모임2". */}
            {tab.count !== null && ' '}
            {tab.count !== null && <span className={cx('text-sm', isSelected ? 'text-brand-600' : 'text-gray-400')}>{tab.count}</span>}
          </button>
        );
      })}
    </div>
  );
}
