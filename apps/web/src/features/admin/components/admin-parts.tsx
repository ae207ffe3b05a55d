import type { Page } from '@dongne/contract';
import { Button } from '@/components/ui/button.tsx';
import { Field } from '@/components/ui/field.tsx';
import { Select } from '@/components/ui/select.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { Textarea } from '@/components/ui/textarea.tsx';
import { ADMIN_TEXT, SUSPEND_CHOICES } from '../admin-messages.ts';

export const cardClasses = 'rounded-card bg-white shadow-card ring-1 ring-gray-100';

export function ListSkeleton({ rows = 3 }: { rows?: number }) {
  return (
    <div role="status" aria-busy="true" className={`${cardClasses} divide-y divide-gray-100`}>
      <span className="sr-only">{ADMIN_TEXT.loading}</span>
      {Array.from({ length: rows }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have nothing else to key by
        <div key={index} className="px-4 py-4 sm:px-5">
          <Skeleton className="h-5 w-40" />
          <Skeleton className="mt-2 h-4 w-72 max-w-full" />
          <Skeleton className="mt-1.5 h-4 w-24" />
        </div>
      ))}
    </div>
  );
}

export function LoadError({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div role="alert" className={`${cardClasses} flex flex-col items-center gap-4 px-6 py-14 text-center text-[15px] text-gray-700`}>
      {message}
      <Button variant="outline" onClick={onRetry}>
        {ADMIN_TEXT.retry}
      </Button>
    </div>
  );
}

/** Previous / next under a paged list, with where one is. */
export function Pager({ page, onPage }: { page: Page<unknown>; onPage: (page: number) => void }) {
  if (page.totalPages <= 1) return null;
  return (
    <nav aria-label={ADMIN_TEXT.pagerLabel} className="mt-4 flex items-center justify-center gap-3">
      <Button variant="outline" size="sm" disabled={page.first} onClick={() => onPage(page.number - 1)}>
        {ADMIN_TEXT.prev}
      </Button>
      <span className="text-sm text-gray-600">{ADMIN_TEXT.pageOf(page.number + 1, page.totalPages)}</span>
      <Button variant="outline" size="sm" disabled={page.last} onClick={() => onPage(page.number + 1)}>
        {ADMIN_TEXT.next}
      </Button>
    </nav>
  );
}

/** The reason every operator act carries into the audit log. */
export function ReasonField({ value, onChange, error }: { value: string; onChange: (value: string) => void; error?: string | undefined }) {
  return (
    <Field label={ADMIN_TEXT.reasonLabel} error={error} className="mt-4">
      <Textarea
        value={value}
        rows={3}
        maxLength={500}
        placeholder={ADMIN_TEXT.reasonPlaceholder}
        onChange={(event) => onChange(event.target.value)}
      />
    </Field>
  );
}

/** Client-side check of the reason, the server's rule (resolveReportSchema, suspendUserSchema). */
export function reasonError(reason: string): string | undefined {
  if (reason.trim() === '') return ADMIN_TEXT.reasonRequired;
  if (reason.trim().length > 500) return ADMIN_TEXT.reasonMax;
  return undefined;
}

/** Days of a suspension, or for good (`null`). */
export function DurationField({ value, onChange }: { value: number | null; onChange: (value: number | null) => void }) {
  return (
    <Field label={ADMIN_TEXT.durationLabel} className="mt-4">
      <Select
        value={value === null ? 'forever' : String(value)}
        onChange={(event) => onChange(event.target.value === 'forever' ? null : Number(event.target.value))}
      >
        {SUSPEND_CHOICES.map((days) => (
          <option key={days ?? 'forever'} value={days === null ? 'forever' : String(days)}>
            {days === null ? ADMIN_TEXT.permanent : ADMIN_TEXT.days(days)}
          </option>
        ))}
      </Select>
    </Field>
  );
}
