import { isFirstWithin, type RateLimiter } from '../../lib/rate-limiter.ts';
import type { NewNotification } from '../notifications/notifications.repo.ts';

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
  joined: (ownerId: number, ref: GroupRef, nickname: string): NewNotification => ({
    userId: ownerId,
    type: 'GROUP_JOIN',
    title: '새 멤버가 가입했어요',
    message: `${nickname}님이 '${ref.name}' 모임에 가입했습니다.`,
    ...group(ref),
  }),
  requested: (ownerId: number, ref: GroupRef, nickname: string): NewNotification => ({
    userId: ownerId,
    type: 'GROUP_JOIN_REQUEST',
    title: '새 가입 신청이 있어요',
    message: `${nickname}님이 '${ref.name}' 모임 가입을 신청했습니다.`,
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
  deleted: (userId: number, ref: GroupRef): NewNotification => ({
    userId,
    type: 'GROUP_DELETED',
    title: '모임이 삭제되었어요',
    message: `'${ref.name}' 모임이 모임장에 의해 삭제되었습니다.`,
    ...group(ref),
  }),
};
