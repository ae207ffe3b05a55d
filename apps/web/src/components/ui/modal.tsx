import { X } from 'lucide-react';
import { type KeyboardEvent, type ReactNode, useEffect, useId, useRef } from 'react';
import { createPortal } from 'react-dom';
import { TEXT } from '@/config/messages.ts';
import { cx } from '@/lib/cx.ts';
import { markModalOpen } from '@/lib/open-modals.ts';

export type ModalSize = 'sm' | 'md' | 'lg' | 'xl';

const SIZES: Record<ModalSize, string> = {
  sm: 'sm:max-w-sm',
  md: 'sm:max-w-lg',
  lg: 'sm:max-w-2xl',
  xl: 'sm:max-w-4xl',
};

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

type ModalProps = {
  isOpen: boolean;
  onClose: () => void;
  title?: string;
  /** Accessible name when there is no visible title. */
  ariaLabel?: string;
  size?: ModalSize;
  showCloseButton?: boolean;
  /** Escape closes it: for dialogs that hold nothing half-filled (an offer, an explanation). */
  closeOnEscape?: boolean;
  children: ReactNode;
};

/**
 * Dialog with focus kept inside. Per spec it ignores outside clicks and Escape, so half-filled
 * forms (profile edit, map picker) are only closed on purpose; `closeOnEscape` lets Escape close
 * one that holds no input.
 */
export function Modal({
  isOpen,
  onClose,
  title,
  ariaLabel,
  size = 'md',
  showCloseButton = true,
  closeOnEscape = false,
  children,
}: ModalProps) {
  const panelRef = useRef<HTMLDivElement>(null);
  const titleId = useId();

  useEffect(() => {
    if (!isOpen) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const firstFocusable = panelRef.current?.querySelector<HTMLElement>(FOCUSABLE);
    (firstFocusable ?? panelRef.current)?.focus();
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    const markClosed = markModalOpen();
    return () => {
      markClosed();
      document.body.style.overflow = overflow;
      opener?.focus();
    };
  }, [isOpen]);

  if (!isOpen) return null;

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      if (closeOnEscape) onClose();
      return;
    }
    if (event.key !== 'Tab' || !panelRef.current) return;
    const items = [...panelRef.current.querySelectorAll<HTMLElement>(FOCUSABLE)];
    const first = items[0];
    const last = items.at(-1);
    if (!first || !last) {
      event.preventDefault();
    } else if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  return createPortal(
    <div className="fixed inset-0 z-50 flex items-end justify-center bg-gray-900/50 animate-fade-in sm:items-center sm:p-6">
      <div
        ref={panelRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={title ? titleId : undefined}
        aria-label={title ? undefined : ariaLabel}
        tabIndex={-1}
        onKeyDown={onKeyDown}
        className={cx(
          'flex max-h-[92dvh] w-full flex-col overflow-hidden rounded-t-card bg-white shadow-pop animate-pop-in sm:rounded-card',
          SIZES[size],
        )}
      >
        {(title || showCloseButton) && (
          <div className="flex items-center justify-between gap-4 border-b border-gray-100 px-5 py-4">
            {title ? (
              <h2 id={titleId} className="text-lg font-bold text-gray-900">
                {title}
              </h2>
            ) : (
              <span />
            )}
            {showCloseButton && (
              <button
                type="button"
                onClick={onClose}
                aria-label={TEXT.close}
                className="-mr-2 flex size-9 items-center justify-center rounded-lg text-gray-500 hover:bg-gray-100 hover:text-gray-900"
              >
                <X className="size-5" aria-hidden="true" />
              </button>
            )}
          </div>
        )}
        <div className="overflow-y-auto px-5 py-5">{children}</div>
      </div>
    </div>,
    document.body,
  );
}
