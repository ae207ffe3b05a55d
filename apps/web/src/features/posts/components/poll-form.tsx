import { createPollSchema, POLL_OPTIONS_MAX, POLL_OPTIONS_MIN } from '@dongne/contract';
import { Plus, X } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { Checkbox } from '@/components/ui/checkbox.tsx';
import { Field } from '@/components/ui/field.tsx';
import { Input } from '@/components/ui/input.tsx';
import { useCreatePoll } from '@/features/posts/api/create-poll.ts';
import { POLL_TEXT } from '@/features/posts/post-messages.ts';
import { inputValueToIso, minInputValue } from '@/lib/dates.ts';
import { toErrorMessage } from '@/lib/error-message.ts';
import { notify } from '@/lib/notify.ts';

type Errors = Partial<Record<string, string>>;

/**
 * 투표 추가 (contract §20): a question, 2–20 options added and removed, 복수 선택, 익명 and an
 * optional closing time; checked with the contract's own schema before it goes to the server.
 */
export function PollForm({ groupId, onDone }: { groupId: number; onDone: () => void }) {
  const createPoll = useCreatePoll();
  const [question, setQuestion] = useState('');
  const [options, setOptions] = useState<string[]>(['', '']);
  const [multiple, setMultiple] = useState(false);
  const [anonymous, setAnonymous] = useState(false);
  const [closesAt, setClosesAt] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  // A field's error goes as soon as it is edited, so the form never shows a complaint about what is fixed.
  const clear = (...keys: string[]) =>
    setErrors((current) =>
      keys.some((key) => current[key]) ? Object.fromEntries(Object.entries(current).filter(([key]) => !keys.includes(key))) : current,
    );

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = createPollSchema.safeParse({
      question,
      options,
      multiple,
      anonymous,
      closesAt: closesAt ? inputValueToIso(closesAt) : null,
    });
    if (!parsed.success) {
      const found: Errors = {};
      for (const issue of parsed.error.issues) found[issue.path.join('.')] ??= issue.message;
      setErrors(found);
      return;
    }
    setErrors({});
    try {
      await createPoll.mutateAsync({ groupId, ...parsed.data });
    } catch (error) {
      notify.error(toErrorMessage(error, POLL_TEXT.createFailed));
      return;
    }
    notify.success(POLL_TEXT.created);
    onDone();
  };

  return (
    <form onSubmit={submit} noValidate aria-label={POLL_TEXT.composerTitle} className="flex flex-col gap-4">
      <Field label={POLL_TEXT.question} error={errors.question}>
        <Input
          value={question}
          placeholder={POLL_TEXT.questionPlaceholder}
          onChange={(event) => {
            setQuestion(event.target.value);
            clear('question');
          }}
        />
      </Field>
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1.5 text-sm font-semibold text-gray-800">{POLL_TEXT.choicesLegend}</legend>
        {options.map((option, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: options are edited in place; their position is who they are
          <div key={index} className="flex items-start gap-2">
            <Field
              label={<span className="sr-only">{POLL_TEXT.option(index + 1)}</span>}
              error={errors[`options.${index}`]}
              className="flex-1"
            >
              <Input
                value={option}
                placeholder={POLL_TEXT.optionPlaceholder(index + 1)}
                onChange={(event) => {
                  setOptions((current) => current.map((value, i) => (i === index ? event.target.value : value)));
                  clear(`options.${index}`, 'options');
                }}
              />
            </Field>
            {options.length > POLL_OPTIONS_MIN && (
              <Button
                variant="ghost"
                aria-label={POLL_TEXT.removeOption(index + 1)}
                className="mt-0.5 size-11 shrink-0 px-0"
                onClick={() => {
                  setOptions((current) => current.filter((_, i) => i !== index));
                  setErrors({});
                }}
              >
                <X className="size-5" aria-hidden="true" />
              </Button>
            )}
          </div>
        ))}
        {errors.options && (
          <p role="alert" className="text-[13px] font-medium text-danger-600">
            {errors.options}
          </p>
        )}
        {options.length < POLL_OPTIONS_MAX && (
          <Button variant="outline" size="sm" className="self-start" onClick={() => setOptions((current) => [...current, ''])}>
            <Plus className="size-4" aria-hidden="true" />
            {POLL_TEXT.addOption}
          </Button>
        )}
      </fieldset>
      <div className="flex flex-wrap gap-x-6 gap-y-2">
        <Checkbox label={POLL_TEXT.multiple} checked={multiple} onChange={(event) => setMultiple(event.target.checked)} />
        <Checkbox label={POLL_TEXT.anonymous} checked={anonymous} onChange={(event) => setAnonymous(event.target.checked)} />
      </div>
      <Field label={POLL_TEXT.closesAt} hint={POLL_TEXT.closesAtHint} error={errors.closesAt}>
        <Input
          type="datetime-local"
          value={closesAt}
          min={minInputValue()}
          onChange={(event) => {
            setClosesAt(event.target.value);
            clear('closesAt');
          }}
        />
      </Field>
      <div className="flex justify-end gap-2">
        <Button variant="outline" onClick={onDone} disabled={createPoll.isPending} className="min-w-20">
          {POLL_TEXT.cancel}
        </Button>
        <Button type="submit" isLoading={createPoll.isPending} className="min-w-24">
          {POLL_TEXT.submit}
        </Button>
      </div>
    </form>
  );
}
