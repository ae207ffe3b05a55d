/** Korean texts of a public group's preview for non-members (contract §14). */
export const GROUP_PREVIEW_TEXT = {
  recentPosts: '최근 게시글',
  noPosts: '아직 게시글이 없어요.',
  joinToRead: '가입하면 전체 글과 댓글, 사진을 볼 수 있어요.',
  upcomingEvents: '다가오는 이벤트',
  noEvents: '예정된 이벤트가 없어요.',
  online: '온라인',
  offline: '오프라인',
  seats: (count: number, max: number) => `참석 ${count}/${max}명`,
  members: '함께하는 멤버',
  memberCount: (count: number) => `${count}명`,
} as const;
