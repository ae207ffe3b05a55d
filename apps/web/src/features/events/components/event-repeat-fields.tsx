import { RECURRENCE_COUNT_MAX, RECURRENCE_COUNT_MIN, seoulWeekday, WEEKDAY_KO, WEEKDAYS } from '@dongne/contract';
import { Repeat } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import { type UseFormReturn, useController } from 'react-hook-form';
import { Field } from '@/components/ui/field.tsx';
import { Input } from '@/components/ui/input.tsx';
import { Select } from '@/components/ui/select.tsx';
import { EVENT_TEXT } from '@/features/events/event-messages.ts';
import type { EventFormInput, EventFormOutput } from '@/features/events/lib/event-form-schema.ts';
import {
  MONTH_POSITIONS,
  monthPositionOf,
  REPEAT_FREQS,
  type RepeatForm,
  repeatProblem,
  repeatSummaryOf,
  seoulDayOfMonth,
  toggleWeekday,
  weekdaysOf,
} from '@/features/events/lib/repeat-rule.ts';
import { cx } from '@/lib/cx.ts';
import { parseInputValue } from '@/lib/dates.ts';

type RepeatFieldsProps = { form: UseFormReturn<EventFormInput, unknown, EventFormOutput> };

const CHOICE =
  'flex min-h-11 cursor-pointer items-center gap-2.5 rounded-field border border-gray-200 bg-white px-3.5 py-2 text-[15px] text-gray-800 has-[:checked]:border-brand-500 has-[:checked]:bg-brand-50 has-[:focus-visible]:ring-3 has-[:focus-visible]:ring-brand-100';
const SUB_LEGEND = 'mb-2 text-[13px] font-semibold text-gray-700';

/** One native radio in a bordered row: arrow keys move between a group's radios, as everywhere else. */
function Choice({ name, checked, onChange, children }: { name: string; checked: boolean; onChange: () => void; children: ReactNode }) {
  return (
    <label className={CHOICE}>
      <input type="radio" name={name} checked={checked} onChange={onChange} className="size-4 shrink-0 accent-brand-600" />
      <span className="min-w-0">{children}</span>
    </label>
  );
}

/**
 * 반복 on the create form: 반복 안 함 / 매주 (weekday toggles, the start's weekday until one is
 * pressed) / 매월 (the start's date, or its week and weekday), and an end by 횟수 or 날짜. The
 * summary line below says the rule in the words the detail page will use.
 */
export function EventRepeatFields({ form }: RepeatFieldsProps) {
  const { field, fieldState } = useController({ control: form.control, name: 'repeat' });
  const repeat = field.value as RepeatForm;
  const start = parseInputValue(form.watch('eventDate'));
  const id = useId();
  const ids = { summary: `${id}-summary`, hint: `${id}-hint`, error: `${id}-error` };
  const set = (patch: Partial<RepeatForm>) => field.onChange({ ...repeat, ...patch });
  const isRepeating = repeat.freq !== 'NONE';
  const summary = repeatSummaryOf(repeat, start);
  // What is wrong shows live in the summary box; a submitted error repeats it only when it says something else (the server's).
  const live = summary ?? (start ? repeatProblem(repeat, start) : EVENT_TEXT.repeatNeedsStart);
  const error = fieldState.error?.message !== live ? fieldState.error?.message : undefined;
  const describedBy = [isRepeating && ids.summary, error ? ids.error : isRepeating && ids.hint].filter(Boolean).join(' ') || undefined;
  const pressed = weekdaysOf(repeat, start);
  const weekdayKo = start ? WEEKDAY_KO[seoulWeekday(start)] : null;
  const position = repeat.position ?? (start ? monthPositionOf(start) : 1);

  return (
    <fieldset className="flex flex-col gap-4" aria-describedby={describedBy}>
      <legend className="mb-1.5 text-sm font-semibold text-gray-800">{EVENT_TEXT.repeatLegend}</legend>
      <div className="grid grid-cols-3 gap-2">
        {REPEAT_FREQS.map((freq, index) => (
          <label key={freq} className={cx(CHOICE, 'justify-center px-2')}>
            <input
              ref={index === 0 ? field.ref : undefined}
              type="radio"
              name={`${id}-freq`}
              checked={repeat.freq === freq}
              onChange={() => set({ freq })}
              onBlur={field.onBlur}
              className="size-4 shrink-0 accent-brand-600"
            />
            <span className="whitespace-nowrap">{EVENT_TEXT.repeatLabels[freq]}</span>
          </label>
        ))}
      </div>

      {repeat.freq === 'WEEKLY' && (
        <fieldset>
          <legend className={SUB_LEGEND}>{EVENT_TEXT.repeatWeekdaysLegend}</legend>
          <div className="grid grid-cols-7 gap-1.5 sm:flex">
            {WEEKDAYS.map((weekday) => {
              const isPressed = pressed.includes(weekday);
              return (
                <button
                  key={weekday}
                  type="button"
                  aria-pressed={isPressed}
                  aria-label={EVENT_TEXT.weekdayName(WEEKDAY_KO[weekday])}
                  onClick={() => set({ weekdays: toggleWeekday(pressed, weekday) })}
                  className={cx(
                    'flex h-11 items-center justify-center rounded-field border text-[15px] font-semibold transition-colors sm:w-11',
                    'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500',
                    isPressed ? 'border-brand-600 bg-brand-600 text-white' : 'border-gray-300 bg-white text-gray-800 hover:bg-gray-50',
                    weekday === 'SU' && !isPressed && 'text-danger-600',
                  )}
                >
                  {WEEKDAY_KO[weekday]}
                </button>
              );
            })}
          </div>
        </fieldset>
      )}

      {repeat.freq === 'MONTHLY' && (
        <fieldset>
          <legend className={SUB_LEGEND}>{EVENT_TEXT.repeatMonthlyLegend}</legend>
          <div className="grid gap-2 sm:grid-cols-2">
            <Choice name={`${id}-monthly`} checked={repeat.monthlyBy === 'DATE'} onChange={() => set({ monthlyBy: 'DATE' })}>
              {start ? EVENT_TEXT.monthlyByDate(seoulDayOfMonth(start)) : EVENT_TEXT.monthlyByDateNoStart}
            </Choice>
            <Choice name={`${id}-monthly`} checked={repeat.monthlyBy === 'WEEKDAY'} onChange={() => set({ monthlyBy: 'WEEKDAY' })}>
              {weekdayKo
                ? EVENT_TEXT.monthlyByWeekday(EVENT_TEXT.monthPositions[String(position)] ?? '', weekdayKo)
                : EVENT_TEXT.monthlyByWeekdayNoStart}
            </Choice>
          </div>
          {repeat.monthlyBy === 'WEEKDAY' && (
            <Field label={EVENT_TEXT.monthPositionLabel} className="mt-3 sm:max-w-60">
              <Select value={position} onChange={(event) => set({ position: Number(event.target.value) })}>
                {MONTH_POSITIONS.map((value) => (
                  <option key={value} value={value}>
                    {EVENT_TEXT.monthPositions[String(value)]}
                  </option>
                ))}
              </Select>
            </Field>
          )}
        </fieldset>
      )}

      {isRepeating && (
        <fieldset>
          <legend className={SUB_LEGEND}>{EVENT_TEXT.repeatEndLegend}</legend>
          <div className="grid grid-cols-2 gap-2 sm:max-w-80">
            {(['COUNT', 'UNTIL'] as const).map((end) => (
              <Choice key={end} name={`${id}-end`} checked={repeat.end === end} onChange={() => set({ end })}>
                {EVENT_TEXT.repeatEndLabels[end]}
              </Choice>
            ))}
          </div>
          <div className="mt-3 sm:max-w-60">
            {repeat.end === 'COUNT' ? (
              <Field label={EVENT_TEXT.repeatCountLabel}>
                <div className="relative">
                  <Input
                    type="number"
                    inputMode="numeric"
                    min={RECURRENCE_COUNT_MIN}
                    max={RECURRENCE_COUNT_MAX}
                    className="pr-10"
                    value={Number.isNaN(repeat.count) ? '' : repeat.count}
                    onChange={(event) => set({ count: event.target.valueAsNumber })}
                  />
                  <span className="pointer-events-none absolute inset-y-0 right-3.5 flex items-center text-gray-500">
                    {EVENT_TEXT.repeatCountUnit}
                  </span>
                </div>
              </Field>
            ) : (
              <Field label={EVENT_TEXT.repeatUntilLabel}>
                <Input type="date" value={repeat.until} onChange={(event) => set({ until: event.target.value })} />
              </Field>
            )}
          </div>
        </fieldset>
      )}

      {isRepeating && (
        <p
          id={ids.summary}
          aria-live="polite"
          className={cx(
            'flex items-start gap-2 rounded-field px-3.5 py-3 text-[15px]',
            summary ? 'bg-brand-50 font-semibold text-brand-800' : 'bg-gray-50 text-gray-600',
          )}
        >
          <Repeat className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          <span>
            <span className="sr-only">{EVENT_TEXT.repeatSummaryLabel}: </span>
            {live}
          </span>
        </p>
      )}
      {error ? (
        <p id={ids.error} role="alert" className="-mt-2 text-[13px] font-medium text-danger-600">
          {error}
        </p>
      ) : (
        isRepeating && (
          <p id={ids.hint} className="-mt-2 text-[13px] text-gray-600">
            {EVENT_TEXT.repeatHint}
          </p>
        )
      )}
    </fieldset>
  );
}
