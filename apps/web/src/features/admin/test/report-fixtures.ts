import type { Page, ReportQueueItem } from '@dongne/contract';

export const reportedPost: ReportQueueItem = {
  targetType: 'POST',
  targetId: 41,
  snapshot: {
    text: '싸게 팝니다 연락주세요 010-0000-0000',
    imageUrls: ['/uploads/post/a.png'],
    authorId: 7,
    authorNickname: '광고왕',
    groupId: 3,
    groupName: '한강 러닝 크루',
  },
  isHidden: true,
  isDeleted: false,
  reportCount: 2,
  reports: [
    {
      id: 101,
      reporterId: 11,
      reporterNickname: '이웃1',
      reason: 'SPAM',
      detail: '같은 글을 계속 올려요',
      createdAt: '2026-11-20T01:00:00.000Z',
    },
    { id: 102, reporterId: 12, reporterNickname: '이웃2', reason: 'PRIVACY', detail: null, createdAt: '2026-11-20T02:00:00.000Z' },
  ],
  firstReportedAt: '2026-11-20T01:00:00.000Z',
  resolvedAt: null,
  resolution: null,
  resolutionReason: null,
};

export const reportedUser: ReportQueueItem = {
  targetType: 'USER',
  targetId: 9,
  snapshot: { text: '욕설닉네임 · 자기소개', imageUrls: [], authorId: 9, authorNickname: '욕설닉네임', groupId: null, groupName: null },
  isHidden: false,
  isDeleted: false,
  reportCount: 1,
  reports: [
    {
      id: 103,
      reporterId: 13,
      reporterNickname: '이웃3',
      reason: 'ABUSE',
      detail: '닉네임이 욕설입니다',
      createdAt: '2026-11-21T01:00:00.000Z',
    },
  ],
  firstReportedAt: '2026-11-21T01:00:00.000Z',
  resolvedAt: null,
  resolution: null,
  resolutionReason: null,
};

export const resolvedGroup: ReportQueueItem = {
  targetType: 'GROUP',
  targetId: 5,
  snapshot: { text: '불법 도박 모임', imageUrls: [], authorId: 8, authorNickname: '모임장', groupId: 5, groupName: '불법 도박 모임' },
  isHidden: false,
  isDeleted: true,
  reportCount: 3,
  reports: [{ id: 104, reporterId: 14, reporterNickname: '이웃4', reason: 'ILLEGAL', detail: null, createdAt: '2026-11-19T01:00:00.000Z' }],
  firstReportedAt: '2026-11-19T01:00:00.000Z',
  resolvedAt: '2026-11-19T05:00:00.000Z',
  resolution: 'DELETE_GROUP',
  resolutionReason: '도박 홍보',
};

export function pageOf<T>(content: T[], number = 0, totalPages = 1): Page<T> {
  return {
    content,
    number,
    size: 20,
    totalElements: content.length,
    totalPages,
    first: number === 0,
    last: number >= totalPages - 1,
    empty: content.length === 0,
  };
}
