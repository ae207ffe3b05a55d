/**
 * Korean texts of the notifications screen and the header bell. Success sentences are the spec's
 * §8 wording; failures of these actions stay silent (spec §8), so there are no failure toasts here.
 */
export const NOTIFICATION_TEXT = {
  title: '알림',
  subtitle: '내 모임과 게시글에 생긴 소식을 모아 보여드려요.',
  unreadSummary: (count: number) => `읽지 않은 알림 ${count}개`,
  allRead: '모든 알림을 확인했어요',
  listLabel: '알림 목록',

  // header bell
  bellLabel: '알림',
  bellUnreadLabel: (count: number) => `알림 ${count}개 읽지 않음`,
  unreadSuffix: (count: number) => `${count}개 읽지 않음`,
  badge: (count: number) => (count > 99 ? '99+' : String(count)),

  // rows
  unread: '읽지 않음',
  deleteOne: (title: string) => `'${title}' 알림 삭제`,

  // bulk actions
  markAllRead: '모두 읽음',
  clearAll: '전체 삭제',
  clearConfirmTitle: '모든 알림을 삭제할까요?',
  clearConfirmBody: '삭제한 알림은 다시 볼 수 없어요.',
  clearConfirm: '삭제',
  cancel: '취소',

  // spec §8 success messages
  markedAllRead: '모든 알림을 읽음으로 표시했습니다',
  deleted: '알림이 삭제되었습니다',
  cleared: '모든 알림이 삭제되었습니다',

  // states
  emptyTitle: '새로운 알림이 없습니다',
  emptyBody: '모임 가입, 좋아요, 댓글 소식이 생기면 여기에서 알려드릴게요.',
  loadFailed: '알림을 불러오지 못했어요. 잠시 후 다시 시도해주세요.',
  retry: '다시 시도',
  loadMore: '이전 알림 더 보기',
  loading: '알림을 불러오는 중',
} as const;
