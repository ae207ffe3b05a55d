/**
 * Korean texts of the group detail, create and edit screens and of the image uploader; the shell's
 * and identity screens' texts are in messages.ts. Wording the server also uses (spec §5 and §8
 * group texts) comes from the contract's GROUP_MSG.
 */
export { GROUP_MSG } from '@dongne/contract';

export const IMAGE_TEXT = {
  pick: '이미지 선택',
  dropHint: '클릭하거나 이미지를 끌어다 놓으세요',
  rules: 'JPG, PNG, GIF, WebP · 최대 5MB',
  change: '이미지 변경',
  remove: '이미지 삭제',
  previewAlt: (label: string) => `${label} 미리보기`,
  uploading: (percent: number) => `업로드 중 ${percent}%`,
} as const;

export const GROUP_TEXT = {
  // header
  location: (city: string, district: string) => `${city} ${district}`,
  memberCount: (count: number, max: number) => `${count}/${max}명`,
  foundedOn: (date: string) => `${date} 개설`,
  ownerLabel: '모임장',
  operator: '운영자',
  privateBadge: '비공개',
  imageAlt: (name: string) => `${name} 대표 이미지`,
  tagsLabel: '태그',

  // actions (spec §2 and §4)
  join: '가입하기',
  requestJoin: '가입 신청',
  leave: '탈퇴하기',
  edit: '모임 수정',
  delete: '삭제',
  deleteGroup: '모임 삭제',
  moreMenu: '모임 더보기',
  joinedAsMember: '가입한 모임이에요',
  joinedAsManager: '운영진으로 활동 중이에요',
  full: (count: number, max: number) => `정원 초과 (${count}/${max})`,
  pendingBadge: '승인 대기 중',
  cancelRequest: '신청 취소',
  guestJoin: '회원가입하고 참여하기',
  actionsLabel: '모임 참여',

  // confirmations
  confirm: '확인',
  cancel: '취소',
  guestConfirmTitle: '회원가입이 필요해요',
  guestConfirmBody: '모임에 참여하려면 회원가입이 필요합니다. 회원가입 페이지로 이동하시겠습니까?',
  guestConfirmAction: '회원가입하기',
  leaveTitle: '모임에서 탈퇴할까요?',
  leaveBody: (name: string) => `'${name}' 모임에서 탈퇴하면 게시글과 채팅을 더 이상 볼 수 없어요.`,
  leaveAction: '탈퇴하기',
  deleteTitle: '모임을 삭제할까요?',
  deleteBody: (name: string) =>
    `'${name}' 모임의 게시글, 채팅, 일정이 모두 함께 삭제되며 되돌릴 수 없어요. 멤버들에게는 삭제 알림이 전송돼요.`,
  deleteAction: '삭제하기',
  cancelRequestTitle: '가입 신청을 취소할까요?',
  cancelRequestBody: '취소한 뒤에도 언제든 다시 신청할 수 있어요.',
  cancelRequestAction: '신청 취소하기',
  keep: '닫기',

  // join request modal
  joinModalTitle: '가입 신청',
  joinModalIntro: (name: string) => `'${name}'은(는) 비공개 모임이에요. 모임장이 승인하면 멤버가 돼요.`,
  joinMessageLabel: '가입 메시지 (선택)',
  joinMessagePlaceholder: '간단한 자기소개나 참여하고 싶은 이유를 적어주세요.',
  joinSubmit: '신청하기',
  requestCancelled: '가입 신청을 취소했습니다.',

  // failures (spec §8)
  joinFailed: '모임 가입에 실패했습니다.',
  leaveFailed: '모임 탈퇴에 실패했습니다.',
  deleteFailed: '모임 삭제에 실패했습니다.',
  cancelFailed: '가입 신청 취소에 실패했습니다.',
  approveFailed: '가입 신청 승인에 실패했습니다.',
  rejectFailed: '가입 신청 거절에 실패했습니다.',
  requestsLoadFailed: '가입 신청 목록을 불러오지 못했습니다.',
  membersLoadFailed: '멤버 정보를 불러오지 못했습니다.',
  retry: '다시 시도',

  // pending notice
  pendingNoticeTitle: '가입 승인을 기다리고 있어요',
  pendingNoticeBody: (date: string) => `${date}에 가입을 신청했어요. 모임장이 승인하면 알림으로 알려드릴게요.`,
  pendingNoticeMessage: '보낸 메시지',

  // tabs
  tabsLabel: '모임 메뉴',
  tabPosts: '게시글',
  tabMembers: (count: number) => `멤버 (${count})`,
  tabInfo: '정보',
  tabChat: '채팅',
  tabRequests: '가입 신청 관리',
  membersOnlyTitle: '멤버만 볼 수 있어요',
  membersOnlyBody: '비공개 모임의 멤버 목록은 가입한 멤버에게만 보여요.',
  joinedOn: (date: string) => `${date} 가입`,
  membersEmpty: '아직 멤버가 없어요',

  // info tab
  infoCategory: '카테고리',
  infoRegion: '지역',
  infoCapacity: '정원',
  infoCapacityValue: (count: number, max: number) => `${max}명 (현재 ${count}명)`,
  infoVisibility: '공개 여부',
  infoPublic: '공개 모임',
  infoPrivate: '비공개 모임 (모임장 승인 후 가입)',
  infoFounded: '개설일',
  infoOwner: '모임장',

  // join requests tab
  requestFilterLabel: '신청 상태',
  filterAll: '전체',
  statusLabel: {
    PENDING: '대기 중',
    APPROVED: '승인됨',
    REJECTED: '거절됨',
    CANCELLED: '취소됨',
    EXPIRED: '만료됨',
  },
  requestsEmpty: '가입 신청이 없어요',
  requestsEmptyBody: '새 가입 신청이 오면 여기에서 승인하거나 거절할 수 있어요.',
  requestedOn: (date: string) => `${date} 신청`,
  noMessage: '남긴 메시지가 없어요.',
  approve: '승인',
  reject: '거절',
  approveTitle: (name: string) => `${name}님의 가입을 승인할까요?`,
  approveMessageLabel: '환영 메시지 (선택)',
  approveMessagePlaceholder: '새 멤버에게 전할 인사를 적어주세요.',
  approveAction: '승인하기',
  approved: (name: string) => `${name}님의 가입을 승인했습니다.`,
  rejectTitle: (name: string) => `${name}님의 가입을 거절할까요?`,
  rejectReasonLabel: '거절 사유 (선택)',
  rejectReasonPlaceholder: '신청자에게 전할 사유를 적어주세요.',
  rejectAction: '거절하기',
  rejected: (name: string) => `${name}님의 가입 신청을 거절했습니다.`,
  approvalNote: '승인 메시지',
  rejectionNote: '거절 사유',
  loadMore: '더 보기',

  // create and edit form (spec §2 Create group, Edit group)
  createTitle: '모임 만들기',
  createSubtitle: '우리 동네 직장인들과 함께할 모임을 소개해주세요.',
  editTitle: '모임 수정',
  editSubtitle: '바뀐 내용은 저장하는 즉시 모임 페이지에 반영돼요.',
  imageLabel: '대표 이미지',
  imageHint: '모임을 잘 보여주는 사진을 올려주세요. 없으면 카테고리 색으로 꾸며드려요.',
  nameLabel: '모임 이름',
  namePlaceholder: '예: 강남 퇴근길 러닝 크루',
  descriptionLabel: '모임 설명',
  descriptionPlaceholder: '어떤 모임인지, 언제 어디서 주로 만나는지 10자 이상 적어주세요.',
  categoryLabel: '카테고리',
  categoryHint: '처음 선택한 카테고리가 대표 카테고리가 돼요.',
  locationLabel: '활동 지역',
  locationPlaceholder: '지역을 선택해주세요',
  locationsLoading: '지역 목록을 불러오는 중이에요',
  maxMembersLabel: '최대 인원',
  maxMembersHint: '2명부터 100명까지 정할 수 있어요. 모임장도 인원에 포함돼요.',
  maxMembersUnit: '명',
  currentMembers: (count: number) => `현재 멤버는 ${count}명이에요. 이보다 적게 줄일 수는 없어요.`,
  publicLabel: '공개 모임',
  publicHint: '공개 모임은 누구나 바로 가입할 수 있어요. 끄면 모임장이 승인한 사람만 가입할 수 있어요.',
  tagsHint: '검색에 도움이 되는 단어를 최대 10개까지 추가할 수 있어요.',
  submitCreate: '모임 만들기',
  submitEdit: '저장하기',
  createFailed: '모임 생성에 실패했습니다',
  updateFailed: '모임 수정에 실패했습니다',

  // not found
  notFoundBody: '삭제되었거나 주소가 잘못된 모임이에요. 다른 모임을 둘러보세요.',
  goExplore: '모임 찾기로 가기',
} as const;
