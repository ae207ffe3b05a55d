import type { EventScope } from '@dongne/contract';
import { type FormEvent, useId, useState } from 'react';
import { Button, type ButtonVariant } from '@/components/ui/button.tsx';
import { Modal } from '@/components/ui/modal.tsx';
import { EVENT_TEXT } from '@/features/events/event-messages.ts';

type SeriesScopeDialogProps = {
  isOpen: boolean;
  title: string;
  description?: string;
  /** The scopes offered, in order; leaving offers only THIS and FOLLOWING. */
  scopes?: readonly EventScope[];
  /** One line under each choice; the edit and cancel wording by default. */
  hints?: Record<EventScope, string>;
  confirmLabel: string;
  cancelLabel?: string;
  tone?: Extract<ButtonVariant, 'primary' | 'danger'>;
  isPending?: boolean;
  onConfirm: (scope: EventScope) => void;
  onCancel: () => void;
};

const ALL_SCOPES: readonly EventScope[] = ['THIS', 'FOLLOWING', 'ALL'];

/**
 * Asks which occurrences of a series a change applies to: 이 일정만 / 이후 일정 모두 / 전체 일정 as
 * one radio group (arrow keys move between them), 이 일정만 chosen first, then a confirm. Focus
 * stays inside (the Modal); Escape closes it, since nothing has been sent yet.
 */
export function SeriesScopeDialog({ isOpen, title, onCancel, ...rest }: SeriesScopeDialogProps) {
  return (
    <Modal isOpen={isOpen} onClose={onCancel} title={title} size="sm" showCloseButton={false} closeOnEscape>
      {/* Mounted only while open, so each opening starts at 이 일정만. */}
      {isOpen && <ScopeForm onCancel={onCancel} {...rest} />}
    </Modal>
  );
}

function ScopeForm({
  description,
  scopes = ALL_SCOPES,
  hints = EVENT_TEXT.scopeHints,
  confirmLabel,
  cancelLabel = EVENT_TEXT.keep,
  tone = 'primary',
  isPending = false,
  onConfirm,
  onCancel,
}: Omit<SeriesScopeDialogProps, 'isOpen' | 'title'>) {
  const [scope, setScope] = useState<EventScope>('THIS');
  const name = useId();
  const legendId = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onConfirm(scope);
  };
  return (
    <form onSubmit={submit} noValidate>
      {description && <p className="mb-4 text-[15px] leading-relaxed text-gray-700">{description}</p>}
      <div role="radiogroup" aria-labelledby={legendId}>
        <p id={legendId} className="text-sm font-semibold text-gray-800">
          {EVENT_TEXT.scopeLegend}
        </p>
        <div className="mt-2 grid gap-1.5">
          {scopes.map((value) => (
            <label
              key={value}
              className="flex min-h-11 cursor-pointer items-center gap-3 rounded-field border border-gray-200 px-3.5 py-2 text-[15px] text-gray-800 has-[:checked]:border-brand-500 has-[:checked]:bg-brand-50"
            >
              <input
                type="radio"
                name={name}
                value={value}
                checked={scope === value}
                onChange={() => setScope(value)}
                className="size-4 shrink-0 accent-brand-600"
              />
              <span className="flex flex-col">
                <span className="font-medium">{EVENT_TEXT.scopeLabels[value]}</span>
                {hints[value] && <span className="text-[13px] text-gray-600">{hints[value]}</span>}
              </span>
            </label>
          ))}
        </div>
      </div>
      <div className="mt-6 grid grid-cols-2 gap-2">
        <Button variant="outline" onClick={onCancel} disabled={isPending}>
          {cancelLabel}
        </Button>
        <Button type="submit" variant={tone} isLoading={isPending}>
          {confirmLabel}
        </Button>
      </div>
    </form>
  );
}
