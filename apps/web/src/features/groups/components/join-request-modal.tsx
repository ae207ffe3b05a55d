import { JOIN_ANSWER_MAX, JOIN_MESSAGE_MAX } from '@dongne/contract';
import { MessageCircleQuestion } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { Field } from '@/components/ui/field.tsx';
import { Modal } from '@/components/ui/modal.tsx';
import { Textarea } from '@/components/ui/textarea.tsx';
import { GROUP_MSG, GROUP_TEXT } from '@/config/group-messages.ts';

export type JoinRequestInput = { message: string; answer?: string };

type JoinRequestModalProps = {
  isOpen: boolean;
  groupName: string;
  /** The group's join question (contract §10); when present, an answer is required. */
  question: string | null;
  /** A field error the server gave the answer (400 fieldErrors.answer). */
  answerError?: string;
  isPending: boolean;
  onSubmit: (input: JoinRequestInput) => void;
  onClose: () => void;
};

/** 가입 신청 to a private group: the question and its required answer when the group asks one, and an optional note. */
export function JoinRequestModal({ isOpen, onClose, groupName, ...props }: JoinRequestModalProps) {
  return (
    <Modal isOpen={isOpen} onClose={onClose} title={GROUP_TEXT.joinModalTitle} size="sm">
      {/* Mounted only while open, so every opening starts empty. */}
      <JoinRequestForm groupName={groupName} {...props} onClose={onClose} />
    </Modal>
  );
}

function JoinRequestForm({ groupName, question, answerError, isPending, onSubmit, onClose }: Omit<JoinRequestModalProps, 'isOpen'>) {
  const [answer, setAnswer] = useState('');
  const [message, setMessage] = useState('');
  const [isAnswerMissing, setIsAnswerMissing] = useState(false);
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (question && !answer.trim()) {
          setIsAnswerMissing(true);
          return;
        }
        onSubmit({ message: message.trim(), answer: question ? answer.trim() : undefined });
      }}
      className="flex flex-col gap-4"
    >
      <p className="text-[15px] leading-relaxed text-gray-700">{GROUP_TEXT.joinModalIntro(groupName)}</p>
      {question && (
        <>
          <div className="rounded-xl bg-brand-50 px-4 py-3">
            <p className="flex items-center gap-1.5 text-[13px] font-semibold text-brand-700">
              <MessageCircleQuestion className="size-4" aria-hidden="true" />
              {GROUP_TEXT.joinQuestionHeading}
            </p>
            <p className="mt-1 text-[15px] leading-relaxed font-medium break-words whitespace-pre-line text-gray-900">{question}</p>
          </div>
          <Field
            label={GROUP_TEXT.joinAnswerLabel}
            error={isAnswerMissing && !answer.trim() ? GROUP_MSG.answerRequired : answerError}
            aside={<span className="text-[13px] text-gray-500">{`${answer.length}/${JOIN_ANSWER_MAX}`}</span>}
          >
            <Textarea
              rows={3}
              required
              aria-required="true"
              value={answer}
              onChange={(event) => setAnswer(event.target.value)}
              maxLength={JOIN_ANSWER_MAX}
              placeholder={GROUP_TEXT.joinAnswerPlaceholder}
            />
          </Field>
        </>
      )}
      <Field
        label={GROUP_TEXT.joinMessageLabel}
        aside={<span className="text-[13px] text-gray-500">{`${message.length}/${JOIN_MESSAGE_MAX}`}</span>}
      >
        <Textarea
          rows={question ? 2 : 4}
          value={message}
          onChange={(event) => setMessage(event.target.value)}
          maxLength={JOIN_MESSAGE_MAX}
          placeholder={GROUP_TEXT.joinMessagePlaceholder}
        />
      </Field>
      <div className="grid grid-cols-2 gap-2">
        <Button variant="outline" onClick={onClose} disabled={isPending}>
          {GROUP_TEXT.cancel}
        </Button>
        <Button type="submit" isLoading={isPending}>
          {GROUP_TEXT.joinSubmit}
        </Button>
      </div>
    </form>
  );
}
