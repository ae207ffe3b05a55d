import { EllipsisVertical, type LucideIcon } from 'lucide-react';
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { cx } from '@/lib/cx.ts';

export type MenuItem = {
  label: string;
  icon?: LucideIcon;
  /** `danger` for what removes something (삭제, 탈퇴, 내보내기). */
  tone?: 'danger';
} & ({ to: string; onSelect?: never } | { onSelect: () => void; to?: never });

type MenuProps = {
  /** Accessible name of the ⋮ button and of the menu it opens. */
  label: string;
  items: MenuItem[];
  /** `icon`: a round ⋮ inside a card; `outline`: a square button beside the page's large buttons. */
  trigger?: 'icon' | 'outline';
  /** Extra classes of the trigger button (its margins in the caller's layout). */
  triggerClassName?: string;
  /** Width of the open menu; long Korean items need more than the default. */
  menuClassName?: string;
};

const TRIGGERS = {
  icon: 'size-10 rounded-full text-gray-500 hover:bg-gray-100 hover:text-gray-900',
  outline: 'size-12 rounded-field border border-gray-300 bg-white text-gray-700 hover:bg-gray-50 active:bg-gray-100',
} as const;

const ITEM =
  'flex min-h-11 w-full items-center gap-2.5 px-4 py-2 text-left text-[15px] font-medium hover:bg-gray-50 focus-visible:bg-gray-50 focus-visible:outline-none';

/**
 * A ⋮ button that opens a list of actions (WAI-ARIA menu button): the first item takes focus,
 * arrow keys, Home and End move, Escape closes back to the button, Tab or a click outside closes.
 * Choosing an item closes the menu and gives focus back to the button before the item runs, so a
 * confirm dialog it opens returns focus to something that still exists.
 */
export function Menu({ label, items, trigger = 'icon', triggerClassName, menuClassName }: MenuProps) {
  const [isOpen, setIsOpen] = useState(false);
  const menuId = useId();
  const triggerRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!isOpen) return;
    menuRef.current?.querySelector<HTMLElement>('[role="menuitem"]')?.focus();
    const onPointer = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!menuRef.current?.contains(target) && !triggerRef.current?.contains(target)) setIsOpen(false);
    };
    document.addEventListener('pointerdown', onPointer);
    return () => document.removeEventListener('pointerdown', onPointer);
  }, [isOpen]);

  if (items.length === 0) return null;

  const close = () => {
    setIsOpen(false);
    triggerRef.current?.focus();
  };

  const onMenuKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const entries = [...(menuRef.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])];
    const index = entries.indexOf(document.activeElement as HTMLElement);
    const focusAt = (next: number) => entries[(next + entries.length) % entries.length]?.focus();
    if (event.key === 'Escape') {
      event.preventDefault();
      close();
    } else if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      focusAt(index + (event.key === 'ArrowDown' ? 1 : -1));
    } else if (event.key === 'Home' || event.key === 'End') {
      event.preventDefault();
      focusAt(event.key === 'Home' ? 0 : -1);
    } else if (event.key === 'Tab') {
      setIsOpen(false);
    }
  };

  return (
    <div className="relative">
      <button
        ref={triggerRef}
        type="button"
        aria-label={label}
        aria-haspopup="menu"
        aria-expanded={isOpen}
        aria-controls={isOpen ? menuId : undefined}
        onClick={() => setIsOpen((open) => !open)}
        className={cx('flex shrink-0 items-center justify-center transition-colors', TRIGGERS[trigger], triggerClassName)}
      >
        <EllipsisVertical className="size-5" aria-hidden="true" />
      </button>
      {isOpen && (
        <div
          ref={menuRef}
          id={menuId}
          role="menu"
          aria-label={label}
          onKeyDown={onMenuKeyDown}
          className={cx(
            'absolute top-full right-0 z-30 mt-1 w-40 overflow-hidden rounded-xl border border-gray-100 bg-white py-1 shadow-pop animate-pop-in',
            menuClassName,
          )}
        >
          {items.map((item) => {
            const Icon = item.icon;
            const className = cx(ITEM, item.tone === 'danger' ? 'text-danger-600' : 'text-gray-800');
            const content = (
              <>
                {Icon && <Icon className="size-4 shrink-0" aria-hidden="true" />}
                <span>{item.label}</span>
              </>
            );
            return item.to !== undefined ? (
              <Link key={item.label} role="menuitem" to={item.to} className={className}>
                {content}
              </Link>
            ) : (
              <button
                key={item.label}
                type="button"
                role="menuitem"
                onClick={() => {
                  close();
                  item.onSelect();
                }}
                className={className}
              >
                {content}
              </button>
            );
          })}
        </div>
      )}
    </div>
  );
}
