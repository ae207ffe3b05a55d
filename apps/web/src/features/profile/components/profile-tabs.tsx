import { type KeyboardEvent, useRef } from 'react';
import { cx } from '../../../lib/cx.ts';
import { PROFILE_TEXT } from '../profile-messages.ts';

export const PROFILE_TABS = ['groups', 'posts', 'activity'] as const;
export type ProfileTab = (typeof PROFILE_TABS)[number];

export const profileTabId = (tab: ProfileTab) => `profile-tab-${tab}`;
export const profilePanelId = (tab: ProfileTab) => `profile-panel-${tab}`;

type ProfileTabsProps = { labels: Record<ProfileTab, string>; selected: ProfileTab; onSelect: (tab: ProfileTab) => void };

/** WAI-ARIA tabs: one tab stop; arrow keys, Home and End move between tabs and select them. */
export function ProfileTabs({ labels, selected, onSelect }: ProfileTabsProps) {
  const refs = useRef<Array<HTMLButtonElement | null>>([]);
  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const last = PROFILE_TABS.length - 1;
    const target = { ArrowRight: index === last ? 0 : index + 1, ArrowLeft: index === 0 ? last : index - 1, Home: 0, End: last }[event.key];
    const tab = target === undefined ? undefined : PROFILE_TABS[target];
    if (target === undefined || !tab) return;
    event.preventDefault();
    onSelect(tab);
    refs.current[target]?.focus();
  };
  return (
    <div role="tablist" aria-label={PROFILE_TEXT.tabsLabel} className="flex gap-6 overflow-x-auto border-b border-gray-200 px-1">
      {PROFILE_TABS.map((tab, index) => {
        const isSelected = tab === selected;
        return (
          <button
            key={tab}
            ref={(node) => {
              refs.current[index] = node;
            }}
            type="button"
            role="tab"
            id={profileTabId(tab)}
            aria-selected={isSelected}
            aria-controls={profilePanelId(tab)}
            tabIndex={isSelected ? 0 : -1}
            onClick={() => onSelect(tab)}
            onKeyDown={(event) => onKeyDown(event, index)}
            className={cx(
              '-mb-px flex h-12 shrink-0 items-center border-b-2 text-base whitespace-nowrap transition-colors',
              isSelected ? 'border-gray-900 font-bold text-gray-900' : 'border-transparent font-medium text-gray-500 hover:text-gray-800',
            )}
          >
            {labels[tab]}
          </button>
        );
      })}
    </div>
  );
}
