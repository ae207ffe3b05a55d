import { CalendarX } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { PageTitle } from '../../../components/ui/page-title.tsx';
import { paths } from '../../../config/paths.ts';
import { EVENT_TEXT } from '../event-messages.ts';

/** A deleted event or a wrong address: say so and offer the list (contract: 이벤트를 찾을 수 없습니다.). */
export function EventNotFound() {
  return (
    <div className="mx-auto w-full max-w-3xl px-5 pt-6 pb-16 sm:px-6 sm:pt-10">
      <PageTitle title={EVENT_TEXT.notFoundTitle} />
      <div className="rounded-card border border-gray-100 bg-white shadow-card">
        <EmptyState
          as="h1"
          icon={CalendarX}
          title={EVENT_TEXT.notFoundTitle}
          description={EVENT_TEXT.notFoundBody}
          action={
            <Link to={paths.events} className={buttonClasses({ variant: 'outline' })}>
              {EVENT_TEXT.backToList}
            </Link>
          }
        />
      </div>
    </div>
  );
}
