import type { Event, EventScope } from '@dongne/contract';
import { Ban, Pencil, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Button, buttonClasses } from '@/components/ui/button.tsx';
import { ConfirmDialog } from '@/components/ui/confirm-dialog.tsx';
import { eventEditPath, groupPath } from '@/config/paths.ts';
import { useCancelEvent } from '@/features/events/api/cancel-event.ts';
import { useDeleteEvent } from '@/features/events/api/delete-event.ts';
import { EVENT_MSG, EVENT_TEXT } from '@/features/events/event-messages.ts';
import { toErrorMessage } from '@/lib/error-message.ts';
import { notify } from '@/lib/notify.ts';
import { SeriesScopeDialog } from './series-scope-dialog.tsx';

type Asking = 'cancel' | 'delete' | null;

/**
 * Edit, cancel and delete, each where the event's `viewerCan` allows (the organizer, the owner, 운영진);
 * cancel and delete ask first. Cancelling an occurrence of a series asks which occurrences.
 */
export function ManageActions({ event }: { event: Event }) {
  const navigate = useNavigate();
  const [asking, setAsking] = useState<Asking>(null);
  const cancel = useCancelEvent();
  const remove = useDeleteEvent();
  const { viewerCan } = event;
  if (!viewerCan.edit && !viewerCan.cancel && !viewerCan.delete) return null;
  const isOpen = event.status === 'SCHEDULED' || event.status === 'ONGOING';

  const isSeries = event.seriesId !== null;
  const confirmCancel = (scope?: EventScope) =>
    cancel.mutate(
      { id: event.id, scope },
      {
        onSuccess: () =>
          notify.success(scope === 'FOLLOWING' || scope === 'ALL' ? EVENT_TEXT.seriesCancelledToast : EVENT_MSG.eventCancelled),
        onError: (error) => notify.error(toErrorMessage(error, EVENT_TEXT.cancelFailed)),
        onSettled: () => setAsking(null),
      },
    );
  const confirmDelete = () =>
    remove.mutate(event.id, {
      onSuccess: () => {
        notify.success(EVENT_MSG.deleted);
        void navigate(`${groupPath(event.group.id)}?tab=events`, { replace: true });
      },
      onError: (error) => {
        notify.error(toErrorMessage(error, EVENT_TEXT.deleteFailed));
        setAsking(null);
      },
    });

  return (
    <section aria-label={EVENT_TEXT.manageLabel} className="flex flex-wrap gap-2 border-t border-gray-100 pt-4">
      {isOpen && viewerCan.edit && (
        <Link to={eventEditPath(event.id)} className={buttonClasses({ variant: 'ghost', size: 'sm' })}>
          <Pencil className="size-4" aria-hidden="true" />
          {EVENT_TEXT.edit}
        </Link>
      )}
      {isOpen && viewerCan.cancel && (
        <Button variant="ghost" size="sm" onClick={() => setAsking('cancel')}>
          <Ban className="size-4" aria-hidden="true" />
          {EVENT_TEXT.cancelEvent}
        </Button>
      )}
      {viewerCan.delete && (
        <Button variant="ghost" size="sm" className="text-danger-700 hover:bg-danger-50" onClick={() => setAsking('delete')}>
          <Trash2 className="size-4" aria-hidden="true" />
          {EVENT_TEXT.delete}
        </Button>
      )}
      <SeriesScopeDialog
        isOpen={isSeries && asking === 'cancel'}
        title={EVENT_TEXT.cancelScopeTitle}
        description={EVENT_TEXT.cancelScopeBody}
        confirmLabel={EVENT_TEXT.cancelConfirm}
        tone="danger"
        isPending={cancel.isPending}
        onConfirm={confirmCancel}
        onCancel={() => setAsking(null)}
      />
      <ConfirmDialog
        isOpen={!isSeries && asking === 'cancel'}
        title={EVENT_TEXT.cancelTitle}
        description={EVENT_TEXT.cancelBody}
        confirmLabel={EVENT_TEXT.cancelConfirm}
        cancelLabel={EVENT_TEXT.keep}
        tone="danger"
        isPending={cancel.isPending}
        onConfirm={() => confirmCancel()}
        onCancel={() => setAsking(null)}
      />
      <ConfirmDialog
        isOpen={asking === 'delete'}
        title={EVENT_TEXT.deleteTitle}
        description={EVENT_TEXT.deleteBody}
        confirmLabel={EVENT_TEXT.deleteConfirm}
        cancelLabel={EVENT_TEXT.keep}
        tone="danger"
        isPending={remove.isPending}
        onConfirm={confirmDelete}
        onCancel={() => setAsking(null)}
      />
    </section>
  );
}
