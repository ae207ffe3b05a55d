import type { Group } from '@dongne/contract';
import type { ReactNode } from 'react';
import { UserLink } from '@/components/ui/user-link.tsx';
import { GROUP_TEXT } from '@/config/group-messages.ts';
import { formatLongDate } from '@/lib/dates.ts';

function Row({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="grid grid-cols-[6rem_1fr] items-baseline gap-3 px-5 py-4 sm:grid-cols-[8rem_1fr] sm:px-6">
      <dt className="text-sm font-semibold text-gray-600">{term}</dt>
      <dd className="text-[15px] text-gray-900">{children}</dd>
    </div>
  );
}

/** The facts of a group in one list (spec §2: category, region, capacity, visibility, founding date, owner). */
export function GroupInfoTab({ group }: { group: Group }) {
  const categories = group.categories.length > 0 ? group.categories : [group.category];
  return (
    <dl className="divide-y divide-gray-100 rounded-card border border-gray-100 bg-white shadow-card">
      <Row term={GROUP_TEXT.infoCategory}>
        <ul className="flex flex-wrap gap-1.5">
          {categories.map((category) => (
            <li key={category.id} className="rounded-full bg-brand-50 px-2.5 py-0.5 text-sm font-medium text-brand-700">
              {category.name}
            </li>
          ))}
        </ul>
      </Row>
      <Row term={GROUP_TEXT.infoRegion}>{GROUP_TEXT.location(group.location.city, group.location.district)}</Row>
      <Row term={GROUP_TEXT.infoCapacity}>{GROUP_TEXT.infoCapacityValue(group.memberCount, group.maxMembers)}</Row>
      <Row term={GROUP_TEXT.infoVisibility}>{group.isPublic ? GROUP_TEXT.infoPublic : GROUP_TEXT.infoPrivate}</Row>
      <Row term={GROUP_TEXT.infoFounded}>{formatLongDate(group.createdAt)}</Row>
      <Row term={GROUP_TEXT.infoOwner}>
        <UserLink user={group.owner} className="font-semibold text-brand-700" />
      </Row>
    </dl>
  );
}
