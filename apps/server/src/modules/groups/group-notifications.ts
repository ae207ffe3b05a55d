import { isFirstWithin, type RateLimiter } from '../../lib/rate-limiter.ts';
import type { NewNotification, UnblockableNotification } from '../notifications/notifications.service.ts';

const TEN_MINUTES_MS = 10 * 60_000;

/**
 * Whether a join (or join request) may tell the owner: once per user and group per 10 minutes,
 * so join/leave or request/withdraw cycles make one notification (contract §16).
 */
export const isJoinNewsForOwner = (limiter: RateLimiter, groupId: number, userId: number) =>
  isFirstWithin(limiter, `once:group-join:${groupId}:${userId}`, TEN_MINUTES_MS);

type GroupRef = { id: number; name: string };
const group = (ref: GroupRef) => ({ relatedType: 'GROUP' as const, relatedId: ref.id });

/** Korean texts of the group notifications of contract §5, one builder per type. */
export const groupNotification = {
  /** Names the member who joined (the actor): their nickname is filled in when read. */
  joined: (ownerId: number, ref: GroupRef): NewNotification => ({
    userId: ownerId,
    type: 'GROUP_JOIN',
    title: '새 멤버가 가입했어요',
    message: `님이 '${ref.name}' 모임에 가입했습니다.`,
    namesActor: true,
    ...group(ref),
  }),
  /** Names the applicant (the actor): their nickname is filled in when read. */
  requested: (staffId: number, ref: GroupRef): NewNotification => ({
    userId: staffId,
    type: 'GROUP_JOIN_REQUEST',
    title: '새 가입 신청이 있어요',
    message: `님이 '${ref.name}' 모임 가입을 신청했습니다.`,
    namesActor: true,
    ...group(ref),
  }),
  approved: (userId: number, ref: GroupRef, note?: string | null): NewNotification => ({
    userId,
    type: 'GROUP_JOIN_APPROVED',
    title: '가입이 승인되었어요',
    message: `'${ref.name}' 모임 가입이 승인되었습니다.${note ? ` 모임장 메시지: ${note}` : ''}`,
    ...group(ref),
  }),
  rejected: (userId: number, ref: GroupRef, reason?: string | null): NewNotification => ({
    userId,
    type: 'GROUP_JOIN_REJECTED',
    title: '가입 신청이 거절되었어요',
    message: `'${ref.name}' 모임 가입 신청이 거절되었습니다.${reason ? ` 사유: ${reason}` : ''}`,
    ...group(ref),
  }),
  roleChanged: (userId: number, ref: GroupRef, role: 'MANAGER' | 'MEMBER'): NewNotification => ({
    userId,
    type: 'GROUP_ROLE_CHANGED',
    title: role === 'MANAGER' ? '운영진이 되었어요' : '운영진에서 해제되었어요',
    message: role === 'MANAGER' ? `'${ref.name}' 모임의 운영진으로 지정되었습니다.` : `'${ref.name}' 모임의 운영진에서 해제되었습니다.`,
    ...group(ref),
  }),
  handedOver: (userId: number, ref: GroupRef): NewNotification => ({
    userId,
    type: 'GROUP_ROLE_CHANGED',
    title: '모임장이 되었어요',
    message: `'${ref.name}' 모임의 모임장을 위임받았습니다.`,
    ...group(ref),
  }),
  /**
   * That they were removed (and banned), never the reason: it is for the owner and managers only
   * (contract §10). One who blocked the remover still hears of it, without the group's name (§11).
   */
  removed: (userId: number, ref: GroupRef, banned: boolean): UnblockableNotification => {
    const ban = banned ? ' 다시 가입할 수 없습니다.' : '';
    return {
      userId,
      type: 'GROUP_MEMBER_REMOVED',
      title: '모임에서 내보내졌어요',
      message: `'${ref.name}' 모임에서 내보내졌습니다.${ban}`,
      messageForBlocker: `가입했던 모임에서 내보내졌습니다.${ban}`,
      ...group(ref),
    };
  },
  /** Reaches every member; one who blocked the owner reads it without the name the owner gave (§11). */
  deleted: (userId: number, ref: GroupRef): UnblockableNotification => ({
    userId,
    type: 'GROUP_DELETED',
    title: '모임이 삭제되었어요',
    message: `'${ref.name}' 모임이 모임장에 의해 삭제되었습니다.`,
    messageForBlocker: '가입했던 모임이 모임장에 의해 삭제되었습니다.',
    ...group(ref),
  }),
};
