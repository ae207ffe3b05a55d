import type { ButtonHTMLAttributes } from 'react';
import { cx } from '@/lib/cx.ts';
import { Spinner } from './spinner.tsx';

export type ButtonVariant = 'primary' | 'secondary' | 'outline' | 'ghost' | 'danger';
export type ButtonSize = 'sm' | 'md' | 'lg';

const VARIANTS: Record<ButtonVariant, string> = {
  primary: 'bg-brand-600 text-white hover:bg-brand-700 active:bg-brand-800 disabled:bg-gray-300 disabled:text-white',
  secondary: 'bg-brand-50 text-brand-700 hover:bg-brand-100 disabled:bg-gray-100 disabled:text-gray-400',
  outline: 'border border-gray-300 bg-white text-gray-800 hover:bg-gray-50 active:bg-gray-100 disabled:text-gray-400 disabled:bg-gray-50',
  ghost: 'text-gray-700 hover:bg-gray-100 active:bg-gray-200 disabled:text-gray-400',
  danger: 'bg-danger-600 text-white hover:bg-danger-700 disabled:bg-gray-300',
};

const SIZES: Record<ButtonSize, string> = {
  sm: 'h-9 px-3 text-sm rounded-lg gap-1.5',
  md: 'h-11 px-4 text-[15px] rounded-field gap-2',
  lg: 'h-12 px-5 text-base rounded-field gap-2',
};

type ButtonStyle = { variant?: ButtonVariant; size?: ButtonSize; fullWidth?: boolean; className?: string };

/** Button look for elements that are not buttons (router links). */
export function buttonClasses({ variant = 'primary', size = 'md', fullWidth, className }: ButtonStyle = {}): string {
  return cx(
    'inline-flex shrink-0 items-center justify-center font-semibold whitespace-nowrap transition-colors',
    'disabled:cursor-not-allowed',
    VARIANTS[variant],
    SIZES[size],
    fullWidth && 'w-full',
    className,
  );
}

type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & ButtonStyle & { isLoading?: boolean };

export function Button({
  variant,
  size,
  fullWidth,
  className,
  isLoading = false,
  disabled,
  type = 'button',
  children,
  ...props
}: ButtonProps) {
  return (
    <button
      type={type}
      disabled={disabled || isLoading}
      aria-busy={isLoading || undefined}
      className={buttonClasses({ variant, size, fullWidth, className })}
      {...props}
    >
      {isLoading && <Spinner size="sm" />}
      {children}
    </button>
  );
}
