import type { Category } from '@dongne/contract';
import { Check, ChevronDown } from 'lucide-react';
import { type ReactNode, useId, useState } from 'react';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { TEXT } from '@/config/messages.ts';
import { categoryVisual } from '@/features/groups/lib/category-visual.ts';
import { useCategories } from '@/lib/api/get-categories.ts';
import { cx } from '@/lib/cx.ts';

type BaseProps = {
  /** Visible name of the group of options; defaults to '카테고리'. */
  label?: string;
  hideLabel?: boolean;
  error?: string;
  className?: string;
  /** Wide screens only: 3 columns suit a full-width filter panel, 2 a form column. */
  columns?: 2 | 3;
};
type SingleProps = BaseProps & { mode: 'single'; value: number | null; onChange: (id: number | null) => void };
/** Multiple: `value` keeps the order of selection, so the first id stays the group's main category (spec §5). */
type MultipleProps = BaseProps & { mode: 'multiple'; value: number[]; onChange: (ids: number[]) => void };
export type CategoryTreePickerProps = SingleProps | MultipleProps;

/**
 * Expandable tree of top-level categories and their sub-categories. Native radios (single) or
 * checkboxes (multiple) give screen readers and keyboards the right behaviour without extra code.
 */
export function CategoryTreePicker(props: CategoryTreePickerProps) {
  const { mode, label = TEXT.categoryLabel, hideLabel, error, className, columns = 2 } = props;
  const { data: categories } = useCategories();
  const [toggled, setToggled] = useState<Record<number, boolean>>({});
  const baseId = useId();
  const labelId = `${baseId}-label`;
  const countId = `${baseId}-count`;
  const errorId = `${baseId}-error`;
  const selected = mode === 'single' ? (props.value === null ? [] : [props.value]) : props.value;

  const choose = (id: number | null) => {
    if (props.mode === 'single') props.onChange(id);
    else if (id !== null) props.onChange(selected.includes(id) ? selected.filter((item) => item !== id) : [...selected, id]);
  };
  const option = { type: mode === 'single' ? 'radio' : 'checkbox', name: baseId, selected, choose } as const;

  const labelling = {
    'aria-labelledby': labelId,
    'aria-describedby': cx(mode === 'multiple' && countId, error && errorId) || undefined,
  };
  const grid = cx('grid items-start gap-2 sm:grid-cols-2', columns === 3 && 'lg:grid-cols-3');
  const tree = categories ? (
    <ul className={grid}>
      {mode === 'single' && (
        <li className="rounded-field border border-gray-200 bg-white">
          <OptionRow {...option} id={null} text={TEXT.categoryAll} />
        </li>
      )}
      {categories.map((category) => (
        <CategoryItem
          key={category.id}
          category={category}
          option={option}
          isExpanded={toggled[category.id] ?? category.subCategories.some((sub) => selected.includes(sub.id))}
          onToggle={(next) => setToggled((state) => ({ ...state, [category.id]: next }))}
        />
      ))}
    </ul>
  ) : (
    <div className={grid}>
      {Array.from({ length: 8 }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
        <Skeleton key={index} className="h-12 rounded-field" />
      ))}
    </div>
  );

  return (
    <div className={className}>
      <div className={cx('mb-2.5 flex items-center justify-between gap-3', hideLabel && 'sr-only')}>
        <span id={labelId} className="text-sm font-semibold text-gray-800">
          {label}
        </span>
        {mode === 'multiple' && (
          <span id={countId} aria-live="polite" className="text-[13px] font-semibold text-brand-700">
            {TEXT.selectedCount(selected.length)}
          </span>
        )}
      </div>
      {mode === 'single' ? (
        <div role="radiogroup" {...labelling}>
          {tree}
        </div>
      ) : (
        <fieldset className="min-w-0" {...labelling}>
          {tree}
        </fieldset>
      )}
      {error && (
        <p id={errorId} className="mt-2 text-[13px] font-medium text-danger-600">
          {error}
        </p>
      )}
    </div>
  );
}

type OptionProps = {
  type: 'radio' | 'checkbox';
  name: string;
  selected: number[];
  choose: (id: number | null) => void;
};

function CategoryItem(props: { category: Category; option: OptionProps; isExpanded: boolean; onToggle: (next: boolean) => void }) {
  const { category, option, isExpanded, onToggle } = props;
  const listId = useId();
  const { icon: Icon, tint } = categoryVisual(category.id);
  const chosenSubs = category.subCategories.filter((sub) => option.selected.includes(sub.id)).length;
  return (
    <li className={cx('rounded-field border bg-white', isExpanded ? 'border-gray-300' : 'border-gray-200')}>
      <div className="flex items-center">
        <OptionRow {...option} id={category.id} text={category.name}>
          <Icon className={cx('size-4.5 shrink-0', tint)} aria-hidden="true" />
        </OptionRow>
        {!isExpanded && chosenSubs > 0 && (
          <span aria-hidden="true" className="rounded-full bg-brand-600 px-2 text-xs leading-5 font-bold text-white">
            {chosenSubs}
          </span>
        )}
        {category.subCategories.length > 0 && (
          <button
            type="button"
            aria-expanded={isExpanded}
            aria-controls={listId}
            aria-label={TEXT.subCategoriesOf(category.name)}
            onClick={() => onToggle(!isExpanded)}
            className="flex size-12 shrink-0 items-center justify-center rounded-field text-gray-500 hover:text-gray-900"
          >
            <ChevronDown className={cx('size-5 transition-transform', isExpanded && 'rotate-180')} aria-hidden="true" />
          </button>
        )}
      </div>
      {isExpanded && (
        <ul id={listId} className="flex flex-wrap gap-1.5 border-t border-gray-100 px-3 py-3">
          {category.subCategories.map((sub) => (
            <li key={sub.id}>
              <SubOption {...option} id={sub.id} text={sub.name} />
            </li>
          ))}
        </ul>
      )}
    </li>
  );
}

function OptionRow(props: OptionProps & { id: number | null; text: string; children?: ReactNode }) {
  const { type, name, selected, choose, id, text, children } = props;
  const isChecked = id === null ? selected.length === 0 : selected.includes(id);
  return (
    <label className="flex min-h-12 min-w-0 flex-1 cursor-pointer items-center gap-2.5 px-3.5 text-[15px] text-gray-800 select-none">
      <input
        type={type}
        name={name}
        checked={isChecked}
        onChange={() => choose(id)}
        className="size-4.5 shrink-0 cursor-pointer accent-brand-600"
      />
      {children}
      <span className={cx('truncate', isChecked && 'font-semibold text-gray-900')}>{text}</span>
    </label>
  );
}

function SubOption(props: OptionProps & { id: number; text: string }) {
  const { type, name, selected, choose, id, text } = props;
  return (
    <label
      className={cx(
        'group inline-flex h-9 cursor-pointer items-center gap-1 rounded-full border border-gray-200 bg-gray-50 px-3 text-sm text-gray-700 select-none',
        'hover:border-gray-300 has-checked:border-brand-500 has-checked:bg-brand-50 has-checked:font-semibold has-checked:text-brand-700',
        'has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-brand-500',
      )}
    >
      <input type={type} name={name} checked={selected.includes(id)} onChange={() => choose(id)} className="sr-only" />
      <Check className="hidden size-3.5 group-has-checked:block" strokeWidth={3} aria-hidden="true" />
      {text}
    </label>
  );
}
