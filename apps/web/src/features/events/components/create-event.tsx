import { UsersRound } from 'lucide-react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Banner } from '@/components/ui/banner.tsx';
import { buttonClasses } from '@/components/ui/button.tsx';
import { EmptyState } from '@/components/ui/empty-state.tsx';
import { eventPath, groupPath, paths } from '@/config/paths.ts';
import { useCreateEvent } from '@/features/events/api/create-event.ts';
import { EVENT_MSG, EVENT_TEXT } from '@/features/events/event-messages.ts';
import { type EventFormOutput, emptyEventForm, toCreatePayload } from '@/features/events/lib/event-form-schema.ts';
import { type GroupChoice, useGroupChoices } from '@/lib/api/get-my-groups.ts';
import { toErrorMessage } from '@/lib/error-message.ts';
import { notify } from '@/lib/notify.ts';
import { EventForm } from './event-form.tsx';
import { EventFormCard, EventFormSkeleton } from './event-form-card.tsx';

/** The group picked in advance: the ?groupId= of a group page when the member belongs to it, or their only group. */
function initialGroupId(requested: string | null, groups: readonly GroupChoice[]): number {
  const id = Number(requested);
  if (groups.some((group) => group.id === id)) return id;
  return groups.length === 1 ? (groups[0]?.id ?? 0) : 0;
}

function NoGroups() {
  return (
    <EmptyState
      as="h2"
      icon={UsersRound}
      title={EVENT_TEXT.noGroupsTitle}
      description={EVENT_TEXT.noGroupsBody}
      className="py-8"
      action={
        <Link to={paths.explore} className={buttonClasses()}>
          {EVENT_TEXT.findGroups}
        </Link>
      }
    />
  );
}

/** /events/create?groupId=: a member opens an event in one of their groups and becomes its organizer. */
export function CreateEvent() {
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const groups = useGroupChoices();
  const create = useCreateEvent();
  const requested = searchParams.get('groupId');
  // Back where the member came from: the group's events tab, else the events list.
  const leave = () => navigate(requested && Number(requested) > 0 ? `${groupPath(requested)}?tab=events` : paths.events);

  const onSubmit = async (values: EventFormOutput) => {
    const event = await create.mutateAsync(toCreatePayload(values));
    notify.success(EVENT_MSG.created);
    await navigate(eventPath(event.id), { replace: true });
  };

  return (
    <EventFormCard title={EVENT_TEXT.createTitle} subtitle={EVENT_TEXT.createSubtitle}>
      {groups.isPending ? (
        <EventFormSkeleton />
      ) : groups.isError ? (
        <Banner variant="danger">{toErrorMessage(groups.error)}</Banner>
      ) : groups.data.length === 0 ? (
        <NoGroups />
      ) : (
        <EventForm
          defaultValues={emptyEventForm(initialGroupId(requested, groups.data))}
          groups={groups.data}
          canRepeat
          submitLabel={EVENT_TEXT.submitCreate}
          failureMessage={EVENT_TEXT.createFailed}
          onSubmit={onSubmit}
          onCancel={leave}
        />
      )}
    </EventFormCard>
  );
}
