import { JOIN_MESSAGE_MAX } from '@dongne/contract';
import { type ReactNode, useState } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { Field } from '@/components/ui/field.tsx';
import { Modal } from '@/components/ui/modal.tsx';
import { Textarea } from '@/components/ui/textarea.tsx';
import { GROUP_TEXT } from '@/config/group-messages.ts';

type MessageModalProps = {
  isOpen: boolean;
  title: string;
  intro?: ReactNode;
  /** Says '(선택)': every message here is optional (spec §5). */
  label: string;
  placeholder: string;
  submitLabel: string;
  tone?: 'primary' | 'danger';
  isPending: boolean;
  onSubmit: (message: string) => void;
  onClose: () => void;
};

/** A small modal with one optional note: the join message, the approval message, the rejection reason. */
export function MessageModal({ isOpen, onClose, ...props }: MessageModalProps) {
  return (
    <Modal isOpen={isOpen} onClose={onClose} title={props.title} size="sm">
      {/* Mounted only while open, so every opening starts with an empty note. */}
      <MessageForm {...props} onClose={onClose} />
    </Modal>
  );
}

function MessageForm({
  intro,
  label,
  placeholder,
  submitLabel,
  tone = 'primary',
  isPending,
  onSubmit,
  onClose,
}: Omit<MessageModalProps, 'isOpen' | 'title'>) {
  const [message, setMessage] = useState('');
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit(message.trim());
      }}
      className="flex flex-col gap-4"
    >
      {intro && <p className="text-[15px] leading-relaxed text-gray-700">{intro}</p>}
      <Field label={label} aside={<span className="text-[13px] text-gray-500">{`${message.length}/${JOIN_MESSAGE_MAX}`}</span>}>
        <Textarea
          value={message}
          onChange={(event) => setMessage(event.target.value)}
          maxLength={JOIN_MESSAGE_MAX}
          placeholder={placeholder}
        />
      </Field>
      <div className="grid grid-cols-2 gap-2">
        <Button variant="outline" onClick={onClose} disabled={isPending}>
          {GROUP_TEXT.cancel}
        </Button>
        <Button type="submit" variant={tone} isLoading={isPending}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
