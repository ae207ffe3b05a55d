import type { Me, Profile } from '@dongne/contract';

/** A profile as GET /users/profile/{id} answers it. */
export function buildProfile(overrides: Partial<Profile> = {}): Profile {
  return {
    id: 7,
    nickname: '성수동러너',
    bio: '퇴근 후 서울숲을 달려요.',
    profileImage: null,
    location: { city: '서울특별시', district: '성동구' },
    createdAt: '2026-11-03T10:00:00',
    postCount: 3,
    likeCount: 11,
    groupCount: 4,
    ownedGroupCount: 1,
    participatedGroupCount: 3,
    interests: [],
    interestCategoryIds: [],
    ...overrides,
  };
}

/** The signed-in user's own view, as GET /users/profile and the profile writes answer it. */
export function buildMe(overrides: Partial<Me> = {}): Me {
  return {
    ...buildProfile(),
    email: 'runner@example.com',
    company: { id: 1, name: '테스트 주식회사' },
    userLocation: null,
    locationIds: [],
    role: 'USER',
    ...overrides,
  };
}
