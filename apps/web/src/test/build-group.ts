import type { Group } from '@dongne/contract';

let nextId = 1;

/** A group as the API answers it; every call gets its own id so lists never share keys. */
export function buildGroup(overrides: Partial<Group> = {}): Group {
  const id = nextId++;
  return {
    id,
    name: `테스트 모임 ${id}`,
    description: '동네에서 함께하는 테스트 모임입니다.',
    categoryId: 4,
    category: { id: 4, name: '운동/스포츠/관람' },
    categoryIds: [4],
    categories: [{ id: 4, name: '운동/스포츠/관람' }],
    locationId: 23,
    location: { id: 23, city: '서울특별시', district: '강남구' },
    maxMembers: 30,
    memberCount: 1,
    isPublic: true,
    isMember: false,
    membership: 'NONE',
    tags: [],
    imageUrl: null,
    createdAt: '2025-03-07T10:00:00.000Z',
    owner: { id: 1, nickname: '모임장', profileImage: null, joinedAt: '2025-03-07T10:00:00.000Z' },
    myRole: null,
    joinQuestion: null,
    memberAvatars: [],
    nextEventAt: null,
    newPostCount: null,
    viewerCan: { edit: false, delete: false, manageMembers: false, manageRoles: false, pin: false, createEvent: false },
    ...overrides,
  };
}
