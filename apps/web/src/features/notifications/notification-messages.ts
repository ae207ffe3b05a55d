/**
 * Korean texts of the notifications screen and the header bell. Success sentences are the spec's
 * §8 wording; failures of these actions stay silent (spec §8), so there are no failure toasts here.
 */
export const NOTIFICATION_TEXT = {
  title: '알림',
  settingsLink: '알림 설정',
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

/** 알림 설정 (contract §18): pushes by kind, e-mail, quiet hours and this person's devices. */
export const NOTIFICATION_SETTINGS_TEXT = {
  title: '알림 설정',
  intro: '어떤 소식을 어디로 받을지 고르세요. 방해 금지 시간에는 알림을 모아 두었다가 끝나면 한 번에 알려드려요.',
  back: '알림으로',
  pushSection: '푸시 알림',
  pushActivity: '활동',
  pushActivityHint: '내 글의 좋아요와 댓글, 가입 승인 같은 내 소식',
  pushGroupAdmin: '모임 운영',
  pushGroupAdminHint: '내가 운영하는 모임의 가입 신청과 새 멤버',
  pushChat: '채팅',
  pushChatHint: '모임 채팅의 새 메시지 (모임마다 끌 수 있어요)',
  pushEvents: '일정',
  pushEventsHint: '새 정모, 취소, 대기 확정, 시작 24시간·1시간 전 알림',
  emailSection: '이메일',
  emailReminders: '정모 알림 메일',
  emailRemindersHint: '참가하는 정모 24시간·1시간 전에 메일로도 알려드려요',
  emailDigest: '하루 요약 메일',
  emailDigestHint: '하루 동안 앱을 열지 않았을 때 읽지 않은 알림을 모아서',
  quietSection: '방해 금지 시간',
  quietEnabled: '방해 금지 시간 사용',
  quietHint: '한국 시간 기준이에요.',
  quietStart: '시작',
  quietEnd: '끝',
  save: '저장',
  saved: '알림 설정을 저장했어요',
  saveFailed: '저장하지 못했어요. 잠시 후 다시 시도해주세요.',
  loadFailed: '알림 설정을 불러오지 못했어요.',
  retry: '다시 시도',
  devicesSection: '알림 받는 기기',
  devicesListLabel: '알림 받는 기기 목록',
  devicesEmpty: '아직 알림을 받는 기기가 없어요.',
  thisDevice: '이 기기에서 알림 받기',
  thisDeviceWhy: '앱을 닫아 두어도 새 메시지, 가입 승인, 곧 시작하는 정모를 휴대폰 알림으로 알려드려요.',
  thisDeviceDone: '이 기기에서 알림을 받아요',
  thisDeviceFailed: '이 기기를 등록하지 못했어요. 잠시 후 다시 시도해주세요.',
  denied: '브라우저에서 알림이 차단되어 있어요. 주소창의 자물쇠(사이트 설정) → 알림 → 허용으로 바꾼 뒤 다시 눌러주세요.',
  unsupported: '이 브라우저는 푸시 알림을 지원하지 않아요. iPhone에서는 공유 → 홈 화면에 추가로 앱을 설치한 뒤 받을 수 있어요.',
  remove: '해제',
  removeLabel: (label: string) => `${label} 알림 해제`,
  removed: '이 기기는 더 이상 알림을 받지 않아요',
  added: (date: string) => `${date} 등록`,
  lastDelivered: (when: string) => `마지막 알림 ${when}`,
  neverDelivered: '아직 받은 알림 없음',
} as const;
