import { cx } from '@/lib/cx.ts';

type SpinnerProps = {
  size?: 'sm' | 'md' | 'lg';
  /** Read by screen readers; omit when the spinner sits inside a labelled button. */
  label?: string;
  className?: string;
};

const SIZES = { sm: 'size-4', md: 'size-6', lg: 'size-10' } as const;

export function Spinner({ size = 'md', label, className }: SpinnerProps) {
  const svg = (
    <svg className={cx('animate-spin', SIZES[size], className)} viewBox="0 0 24 24" fill="none" aria-hidden="true">
      <circle cx="12" cy="12" r="9" stroke="currentColor" strokeOpacity="0.2" strokeWidth="3" />
      <path d="M21 12a9 9 0 0 0-9-9" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
    </svg>
  );
  if (!label) return svg;
  return (
    <span role="status" className="inline-flex items-center">
      {svg}
      <span className="sr-only">{label}</span>
    </span>
  );
}
