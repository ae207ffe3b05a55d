import { CalendarRange, Plus } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { Button } from '@/components/ui/button.tsx';
import { Modal } from '@/components/ui/modal.tsx';
import { useGroupDatePolls } from '@/features/events/api/get-group-date-polls.ts';
import { DATE_POLL_TEXT } from '@/features/events/date-poll-messages.ts';
import { useDatePollsLive } from '@/features/events/hooks/use-date-polls-live.ts';
import { DatePollCard } from './date-poll-card.tsx';
import { DatePollForm } from './date-poll-form.tsx';

/**
 * Scrolls to the poll the address names (`#date-poll-4`, the event's link back) once the polls are
 * on screen: the browser looked for it before they loaded.
 */
function useRevealAnchor(loaded: boolean) {
  const { hash } = useLocation();
  useEffect(() => {
    if (!loaded || !hash.startsWith('#date-poll-')) return;
    document.getElementById(hash.slice(1))?.scrollIntoView({ block: 'start' });
  }, [loaded, hash]);
}

/**
 * 일정 조율 on the group's 이벤트 tab (contract §20): the group's date polls, newest first, and a
 * button to start one; live through the group's date poll topic. Shown to members only (the tab is theirs; the API refuses others), so a
 * refusal or a failed load shows nothing rather than an error in the middle of the events.
 */
export function DatePollSection({ groupId }: { groupId: number }) {
  const query = useGroupDatePolls(groupId);
  const [composing, setComposing] = useState(false);
  useDatePollsLive(groupId, query.isSuccess);
  useRevealAnchor(Boolean(query.data));
  if (!query.data) return null;
  const polls = query.data.content;
  return (
    <section aria-labelledby={`date-polls-${groupId}`} className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id={`date-polls-${groupId}`} className="flex items-center gap-2 text-lg font-bold text-gray-900">
          <CalendarRange className="size-5 text-brand-600" aria-hidden="true" />
          {DATE_POLL_TEXT.sectionTitle}
          {polls.length > 0 && <span className="text-brand-600">{query.data.totalElements}</span>}
        </h2>
        <Button size="sm" variant="outline" onClick={() => setComposing(true)}>
          <Plus className="size-4" aria-hidden="true" />
          {DATE_POLL_TEXT.create}
        </Button>
      </div>
      {polls.length === 0 ? (
        <p className="rounded-card border border-dashed border-gray-200 bg-white px-4 py-3 text-sm text-gray-600">
          {DATE_POLL_TEXT.sectionHint}
        </p>
      ) : (
        polls.map((poll) => <DatePollCard key={poll.id} poll={poll} />)
      )}
      <Modal isOpen={composing} onClose={() => setComposing(false)} title={DATE_POLL_TEXT.composerTitle} size="lg">
        <DatePollForm groupId={groupId} onDone={() => setComposing(false)} />
      </Modal>
    </section>
  );
}
