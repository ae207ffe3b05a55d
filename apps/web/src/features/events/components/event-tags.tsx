import { EVENT_TEXT } from '@/features/events/event-messages.ts';
import { splitTags } from '@/lib/card-tags.ts';
import { cx } from '@/lib/cx.ts';

type EventTagsProps = {
  tags: readonly string[] /** Cards show 3 and a '+N'; the detail page shows all. */;
  limit?: number;
  className?: string;
};

/** '#태그' chips, at most `limit` of them, then '+N' read out as '외 N개 태그'. */
export function EventTags({ tags, limit, className }: EventTagsProps) {
  if (tags.length === 0) return null;
  const { shown, hidden } = splitTags(tags, limit);
  return (
    <ul aria-label={EVENT_TEXT.tagsLabel} className={cx('flex min-w-0 flex-wrap items-center gap-1', className)}>
      {shown.map((tag) => (
        <li key={tag} className="max-w-40 truncate rounded-md bg-gray-100 px-1.5 text-xs leading-6 text-gray-700">
          #{tag}
        </li>
      ))}
      {hidden > 0 && (
        <li className="px-0.5 text-xs leading-6 font-semibold text-gray-500">
          <span aria-hidden="true">+{hidden}</span>
          <span className="sr-only">{EVENT_TEXT.moreTags(hidden)}</span>
        </li>
      )}
    </ul>
  );
}
