import type { Ref, TextareaHTMLAttributes } from 'react';
import { cx } from '@/lib/cx.ts';
import { useFieldControl } from './field.tsx';

export type TextareaProps = TextareaHTMLAttributes<HTMLTextAreaElement> & { ref?: Ref<HTMLTextAreaElement> };

/** Multi-line input that takes its id and error wiring from the surrounding Field, like Input. */
export function Textarea({ className, id, rows = 4, ...props }: TextareaProps) {
  const field = useFieldControl();
  return (
    <textarea
      id={id ?? field?.id}
      rows={rows}
      aria-describedby={field?.describedBy}
      aria-invalid={field?.isInvalid || undefined}
      className={cx(
        'w-full resize-y rounded-field border border-gray-300 bg-white px-3.5 py-3 text-base leading-relaxed text-gray-900 transition-colors',
        'placeholder:text-gray-500 hover:border-gray-400',
        'focus:border-brand-500 focus:outline-none focus:ring-3 focus:ring-brand-100',
        'disabled:cursor-not-allowed disabled:bg-gray-100 disabled:text-gray-600',
        'aria-invalid:border-danger-500 aria-invalid:focus:ring-danger-100',
        className,
      )}
      {...props}
    />
  );
}
