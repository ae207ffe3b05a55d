import { createContext, type ReactNode, useContext, useId } from 'react';
import { cx } from '@/lib/cx.ts';

type FieldControl = { id: string; describedBy: string | undefined; isInvalid: boolean };

const FieldContext = createContext<FieldControl | null>(null);

/** Lets an Input inside a Field pick up its id, description and invalid state. */
export function useFieldControl(): FieldControl | null {
  return useContext(FieldContext);
}

type FieldProps = {
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
  /** Extra content on the label row, such as a counter or a link. */
  aside?: ReactNode;
  className?: string;
  children: ReactNode;
};

/** Label, control and error text, linked with htmlFor and aria-describedby. */
export function Field({ label, error, hint, aside, className, children }: FieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [error ? errorId : null, hint ? hintId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={cx('flex flex-col gap-1.5', className)}>
      <div className="flex items-center justify-between gap-2">
        <label htmlFor={id} className="text-sm font-semibold text-gray-800">
          {label}
        </label>
        {aside}
      </div>
      <FieldContext.Provider value={{ id, describedBy, isInvalid: Boolean(error) }}>{children}</FieldContext.Provider>
      {hint && !error && (
        <p id={hintId} className="text-[13px] text-gray-600">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} role="alert" className="text-[13px] font-medium text-danger-600">
          {error}
        </p>
      )}
    </div>
  );
}
