import type { InputHTMLAttributes, Ref } from 'react';
import { cx } from '@/lib/cx.ts';
import { useFieldControl } from './field.tsx';

export type InputProps = InputHTMLAttributes<HTMLInputElement> & { ref?: Ref<HTMLInputElement> };

export const inputClasses = cx(
  'h-12 w-full rounded-field border border-gray-300 bg-white px-3.5 text-base text-gray-900 transition-colors',
  'placeholder:text-gray-500 hover:border-gray-400',
  'focus:border-brand-500 focus:outline-none focus:ring-3 focus:ring-brand-100',
  'disabled:cursor-not-allowed disabled:bg-gray-100 disabled:text-gray-600',
  'aria-invalid:border-danger-500 aria-invalid:focus:ring-danger-100',
);

/** Text input that takes its id and error wiring from the surrounding Field. */
export function Input({ className, id, ...props }: InputProps) {
  const field = useFieldControl();
  return (
    <input
      id={id ?? field?.id}
      aria-describedby={field?.describedBy}
      aria-invalid={field?.isInvalid || undefined}
      className={cx(inputClasses, className)}
      {...props}
    />
  );
}
