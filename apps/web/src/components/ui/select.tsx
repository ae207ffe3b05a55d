import { ChevronDown } from 'lucide-react';
import type { Ref, SelectHTMLAttributes } from 'react';
import { cx } from '@/lib/cx.ts';
import { useFieldControl } from './field.tsx';
import { inputClasses } from './input.tsx';

export type SelectProps = SelectHTMLAttributes<HTMLSelectElement> & { ref?: Ref<HTMLSelectElement> };

/** Native select (mobile pickers and keyboard for free) in the input style, wired to its Field. */
export function Select({ className, id, children, ...props }: SelectProps) {
  const field = useFieldControl();
  return (
    <div className="relative">
      <select
        id={id ?? field?.id}
        aria-describedby={field?.describedBy}
        aria-invalid={field?.isInvalid || undefined}
        className={cx(inputClasses, 'appearance-none pr-10', className)}
        {...props}
      >
        {children}
      </select>
      <ChevronDown className="pointer-events-none absolute inset-y-0 right-3.5 my-auto size-5 text-gray-500" aria-hidden="true" />
    </div>
  );
}
