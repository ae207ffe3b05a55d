import { ChevronLeft, ChevronRight } from 'lucide-react';
import { type KeyboardEvent, type ReactNode, type RefObject, useEffect, useRef, useState } from 'react';
import { cx } from '@/lib/cx.ts';
import { useScrollEdges } from './use-scroll-edges.ts';

export type TabItem<T extends string> = { id: T; label: ReactNode };

/** `underline`: dark bold underline (lists); `brand`: orange underline in padded tabs (the group page). */
export type TabsVariant = 'underline' | 'brand';

const tabId = (idPrefix: string, tab: string) => `${idPrefix}-tab-${tab}`;
const tabPanelId = (idPrefix: string, tab: string) => `${idPrefix}-panel-${tab}`;

const LIST_CLASSES: Record<TabsVariant, string> = {
  underline: 'gap-6',
  brand: '',
};

function tabClasses(variant: TabsVariant, isSelected: boolean): string {
  if (variant === 'brand') {
    return cx(
      '-mb-px shrink-0 border-b-2 px-3 py-3 text-[15px] font-semibold whitespace-nowrap transition-colors sm:px-4',
      isSelected ? 'border-brand-600 text-brand-700' : 'border-transparent text-gray-600 hover:text-gray-900',
    );
  }
  return cx(
    '-mb-px flex h-12 shrink-0 items-center gap-1.5 border-b-2 text-base whitespace-nowrap transition-colors',
    isSelected ? 'border-gray-900 font-bold text-gray-900' : 'border-transparent font-medium text-gray-500 hover:text-gray-800',
  );
}

// As wide as the fades, so a tab scrolled into view is never left under one.
const EDGE_PX = 40;

/**
 * Scrolls the list sideways only (never the page) until `tab` is clear of the fades, when it is not.
 * It stops where a tab starts right at the left fade's edge (or at either end of the list), so the
 * fade never lands on the first letters of a tab, as in "‹벤트"; the nearest such stop wins.
 */
function revealTab(list: HTMLElement, tab: HTMLElement, behavior: ScrollBehavior): void {
  const listBox = list.getBoundingClientRect();
  const tabBox = tab.getBoundingClientRect();
  const max = list.scrollWidth - list.clientWidth;
  // Positions in the list's content, independent of how far it is scrolled now.
  const start = tabBox.left - listBox.left + list.scrollLeft;
  const end = start + tabBox.width;
  const clear = (scroll: number) =>
    start - scroll >= (scroll > 0 ? EDGE_PX : 0) && end - scroll <= list.clientWidth - (scroll < max ? EDGE_PX : 0);
  // Already in view: where the person scrolled the list to stays.
  if (clear(list.scrollLeft)) return;
  const tabStarts = Array.from(list.children, (child) => child.getBoundingClientRect().left - listBox.left + list.scrollLeft - EDGE_PX);
  const stops = [0, max, ...tabStarts.filter((stop) => stop > 0 && stop < max)].filter(clear);
  const nearest = stops.sort((a, b) => Math.abs(a - list.scrollLeft) - Math.abs(b - list.scrollLeft))[0];
  let delta: number;
  if (nearest !== undefined) delta = nearest - list.scrollLeft;
  else {
    // A tab wider than the room between the fades: the least movement that shows most of it.
    const before = tabBox.left - (listBox.left + EDGE_PX);
    const after = tabBox.right - (listBox.right - EDGE_PX);
    delta = before < 0 ? before : after > 0 ? after : 0;
  }
  // To an absolute position: a second reveal during a smooth scroll must not add to the first one.
  if (Math.abs(delta) >= 1) list.scrollTo?.({ left: list.scrollLeft + delta, behavior });
}

/**
 * Room (px) after the last tab (its end margin) so that, scrolled to the end, the list stops where
 * a tab starts right at the left fade's edge, as revealTab's other stops do. Measured again when
 * the list's size or its tabs change.
 */
function useAlignedEnd(ref: RefObject<HTMLElement | null>, content: unknown, onResize: () => void): number {
  const [tail, setTail] = useState(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `content` is the signal to measure again
  useEffect(() => {
    const list = ref.current;
    if (!list) return;
    const measure = () => {
      const listLeft = list.getBoundingClientRect().left - list.scrollLeft;
      const current =
        list.lastElementChild instanceof HTMLElement ? Number.parseFloat(list.lastElementChild.style.marginInlineEnd) || 0 : 0;
      const naturalMax = list.scrollWidth - current - list.clientWidth;
      const stops = Array.from(list.children, (child) => child.getBoundingClientRect().left - listLeft - EDGE_PX);
      const stop = naturalMax > 0 ? stops.find((candidate) => candidate >= naturalMax) : undefined;
      const next = stop === undefined ? 0 : Math.round(stop - naturalMax);
      setTail((previous) => (previous === next ? previous : next));
    };
    measure();
    const observer =
      typeof ResizeObserver === 'undefined'
        ? null
        : new ResizeObserver(() => {
            measure();
            onResize();
          });
    observer?.observe(list);
    for (const child of Array.from(list.children)) observer?.observe(child);
    return () => observer?.disconnect();
  }, [ref, content]);
  return tail;
}

type TabListProps<T extends string> = {
  label: string;
  idPrefix: string;
  tabs: readonly TabItem<T>[];
  selected: T;
  onSelect: (id: T) => void;
  variant?: TabsVariant;
  /** On the wrapper: margins such as a full-bleed list on small screens. */
  className?: string;
  /** On the scrolling tablist itself: its padding. */
  listClassName?: string;
};

/**
 * WAI-ARIA tabs with automatic activation: arrows move and select, Home and End jump, and only
 * the selected tab is in the Tab order. When the tabs are wider than the screen (an owner's six
 * at 375 px) the list scrolls sideways, a fade with a chevron shows on the side that hides more,
 * and the selected tab is scrolled into view.
 */
export function TabList<T extends string>({
  label,
  idPrefix,
  tabs,
  selected,
  onSelect,
  variant = 'underline',
  className,
  listClassName,
}: TabListProps<T>) {
  const listRef = useRef<HTMLDivElement>(null);
  const refs = useRef(new Map<T, HTMLButtonElement>());
  const edges = useScrollEdges(listRef, tabs);

  // A label that grows (a count arriving) can push the selected tab under a fade: reveal it again.
  const revealSelected = () => {
    const list = listRef.current;
    const tab = refs.current.get(selectedRef.current);
    if (list && tab) revealTab(list, tab, 'instant');
  };
  const selectedRef = useRef(selected);
  selectedRef.current = selected;
  // The tab set changes after data arrives (an owner's 가입 신청 tab): the selected one is revealed again.
  const tabIds = tabs.map((tab) => tab.id).join(' ');
  const tail = useAlignedEnd(listRef, tabIds, revealSelected);

  // A tab the person chose glides into view; one moved by a layout change jumps there at once.
  const revealedRef = useRef<T | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `tabIds` and `tail` are the signals to reveal again
  useEffect(() => {
    const list = listRef.current;
    const tab = refs.current.get(selected);
    const isNewChoice = revealedRef.current !== null && revealedRef.current !== selected;
    revealedRef.current = selected;
    if (list && tab) revealTab(list, tab, isNewChoice ? 'smooth' : 'instant');
  }, [selected, tabIds, tail]);

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
    <div className={cx('relative', className)}>
      <div
        ref={listRef}
        role="tablist"
        aria-label={label}
        onKeyDown={onKeyDown}
        data-more-before={edges.before}
        data-more-after={edges.after}
        className={cx('flex overflow-x-auto border-b border-gray-200 [scrollbar-width:none]', LIST_CLASSES[variant], listClassName)}
      >
        {tabs.map((tab, index) => {
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
              id={tabId(idPrefix, tab.id)}
              aria-selected={isSelected}
              aria-controls={tabPanelId(idPrefix, tab.id)}
              tabIndex={isSelected ? 0 : -1}
              onClick={() => onSelect(tab.id)}
              style={index === tabs.length - 1 && tail > 0 ? { marginInlineEnd: tail } : undefined}
              className={tabClasses(variant, isSelected)}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      {/* Decoration only: swiping, the arrow keys and a click on the cut-off tab all scroll. */}
      {edges.before && (
        <span
          aria-hidden="true"
          className="pointer-events-none absolute top-0 bottom-px left-0 flex w-10 items-center justify-start bg-linear-to-r from-gray-50 via-gray-50/90 to-transparent text-gray-500"
        >
          <ChevronLeft className="size-4" />
        </span>
      )}
      {edges.after && (
        <span
          aria-hidden="true"
          className="pointer-events-none absolute top-0 right-0 bottom-px flex w-10 items-center justify-end bg-linear-to-l from-gray-50 via-gray-50/90 to-transparent text-gray-500"
        >
          <ChevronRight className="size-4" />
        </span>
      )}
    </div>
  );
}

type TabPanelProps = {
  idPrefix: string;
  tab: string;
  className?: string;
  children: ReactNode;
  /**
   * The tab's name as an h2 for screen readers' heading list, where the panel's own headings are
   * h3 under the page's h1 (a tab is not a heading, so h1 → h3 would skip a level).
   */
  heading?: ReactNode;
};

/** The panel of the selected tab, labelled by it. */
export function TabPanel({ idPrefix, tab, className, children, heading }: TabPanelProps) {
  return (
    <div role="tabpanel" id={tabPanelId(idPrefix, tab)} aria-labelledby={tabId(idPrefix, tab)} className={className}>
      {heading !== undefined && <h2 className="sr-only">{heading}</h2>}
      {children}
    </div>
  );
}
