import { Check } from 'lucide-react';
import type { InputHTMLAttributes, ReactNode, Ref } from 'react';
import { useId } from 'react';
import { cx } from '@/lib/cx.ts';

type CheckboxProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> & {
  label: ReactNode;
  error?: string;
  ref?: Ref<HTMLInputElement>;
};

/** Native checkbox (keyboard and forms for free) drawn in the brand style. */
export function Checkbox({ label, error, className, id, ...props }: CheckboxProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const errorId = `${inputId}-error`;
  return (
    <div className={cx('flex flex-col gap-1', className)}>
      <div className="flex items-start gap-2.5">
        <span className="relative mt-0.5 flex size-5 shrink-0">
          <input
            id={inputId}
            type="checkbox"
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
            className={cx(
              'peer size-5 appearance-none rounded-md border border-gray-400 bg-white transition-colors',
              'checked:border-brand-600 checked:bg-brand-600 hover:border-gray-500',
              'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500',
              'aria-invalid:border-danger-500',
            )}
            {...props}
          />
          <Check
            className="pointer-events-none absolute inset-0 m-auto size-3.5 text-white opacity-0 peer-checked:opacity-100"
            strokeWidth={3}
            aria-hidden="true"
          />
        </span>
        <label htmlFor={inputId} className="text-sm leading-6 text-gray-800 select-none">
          {label}
        </label>
      </div>
      {error && (
        <p id={errorId} className="pl-7.5 text-[13px] font-medium text-danger-600">
          {error}
        </p>
      )}
    </div>
  );
}
