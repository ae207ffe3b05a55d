/**
 * Korean texts of the profile screen and its two modals. Success and failure sentences are the
 * spec's §8 wording; the rest is written for this screen.
 */
export const PROFILE_TEXT = {
  myPageTitle: '내 프로필',
  noBio: '아직 자기소개가 없어요.',
  noRegion: '활동 지역 미설정',
  regionLabel: '활동 지역',
  joinedMonth: (year: number, month: number) => `${year}년 ${month}월 가입`,
  editProfile: '프로필 수정',
  editInterests: '관심사 설정',

  // counts (spec §2 Profile)
  participatedGroups: '참여 중인 모임',
  ownedGroups: '운영 중인 모임',
  writtenPosts: '작성한 글',

  // tabs
  tabsLabel: '프로필 탭',
  tabGroups: (count: number) => `모임 (${count})`,
  tabPosts: '작성한 글',
  tabActivity: '활동 정보',
  groupsFilterLabel: '모임 종류',
  allGroups: '전체',
  ownedOnly: '운영 중',
  loadMore: '더 보기',
  loadFailed: '목록을 불러오지 못했어요.',
  retry: '다시 시도',
  loading: '불러오는 중',
  groupsEmptyTitle: '아직 참여한 모임이 없어요',
  ownedEmptyTitle: '운영 중인 모임이 없어요',
  groupsEmptyBody: '관심사에 맞는 동네 모임을 찾아 가입해보세요.',
  findGroups: '모임 찾기',
  postsEmptyTitle: '아직 작성한 글이 없어요',
  postsEmptyOwnBody: '가입한 모임에서 첫 글을 남겨보세요.',
  postsHiddenBody: '비공개 모임에 쓴 글은 그 모임 멤버에게만 보여요.',
  postsListLabel: '작성한 글 목록',
  likes: (count: number) => `좋아요 ${count}`,
  comments: (count: number) => `댓글 ${count}`,
  imagesAttached: (count: number) => `사진 ${count}장`,

  // activity tab
  statsLabel: '활동 통계',
  statParticipated: '참여 모임',
  statOwned: '운영 모임',
  statPosts: '게시글',
  statLikes: '받은 좋아요',
  interestsTitle: '관심 카테고리',
  interestsEmpty: '아직 설정한 관심 카테고리가 없어요.',
  interestsEmptyOwn: '관심사를 설정하면 나에게 맞는 모임을 추천해드려요.',
  setInterests: '관심사 설정하기',

  // edit-profile modal (spec §2)
  editTitle: '프로필 수정',
  photoLabel: '프로필 사진',
  photoHint: 'JPG, PNG 최대 5MB',
  photoChange: '사진 변경',
  photoRemove: '사진 삭제',
  photoUploading: '사진을 올리는 중',
  nicknameLabel: '닉네임',
  nicknamePlaceholder: '2~20자로 입력해주세요',
  bioLabel: '자기소개',
  bioPlaceholder: '좋아하는 활동이나 자주 가는 동네를 소개해주세요.',
  bioCount: (length: number) => `${length}/500`,
  cancel: '취소',
  save: '저장',
  saving: '저장 중…',
  profileUpdated: '프로필이 업데이트되었습니다',
  profileUpdateFailed: '프로필 업데이트에 실패했습니다',
  imageUploaded: '프로필 이미지가 업로드되었습니다',
  imageUploadFailed: '프로필 이미지 업로드에 실패했습니다',

  // interests modal (spec §2)
  interestsModalTitle: '관심사 설정',
  interestsModalBody: '관심 있는 카테고리를 골라주세요. 여러 개 고를 수 있어요.',
  interestsSelected: (count: number) => `${count}개 선택됨`,
  subCategoriesToggle: (name: string) => `${name} 세부 카테고리`,
  interestsUpdated: '관심 카테고리가 업데이트되었습니다',
  interestsUpdateFailed: '관심 카테고리 업데이트에 실패했습니다',
  categoriesLoading: '카테고리를 불러오는 중',

  // missing user (spec §8)
  userNotFound: '사용자를 찾을 수 없습니다',
  userNotFoundBody: '탈퇴했거나 주소가 잘못되었을 수 있어요.',
  goHome: '홈으로 가기',
  profileLoadFailed: '프로필을 불러오지 못했어요. 잠시 후 다시 시도해주세요.',
} as const;
