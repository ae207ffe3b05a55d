import { type Member, REMOVAL_REASON_MAX } from '@dongne/contract';
import { ClipboardCheck, Crown, ShieldCheck, ShieldMinus, UserMinus, UserX } from 'lucide-react';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/ui/confirm-dialog.tsx';
import { Field } from '@/components/ui/field.tsx';
import { Menu, type MenuItem } from '@/components/ui/menu.tsx';
import { Textarea } from '@/components/ui/textarea.tsx';
import { GROUP_TEXT } from '@/config/group-messages.ts';
import { useChangeMemberRole } from '@/features/groups/api/change-member-role.ts';
import { useHandOverGroup } from '@/features/groups/api/hand-over-group.ts';
import { useRemoveMember } from '@/features/groups/api/remove-member.ts';
import { toErrorMessage } from '@/lib/error-message.ts';
import { notify } from '@/lib/notify.ts';
import { MemberAttendanceModal } from './member-attendance-modal.tsx';

type StaffAction = 'makeManager' | 'unmakeManager' | 'handOver' | 'remove' | 'ban';
/** What the menu offers: the acts above, and (for the staff) the member's 출석 기록. */
type MenuAction = StaffAction | 'attendance';

/** The menu's items in order, as the member's `viewerCan` allows them (contract §10, §22). */
function staffActionsOn(member: Pick<Member, 'role' | 'viewerCan'>): StaffAction[] {
  const { changeRole, handOver, remove } = member.viewerCan;
  return [
    ...(changeRole ? [member.role === 'MANAGER' ? ('unmakeManager' as const) : ('makeManager' as const)] : []),
    ...(handOver ? (['handOver'] as const) : []),
    ...(remove ? (['remove', 'ban'] as const) : []),
  ];
}

const ITEMS: Record<MenuAction, Omit<MenuItem, 'onSelect' | 'to'>> = {
  attendance: { label: GROUP_TEXT.memberAttendance, icon: ClipboardCheck },
  makeManager: { label: GROUP_TEXT.makeManager, icon: ShieldCheck },
  unmakeManager: { label: GROUP_TEXT.unmakeManager, icon: ShieldMinus },
  handOver: { label: GROUP_TEXT.handOver, icon: Crown },
  remove: { label: GROUP_TEXT.removeMember, icon: UserMinus, tone: 'danger' },
  ban: { label: GROUP_TEXT.banMember, icon: UserX, tone: 'danger' },
};

type Confirmation = { title: string; body: string; action: string; tone: 'primary' | 'danger'; done: string };

function confirmationOf(action: StaffAction, name: string): Confirmation {
  switch (action) {
    case 'makeManager':
      return {
        title: GROUP_TEXT.makeManagerTitle(name),
        body: GROUP_TEXT.makeManagerBody,
        action: GROUP_TEXT.makeManagerAction,
        tone: 'primary',
        done: GROUP_TEXT.madeManager(name),
      };
    case 'unmakeManager':
      return {
        title: GROUP_TEXT.unmakeManagerTitle(name),
        body: GROUP_TEXT.unmakeManagerBody,
        action: GROUP_TEXT.unmakeManagerAction,
        tone: 'primary',
        done: GROUP_TEXT.unmadeManager(name),
      };
    case 'handOver':
      return {
        title: GROUP_TEXT.handOverTitle(name),
        body: GROUP_TEXT.handOverBody(name),
        action: GROUP_TEXT.handOverAction,
        tone: 'danger',
        done: GROUP_TEXT.handedOver(name),
      };
    case 'remove':
      return {
        title: GROUP_TEXT.removeTitle(name),
        body: GROUP_TEXT.removeBody,
        action: GROUP_TEXT.removeAction,
        tone: 'danger',
        done: GROUP_TEXT.removed(name),
      };
    case 'ban':
      return {
        title: GROUP_TEXT.banTitle(name),
        body: GROUP_TEXT.banBody,
        action: GROUP_TEXT.banAction,
        tone: 'danger',
        done: GROUP_TEXT.bannedDone(name),
      };
  }
}

/** `canSeeAttendance`: the group's staff, who read every member's 출석 기록 (contract §19). */
type MemberStaffMenuProps = { groupId: number; member: Member; canSeeAttendance?: boolean };

/**
 * The staff's ⋮ menu on one member (contract §10): naming or unnaming 운영진, handing the group
 * over, removing and banning, each where the member's `viewerCan` allows it. Every act asks first,
 * and removal takes an optional reason. Nothing shows where the viewer may do nothing.
 */
export function MemberStaffMenu({ groupId, member, canSeeAttendance = false }: MemberStaffMenuProps) {
  const [pending, setPending] = useState<StaffAction | null>(null);
  const [isShowingAttendance, setIsShowingAttendance] = useState(false);
  const [reason, setReason] = useState('');
  const changeRole = useChangeMemberRole();
  const handOver = useHandOverGroup();
  const remove = useRemoveMember();
  const actions: MenuAction[] = [...(canSeeAttendance ? (['attendance'] as const) : []), ...staffActionsOn(member)];
  if (actions.length === 0) return null;

  const open = (action: StaffAction) => {
    setReason('');
    setPending(action);
  };
  const run = async (action: StaffAction) => {
    const target = { groupId, userId: member.id };
    switch (action) {
      case 'makeManager':
        return changeRole.mutateAsync({ ...target, role: 'MANAGER' });
      case 'unmakeManager':
        return changeRole.mutateAsync({ ...target, role: 'MEMBER' });
      case 'handOver':
        return handOver.mutateAsync(target);
      case 'remove':
      case 'ban':
        return remove.mutateAsync({ ...target, ban: action === 'ban', reason });
    }
  };
  const onConfirm = async () => {
    if (!pending) return;
    try {
      await run(pending);
      notify.success(confirmationOf(pending, member.nickname).done);
    } catch (error) {
      notify.error(toErrorMessage(error, GROUP_TEXT.staffActionFailed));
    }
    setPending(null);
  };

  const confirmation = pending ? confirmationOf(pending, member.nickname) : null;
  return (
    <>
      <Menu
        label={GROUP_TEXT.memberMenu(member.nickname)}
        items={actions.map((action) => ({
          ...ITEMS[action],
          onSelect: () => (action === 'attendance' ? setIsShowingAttendance(true) : open(action)),
        }))}
        menuClassName="w-44"
      />
      {canSeeAttendance && (
        <MemberAttendanceModal
          groupId={groupId}
          member={member}
          isOpen={isShowingAttendance}
          onClose={() => setIsShowingAttendance(false)}
        />
      )}
      <ConfirmDialog
        isOpen={confirmation !== null}
        tone={confirmation?.tone}
        title={confirmation?.title ?? ''}
        description={confirmation?.body}
        confirmLabel={confirmation?.action ?? ''}
        cancelLabel={GROUP_TEXT.cancel}
        isPending={changeRole.isPending || handOver.isPending || remove.isPending}
        onCancel={() => setPending(null)}
        onConfirm={onConfirm}
      >
        {(pending === 'remove' || pending === 'ban') && (
          <Field
            label={GROUP_TEXT.reasonLabel}
            hint={GROUP_TEXT.reasonHint}
            aside={<span className="text-[13px] text-gray-500">{`${reason.length}/${REMOVAL_REASON_MAX}`}</span>}
            className="mt-4"
          >
            <Textarea
              rows={2}
              value={reason}
              maxLength={REMOVAL_REASON_MAX}
              placeholder={GROUP_TEXT.reasonPlaceholder}
              onChange={(event) => setReason(event.target.value)}
            />
          </Field>
        )}
      </ConfirmDialog>
    </>
  );
}
