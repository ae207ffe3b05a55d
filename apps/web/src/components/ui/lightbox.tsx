import { ChevronLeft, ChevronRight, X } from 'lucide-react';
import { type KeyboardEvent, type ReactNode, useEffect, useEffectEvent, useRef } from 'react';
import { createPortal } from 'react-dom';
import { TEXT } from '@/config/messages.ts';
import { cx } from '@/lib/cx.ts';
import { useSwipe } from '@/lib/use-swipe.ts';
import { SafeImage } from './safe-image.tsx';

/** One image of the lightbox and what a screen reader says of it. */
export type LightboxImage = { url: string; alt: string };

type LightboxProps = {
  images: readonly LightboxImage[];
  index: number;
  onIndexChange: (index: number) => void;
  onClose: () => void;
  /** What is shown under the image at `index` (who, when, a link to where it was posted). */
  caption?: (index: number) => ReactNode;
};

const FOCUSABLE = 'button:not([disabled]), a[href]';

const NAV_BUTTON =
  'absolute top-1/2 flex size-11 -translate-y-1/2 items-center justify-center rounded-full bg-white/15 text-white backdrop-blur transition-colors hover:bg-white/25 disabled:invisible';

/**
 * Full-screen image viewer: ← and → or a swipe move between images, Escape or the close button
 * leaves. Unlike our Modal it closes on Escape, because nothing in it can be lost. Focus stays
 * inside while open and returns to the tile that opened it.
 */
export function Lightbox({ images, index, onIndexChange, onClose, caption }: LightboxProps) {
  const dialogRef = useRef<HTMLDivElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const total = images.length;
  const hasPrevious = index > 0;
  const hasNext = index < total - 1;
  const previous = () => hasPrevious && onIndexChange(index - 1);
  const next = () => hasNext && onIndexChange(index + 1);
  const swipe = useSwipe({ onSwipeLeft: next, onSwipeRight: previous });

  const onKey = useEffectEvent((event: globalThis.KeyboardEvent) => {
    if (event.key === 'Escape') onClose();
    else if (event.key === 'ArrowLeft') previous();
    else if (event.key === 'ArrowRight') next();
    else return;
    event.preventDefault();
  });

  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    closeRef.current?.focus();
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    const listener = (event: globalThis.KeyboardEvent) => onKey(event);
    document.addEventListener('keydown', listener);
    return () => {
      document.removeEventListener('keydown', listener);
      document.body.style.overflow = overflow;
      opener?.focus();
    };
  }, []);

  const trapFocus = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Tab' || !dialogRef.current) return;
    const items = [...dialogRef.current.querySelectorAll<HTMLElement>(FOCUSABLE)];
    const first = items[0];
    const last = items.at(-1);
    if (!first || !last) return;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  const image = images[index];
  return createPortal(
    <div
      ref={dialogRef}
      role="dialog"
      aria-modal="true"
      aria-label={TEXT.lightboxLabel}
      onKeyDown={trapFocus}
      className="fixed inset-0 z-[60] flex flex-col bg-gray-950 text-white animate-fade-in"
    >
      <div className="flex h-14 shrink-0 items-center justify-between px-4">
        <p aria-live="polite" className="text-[15px] font-semibold tabular-nums">
          {TEXT.lightboxCounter(index + 1, total)}
        </p>
        <button
          ref={closeRef}
          type="button"
          onClick={onClose}
          aria-label={TEXT.closeLightbox}
          className="-mr-1 flex size-11 items-center justify-center rounded-full hover:bg-white/15"
        >
          <X className="size-6" aria-hidden="true" />
        </button>
      </div>
      <div {...swipe} className="relative flex min-h-0 flex-1 touch-pan-y items-center justify-center px-2 pb-6 select-none sm:px-20">
        {image && (
          <SafeImage
            key={`${index}-${image.url}`}
            src={image.url}
            alt={image.alt}
            draggable={false}
            className="max-h-full max-w-full rounded-md object-contain"
          />
        )}
        {total > 1 && (
          <>
            <button
              type="button"
              onClick={previous}
              disabled={!hasPrevious}
              aria-label={TEXT.previousImage}
              className={cx(NAV_BUTTON, 'left-2 sm:left-5')}
            >
              <ChevronLeft className="size-6" aria-hidden="true" />
            </button>
            <button
              type="button"
              onClick={next}
              disabled={!hasNext}
              aria-label={TEXT.nextImage}
              className={cx(NAV_BUTTON, 'right-2 sm:right-5')}
            >
              <ChevronRight className="size-6" aria-hidden="true" />
            </button>
          </>
        )}
      </div>
      {caption && <div className="shrink-0 px-4 pb-[max(1rem,env(safe-area-inset-bottom))]">{caption(index)}</div>}
    </div>,
    document.body,
  );
}
