import { CircleAlert, CircleCheck, Info, X } from 'lucide-react';
import type { ReactNode } from 'react';
import { TEXT } from '@/config/messages.ts';
import { cx } from '@/lib/cx.ts';

type BannerVariant = 'danger' | 'success' | 'info';

const STYLES: Record<BannerVariant, string> = {
  danger: 'border-danger-200 bg-danger-50 text-danger-700',
  success: 'border-success-200 bg-success-50 text-success-700',
  info: 'border-gray-200 bg-gray-50 text-gray-700',
};
const ICONS = { danger: CircleAlert, success: CircleCheck, info: Info } as const;

type BannerProps = {
  variant?: BannerVariant;
  title?: string;
  children: ReactNode;
  onDismiss?: () => void;
  className?: string;
};

/** Inline message box; a danger banner is announced as an alert. */
export function Banner({ variant = 'info', title, children, onDismiss, className }: BannerProps) {
  const Icon = ICONS[variant];
  return (
    <div
      role={variant === 'danger' ? 'alert' : 'status'}
      className={cx('flex items-start gap-3 rounded-field border px-4 py-3 text-sm', STYLES[variant], className)}
    >
      <Icon className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
      <div className="min-w-0 flex-1 leading-relaxed">
        {title && <p className="font-semibold">{title}</p>}
        <div>{children}</div>
      </div>
      {onDismiss && (
        <button
          type="button"
          onClick={onDismiss}
          aria-label={TEXT.dismiss}
          className="-m-1 flex size-7 shrink-0 items-center justify-center rounded-md opacity-70 hover:bg-black/5 hover:opacity-100"
        >
          <X className="size-4" aria-hidden="true" />
        </button>
      )}
    </div>
  );
}
