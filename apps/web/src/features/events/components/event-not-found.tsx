import { CalendarX } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button.tsx';
import { NotFoundCard } from '@/components/ui/not-found-card.tsx';
import { paths } from '@/config/paths.ts';
import { EVENT_TEXT } from '@/features/events/event-messages.ts';

/** A deleted event or a wrong address: say so and offer the list (contract: 이벤트를 찾을 수 없습니다.). */
export function EventNotFound() {
  return (
    <div className="mx-auto w-full max-w-3xl px-5 pt-6 pb-16 sm:px-6 sm:pt-10">
      <NotFoundCard
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
  );
}
