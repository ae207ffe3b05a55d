import type { Member } from '@dongne/contract';
import type { ReactNode } from 'react';
import { Avatar } from '@/components/ui/avatar.tsx';
import { UserLink } from '@/components/ui/user-link.tsx';
import { GROUP_TEXT } from '@/config/group-messages.ts';
import { formatShortDate } from '@/lib/dates.ts';

/** 모임장 / 운영진 next to a name (contract §10 roles); plain members carry none. */
export function RoleBadge({ role }: { role: Member['role'] }) {
  if (role === 'OWNER') {
    return <span className="shrink-0 rounded-full bg-brand-600 px-2 py-0.5 text-xs font-bold text-white">{GROUP_TEXT.roleOwner}</span>;
  }
  if (role === 'MANAGER') {
    return <span className="shrink-0 rounded-full bg-brand-50 px-2 py-0.5 text-xs font-bold text-brand-700">{GROUP_TEXT.roleManager}</span>;
  }
  return null;
}

/** One member in the 멤버 tab: photo, name, role, join date, and the staff's ⋮ menu when given. */
export function MemberRow({ member, menu }: { member: Member; menu?: ReactNode }) {
  return (
    <li className="flex items-center gap-3 rounded-card border border-gray-100 bg-white py-3 pr-2 pl-3.5 shadow-card sm:py-3.5 sm:pl-4">
      <UserLink user={member} className="shrink-0 rounded-full">
        <Avatar nickname={member.nickname} src={member.profileImage} className="size-10 sm:size-11" />
      </UserLink>
      <div className="min-w-0 flex-1">
        <p className="flex items-center gap-1.5">
          <UserLink user={member} className="truncate text-[15px] font-semibold text-gray-900" />
          <RoleBadge role={member.role} />
        </p>
        <p className="mt-0.5 text-[13px] text-gray-600">{GROUP_TEXT.joinedOn(formatShortDate(member.joinedAt))}</p>
      </div>
      {menu}
    </li>
  );
}
