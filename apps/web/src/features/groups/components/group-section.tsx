import { ChevronRight } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import { Link } from 'react-router';
import { TEXT } from '@/config/messages.ts';

type GroupSectionProps = {
  title: string;
  description?: string;
  /** Where '더보기' leads; no link when absent. */
  moreTo?: string;
  children: ReactNode;
};

/** A titled block of group cards on the home page, with an optional see-more link. */
export function GroupSection({ title, description, moreTo, children }: GroupSectionProps) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="mt-12 sm:mt-14">
      <div className="mb-4 flex items-end justify-between gap-4 sm:mb-5">
        <div className="min-w-0">
          <h2 id={headingId} className="text-xl font-bold text-gray-900 sm:text-[22px]">
            {title}
          </h2>
          {description && <p className="mt-1 text-sm text-gray-600 sm:text-[15px]">{description}</p>}
        </div>
        {moreTo && (
          <Link
            to={moreTo}
            aria-label={`${title} ${TEXT.seeMore}`}
            className="-mr-2 inline-flex h-9 shrink-0 items-center gap-0.5 rounded-lg px-2 text-sm font-semibold text-gray-600 hover:bg-gray-100 hover:text-gray-900"
          >
            {TEXT.seeMore}
            <ChevronRight className="size-4" aria-hidden="true" />
          </Link>
        )}
      </div>
      {children}
    </section>
  );
}
