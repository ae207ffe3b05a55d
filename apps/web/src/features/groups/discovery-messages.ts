/** Texts of discovery (contract §14): the district picker, card extras, home lists and onboarding. */
export const DISCOVERY_TEXT = {
  districtLabel: '동네',
  districtSearchLabel: '동네 이름으로 찾기',
  districtSearchPlaceholder: '예: 마포구, 분당',
  districtNoMatch: '찾는 동네가 없어요',
  seoulGroup: '서울',
  businessGroup: '인근 업무지구',
  nearToggle: '가까운 동네 포함',
  nearHint: '고른 동네와 맞닿은 동네의 모임도 함께 보여줘요',
  myDistrictBadge: '내 동네',
  selectedDistricts: '고른 동네',
  removeDistrict: (name: string) => `${name} 빼기`,
  districtsSummary: (first: string, more: number) => (more > 0 ? `${first} 외 ${more}곳` : first),
  showResults: (count: number | null) => (count === null ? '모임 보기' : `${count.toLocaleString('ko-KR')}개 모임 보기`),
  nearFilter: '가까운 동네 포함',
  // where a search looks, and where else it could (contract §14)
  searchScope: (place: string, isMine: boolean, near: boolean) =>
    `${isMine ? '내 동네 ' : ''}${near ? `${withAnd(place)} 가까운 동네` : place}에서 검색 중`,
  searchNear: (count: number) => `가까운 동네에서 찾기 (${count.toLocaleString('ko-KR')})`,
  searchEverywhere: (count?: number) =>
    count === undefined ? '서울 전체에서 찾기' : `서울 전체에서 찾기 (${count.toLocaleString('ko-KR')})`,
  emptyHereTitle: (place: string) => `${place}에서는 찾지 못했어요`,
  emptyHereBody: '다른 동네에는 있어요. 범위를 넓혀서 찾아볼까요?',
  emptyAnywhereTitle: '아직 이런 모임이 없어요',
  emptyAnywhereBody: (place: string) =>
    `${place}에도, 서울 전체에도 아직 없어요. 다른 검색어로 찾아보거나 직접 모임을 만들어 이웃을 모아보세요.`,
  popularListTitle: '인기 모임',
  // cards
  joinedBadge: '참여 중',
  newPosts: (count: number) => `새 글 ${count}`,
  newPostsLabel: (count: number) => `최근 7일 새 글 ${count}개`,
  nextEvent: (when: string) => `다음 일정 ${when}`,
  avatarsLabel: (count: number) => `멤버 ${count}명`,
  // home
  // The popular list is all of Seoul, the 동네 and its neighbours first: the title names the
  // list, the line under it the order, so a card from another district is no surprise.
  popularNearBody: (district: string) => `${withAnd(district)} 가까운 모임부터, 최근 2주 동안 활동이 많은 순이에요`,
  popularBody: '최근 2주 동안 활동이 많은 모임이에요',
  /** What the recommendation was worked out from: only what the member has chosen is named. */
  recommendedBody: (district: string | null, hasInterests: boolean) =>
    district && hasInterests
      ? `관심사와 ${district} 근처를 바탕으로 골랐어요`
      : district
        ? `${district} 근처에서 활동이 많은 모임을 골랐어요`
        : hasInterests
          ? '관심사를 바탕으로 골랐어요'
          : '요즘 활동이 많은 모임을 골랐어요. 관심사와 동네를 고르면 더 잘 맞춰드려요',
  heroTileLabel: (name: string) => `${name} 모임 찾기`,
  // onboarding
  onboardingTitle: '나에게 맞는 모임을 찾아드릴게요',
  onboardingStep: (step: number, total: number) => `${step}/${total}단계`,
  interestsStepTitle: '어떤 모임에 관심 있나요?',
  interestsStepBody: '관심사를 고르면 맞는 모임을 먼저 보여드려요. 여러 개 골라도 돼요.',
  districtsStepTitle: '어느 동네에서 모일까요?',
  districtsStepBody: '사는 곳이나 회사 근처 동네를 골라주세요. 최대 2곳까지 고를 수 있어요.',
  districtsMax: '동네는 최대 2곳까지 고를 수 있어요',
  skip: '건너뛰기',
  next: '다음',
  back: '이전',
  finish: '완료',
  saving: '저장 중…',
  saveFailed: '저장하지 못했어요. 잠시 후 다시 시도해주세요.',
  onboardingDone: '관심사와 동네를 저장했어요',
} as const;

/** `place` with 와 or 과, as its last syllable asks (마포구와, 강남구 외 1곳과). */
function withAnd(place: string): string {
  const code = place.codePointAt(place.length - 1) ?? 0;
  const hasFinal = code >= 0xac00 && code <= 0xd7a3 && (code - 0xac00) % 28 !== 0;
  return `${place}${hasFinal ? '과' : '와'}`;
}
