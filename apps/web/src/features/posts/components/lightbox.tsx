import { ChevronLeft, ChevronRight, X } from 'lucide-react';
import { type KeyboardEvent, useEffect, useEffectEvent, useRef } from 'react';
import { createPortal } from 'react-dom';
import { useSwipe } from '@/features/posts/hooks/use-swipe.ts';
import { POST_TEXT } from '@/features/posts/post-messages.ts';
import { cx } from '@/lib/cx.ts';
import { SafeImage } from './safe-image.tsx';

type LightboxProps = {
  imageUrls: readonly string[];
  index: number;
  onIndexChange: (index: number) => void;
  onClose: () => void;
};

const NAV_BUTTON =
  'absolute top-1/2 flex size-11 -translate-y-1/2 items-center justify-center rounded-full bg-white/15 text-white backdrop-blur transition-colors hover:bg-white/25 disabled:invisible';

/**
 * Full-screen image viewer: ← and → or a swipe move between images, Escape or the close button
 * leaves. Unlike our Modal it closes on Escape, because nothing in it can be lost. Focus stays
 * inside while open and returns to the tile that opened it.
 */
export function Lightbox({ imageUrls, index, onIndexChange, onClose }: LightboxProps) {
  const dialogRef = useRef<HTMLDivElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const total = imageUrls.length;
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
    const items = [...dialogRef.current.querySelectorAll<HTMLElement>('button:not([disabled])')];
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

  const url = imageUrls[index];
  return createPortal(
    <div
      ref={dialogRef}
      role="dialog"
      aria-modal="true"
      aria-label={POST_TEXT.lightboxLabel}
      onKeyDown={trapFocus}
      className="fixed inset-0 z-[60] flex flex-col bg-gray-950 text-white animate-fade-in"
    >
      <div className="flex h-14 shrink-0 items-center justify-between px-4">
        <p aria-live="polite" className="text-[15px] font-semibold tabular-nums">
          {POST_TEXT.lightboxCounter(index + 1, total)}
        </p>
        <button
          ref={closeRef}
          type="button"
          onClick={onClose}
          aria-label={POST_TEXT.closeLightbox}
          className="-mr-1 flex size-11 items-center justify-center rounded-full hover:bg-white/15"
        >
          <X className="size-6" aria-hidden="true" />
        </button>
      </div>
      <div {...swipe} className="relative flex min-h-0 flex-1 touch-pan-y items-center justify-center px-2 pb-6 select-none sm:px-20">
        {url && (
          <SafeImage
            key={url}
            src={url}
            alt={POST_TEXT.imageAlt(index + 1, total)}
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
              aria-label={POST_TEXT.previousImage}
              className={cx(NAV_BUTTON, 'left-2 sm:left-5')}
            >
              <ChevronLeft className="size-6" aria-hidden="true" />
            </button>
            <button
              type="button"
              onClick={next}
              disabled={!hasNext}
              aria-label={POST_TEXT.nextImage}
              className={cx(NAV_BUTTON, 'right-2 sm:right-5')}
            >
              <ChevronRight className="size-6" aria-hidden="true" />
            </button>
          </>
        )}
      </div>
    </div>,
    document.body,
  );
}
