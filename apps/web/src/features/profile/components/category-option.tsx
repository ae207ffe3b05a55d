import type { Category } from '@dongne/contract';
import { Check, ChevronDown } from 'lucide-react';
import { useId, useState } from 'react';
import { PROFILE_TEXT } from '@/features/profile/profile-messages.ts';
import { cx } from '@/lib/cx.ts';

type CategoryOptionProps = { category: Category; selected: readonly number[]; onToggle: (id: number) => void };

const BOX =
  'peer size-5 shrink-0 appearance-none rounded-md border border-gray-400 bg-white checked:border-brand-600 checked:bg-brand-600 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500';

/**
 * A top-level category as a checkbox card with its description (spec §2 Interests), and its
 * sub-categories behind a disclosure, open from the start when one of them is already chosen.
 */
export function CategoryOption({ category, selected, onToggle }: CategoryOptionProps) {
  const hasSelectedSub = category.subCategories.some((sub) => selected.includes(sub.id));
  const [isOpen, setIsOpen] = useState(hasSelectedSub);
  const isChecked = selected.includes(category.id);
  const inputId = useId();
  const subsId = useId();
  return (
    <li
      className={cx('rounded-field border bg-white transition-colors', isChecked ? 'border-brand-400 bg-brand-50/60' : 'border-gray-200')}
    >
      <div className="flex items-start gap-1">
        <label htmlFor={inputId} className="flex min-w-0 flex-1 cursor-pointer items-start gap-3 py-3 pl-3.5">
          <span className="relative mt-0.5 flex size-5 shrink-0">
            <input id={inputId} type="checkbox" checked={isChecked} onChange={() => onToggle(category.id)} className={BOX} />
            <Check
              className="pointer-events-none absolute inset-0 m-auto size-3.5 text-white opacity-0 peer-checked:opacity-100"
              strokeWidth={3}
              aria-hidden="true"
            />
          </span>
          <span className="flex min-w-0 flex-col gap-0.5">
            <span className="text-[15px] font-semibold text-gray-900">{category.name}</span>
            {category.description && <span className="text-[13px] leading-snug text-gray-600">{category.description}</span>}
          </span>
        </label>
        {category.subCategories.length > 0 && (
          <button
            type="button"
            aria-expanded={isOpen}
            aria-controls={subsId}
            aria-label={PROFILE_TEXT.subCategoriesToggle(category.name)}
            onClick={() => setIsOpen(!isOpen)}
            className="m-1.5 flex size-9 shrink-0 items-center justify-center rounded-lg text-gray-500 hover:bg-gray-100 hover:text-gray-800"
          >
            <ChevronDown className={cx('size-4.5 transition-transform', isOpen && 'rotate-180')} aria-hidden="true" />
          </button>
        )}
      </div>
      {category.subCategories.length > 0 && (
        <ul id={subsId} hidden={!isOpen} className="flex flex-wrap gap-1.5 px-3.5 pb-3.5">
          {category.subCategories.map((sub) => {
            const isSubChecked = selected.includes(sub.id);
            return (
              <li key={sub.id}>
                <label
                  className={cx(
                    'flex cursor-pointer items-center gap-1 rounded-full px-3 py-1.5 text-[13px] font-medium ring-1 transition-colors has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-brand-500',
                    isSubChecked ? 'bg-brand-600 text-white ring-brand-600' : 'bg-white text-gray-700 ring-gray-300 hover:bg-gray-50',
                  )}
                >
                  <input type="checkbox" className="sr-only" checked={isSubChecked} onChange={() => onToggle(sub.id)} />
                  {isSubChecked && <Check className="size-3.5" strokeWidth={3} aria-hidden="true" />}
                  {sub.name}
                </label>
              </li>
            );
          })}
        </ul>
      )}
    </li>
  );
}
