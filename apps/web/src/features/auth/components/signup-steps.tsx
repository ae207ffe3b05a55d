import { Check } from 'lucide-react';
import { TEXT } from '@/config/messages.ts';
import { cx } from '@/lib/cx.ts';

const STEPS = [TEXT.stepCompany, TEXT.stepInfo] as const;

/** "회사 인증 → 정보 입력" with the current step marked for assistive technology. */
export function SignupSteps({ current }: { current: 1 | 2 }) {
  return (
    <nav aria-label={TEXT.stepsLabel} className="mb-7">
      <ol className="flex items-center gap-2">
        {STEPS.map((label, index) => {
          const step = index + 1;
          const isDone = step < current;
          const isCurrent = step === current;
          return (
            <li key={label} className="flex flex-1 items-center gap-2" aria-current={isCurrent ? 'step' : undefined}>
              <span
                className={cx(
                  'flex size-7 shrink-0 items-center justify-center rounded-full text-sm font-bold',
                  isCurrent && 'bg-brand-600 text-white',
                  isDone && 'bg-brand-100 text-brand-700',
                  !isCurrent && !isDone && 'bg-gray-100 text-gray-500',
                )}
              >
                {isDone ? <Check className="size-4" strokeWidth={3} aria-label={TEXT.stepDone} /> : step}
              </span>
              <span className={cx('text-sm font-semibold', isCurrent ? 'text-gray-900' : 'text-gray-500')}>{label}</span>
              {step < STEPS.length && <span aria-hidden="true" className="mx-1 h-px flex-1 bg-gray-200" />}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
