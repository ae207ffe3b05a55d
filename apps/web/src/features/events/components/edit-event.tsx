import { EVENT_DEFAULT_DURATION_MS } from '@dongne/contract';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { Banner } from '@/components/ui/banner.tsx';
import { eventPath } from '@/config/paths.ts';
import { useEvent } from '@/features/events/api/get-event.ts';
import { useUpdateEvent } from '@/features/events/api/update-event.ts';
import { EVENT_MSG, EVENT_TEXT } from '@/features/events/event-messages.ts';
import { type EventFormOutput, eventToFormInput, toUpdatePayload } from '@/features/events/lib/event-form-schema.ts';
import { errorStatusOf, toErrorMessage } from '@/lib/error-message.ts';
import { notify } from '@/lib/notify.ts';
import { EventForm } from './event-form.tsx';
import { EventFormCard, EventFormSkeleton } from './event-form-card.tsx';
import { EventNotFound } from './event-not-found.tsx';

/** /events/:id/edit: the create form prefilled; only the organizer or the group owner may stay. */
export function EditEvent({ eventId }: { eventId: number }) {
  const navigate = useNavigate();
  const query = useEvent(eventId);
  const update = useUpdateEvent();
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
    await update.mutateAsync({ id: event.id, payload: toUpdatePayload(values) });
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
          submitLabel={EVENT_TEXT.submitEdit}
          failureMessage={EVENT_TEXT.updateFailed}
          onSubmit={onSubmit}
          onCancel={() => navigate(eventPath(event.id))}
        />
      ) : (
        // Also while someone who may not edit is being sent back, so the form never flashes for them.
        <EventFormSkeleton />
      )}
    </EventFormCard>
  );
}
