import { EVENT_DEFAULT_DURATION_MS, type EventScope } from '@dongne/contract';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { Banner } from '@/components/ui/banner.tsx';
import { eventPath } from '@/config/paths.ts';
import { useEvent } from '@/features/events/api/get-event.ts';
import { useUpdateEvent } from '@/features/events/api/update-event.ts';
import { EVENT_MSG, EVENT_TEXT } from '@/features/events/event-messages.ts';
import { type EventFormOutput, eventToFormInput, toUpdatePayload } from '@/features/events/lib/event-form-schema.ts';
import { seriesSummaryOf } from '@/features/events/lib/repeat-rule.ts';
import { errorStatusOf, toErrorMessage } from '@/lib/error-message.ts';
import { notify } from '@/lib/notify.ts';
import { EventForm } from './event-form.tsx';
import { EventFormCard, EventFormSkeleton } from './event-form-card.tsx';
import { EventNotFound } from './event-not-found.tsx';
import { SeriesScopeDialog } from './series-scope-dialog.tsx';

/**
 * The scope question as a promise: the form's submit waits on the answer (null when dismissed), so
 * a 400 for the chosen scope still lands on the form's fields.
 */
function useScopeQuestion() {
  const [isOpen, setIsOpen] = useState(false);
  const answer = useRef<((scope: EventScope | null) => void) | null>(null);
  const ask = () =>
    new Promise<EventScope | null>((resolve) => {
      answer.current = resolve;
      setIsOpen(true);
    });
  const settle = (scope: EventScope | null) => {
    setIsOpen(false);
    answer.current?.(scope);
    answer.current = null;
  };
  return { isOpen, ask, settle };
}

/**
 * /events/:id/edit: the create form prefilled; only the organizer or the group owner may stay. An
 * occurrence of a series shows its rule read-only and asks, before saving, which occurrences change.
 */
export function EditEvent({ eventId }: { eventId: number }) {
  const navigate = useNavigate();
  const query = useEvent(eventId);
  const update = useUpdateEvent();
  const scopeQuestion = useScopeQuestion();
  const event = query.data;
  const canManage = event?.viewerCan.edit ?? false;
  // useForm reads its defaults once on mount, so a background refetch never resets what is being typed.
  const defaults = event ? eventToFormInput(event, EVENT_DEFAULT_DURATION_MS) : null;

  useEffect(() => {
    if (!event || canManage) return;
    notify.error(EVENT_MSG.organizerOnly, 'event-organizer-only');
    void navigate(eventPath(event.id), { replace: true });
  }, [event, canManage, navigate]);

  const onSubmit = async (values: EventFormOutput) => {
    if (!event) return;
    const scope = event.seriesId === null ? undefined : await scopeQuestion.ask();
    if (scope === null) return;
    await update.mutateAsync({ id: event.id, payload: toUpdatePayload(values, defaults ?? undefined), scope });
    notify.success(EVENT_MSG.updated);
    await navigate(eventPath(event.id), { replace: true });
  };

  if (!Number.isInteger(eventId) || eventId <= 0 || errorStatusOf(query.error) === 404) return <EventNotFound />;
  return (
    <EventFormCard title={EVENT_TEXT.editTitle} subtitle={EVENT_TEXT.editSubtitle}>
      {query.isError ? (
        <Banner variant="danger">{toErrorMessage(query.error, EVENT_MSG.loadFailed)}</Banner>
      ) : event && defaults && canManage ? (
        <EventForm
          defaultValues={defaults}
          fixedGroupName={event.group.name}
          participantCount={event.participantCount}
          originalEventDate={defaults.eventDate}
          seriesSummary={seriesSummaryOf(event)}
          submitLabel={EVENT_TEXT.submitEdit}
          failureMessage={EVENT_TEXT.updateFailed}
          onSubmit={onSubmit}
          onCancel={() => navigate(eventPath(event.id))}
        />
      ) : (
        // Also while someone who may not edit is being sent back, so the form never flashes for them.
        <EventFormSkeleton />
      )}
      <SeriesScopeDialog
        isOpen={scopeQuestion.isOpen}
        title={EVENT_TEXT.editScopeTitle}
        confirmLabel={EVENT_TEXT.editScopeConfirm}
        onConfirm={scopeQuestion.settle}
        onCancel={() => scopeQuestion.settle(null)}
      />
    </EventFormCard>
  );
}
