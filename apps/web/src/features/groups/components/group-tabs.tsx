import { type KeyboardEvent, type ReactNode, useId, useRef } from 'react';
import { cx } from '../../../lib/cx.ts';

export type TabItem<T extends string> = { id: T; label: string };

type GroupTabsProps<T extends string> = {
  label: string;
  tabs: TabItem<T>[];
  selected: T;
  onSelect: (id: T) => void;
  children: ReactNode;
};

/**
 * WAI-ARIA tabs with automatic activation: arrows move and select, Home and End jump. Only the
 * selected tab is in the Tab order, so one Tab press moves on to the panel's content.
 */
export function GroupTabs<T extends string>({ label, tabs, selected, onSelect, children }: GroupTabsProps<T>) {
  const baseId = useId();
  const refs = useRef(new Map<T, HTMLButtonElement>());
  const tabId = (id: T) => `${baseId}-tab-${id}`;
  const panelId = `${baseId}-panel`;

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = tabs.findIndex((tab) => tab.id === selected);
    const moves: Record<string, number> = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: tabs.length - 1 };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    const next = tabs[(target + tabs.length) % tabs.length];
    if (!next) return;
    onSelect(next.id);
    refs.current.get(next.id)?.focus();
  };

  return (
    <div>
      <div
        role="tablist"
        aria-label={label}
        onKeyDown={onKeyDown}
        className="-mx-5 flex overflow-x-auto border-b border-gray-200 px-5 [scrollbar-width:none] sm:mx-0 sm:px-0"
      >
        {tabs.map((tab) => {
          const isSelected = tab.id === selected;
          return (
            <button
              key={tab.id}
              ref={(node) => {
                if (node) refs.current.set(tab.id, node);
                else refs.current.delete(tab.id);
              }}
              type="button"
              role="tab"
              id={tabId(tab.id)}
              aria-selected={isSelected}
              aria-controls={panelId}
              tabIndex={isSelected ? 0 : -1}
              onClick={() => onSelect(tab.id)}
              className={cx(
                '-mb-px shrink-0 border-b-2 px-3 py-3 text-[15px] sm:px-4 font-semibold whitespace-nowrap transition-colors',
                isSelected ? 'border-brand-600 text-brand-700' : 'border-transparent text-gray-600 hover:text-gray-900',
              )}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      <div role="tabpanel" id={panelId} aria-labelledby={tabId(selected)} className="pt-6">
        {children}
      </div>
    </div>
  );
}
