import type { Category } from '@dongne/contract';

// Spec §3 fallback list A: 14 top-level categories, sub-category ids = top id × 100 + sequence.
// Same ids and names as the server's reference data, so a filter chosen from the fallback still matches.
const TREE: ReadonlyArray<readonly [id: number, name: string, description: string, subs: readonly string[]]> = [
  [1, '봉사활동', '함께 나누고 돕는 봉사 모임', ['환경 정화', '재능 기부', '유기동물 보호', '아동·어르신 돌봄', '헌혈·캠페인']],
  [2, '사교/동네친구', '동네 이웃, 또래 직장인과의 친목', ['동네친구', '또래 모임', '직장인 네트워킹', '퇴근 후 번개', '싱글 모임']],
  [3, '맛집/요리/술', '맛집 탐방부터 요리, 술 한잔까지', ['맛집 탐방', '카페 투어', '요리·베이킹', '와인', '맥주·전통주']],
  [
    4,
    '운동/스포츠/관람',
    '몸을 움직이는 모든 활동',
    [
      '러닝',
      '등산',
      '축구·풋살',
      '농구',
      '배드민턴',
      '테니스',
      '볼링',
      '요가·필라테스',
      '헬스·크로스핏',
      '클라이밍',
      '자전거',
      '수영',
      '골프',
      '야구·축구 관람',
    ],
  ],
  [5, '여행/아웃도어', '가까운 나들이부터 캠핑까지', ['국내 여행', '해외 여행', '캠핑', '낚시', '트레킹']],
  [
    6,
    '문화/공연/음악/축제',
    '함께 보고 듣고 즐기기',
    ['뮤지컬·연극', '전시회', '콘서트·페스티벌', '영화', '악기 연주', '노래·보컬', '댄스'],
  ],
  [7, '사진/영상', '찍고 편집하고 나누기', ['사진 출사', '영상 제작', '필름 카메라']],
  [8, '게임/오락', '보드게임부터 방탈출까지', ['보드게임', '온라인 게임', '방탈출', 'e스포츠 관람']],
  [9, '독서/인문학', '읽고 쓰고 생각하기', ['독서 모임', '글쓰기', '인문학·철학', '역사']],
  [10, '외국어', '함께 배우는 외국어', ['영어', '일본어', '중국어', '스페인어', '언어 교환']],
  [11, '재테크', '투자와 경제 공부', ['주식·투자', '부동산', '가상자산', '경제 공부']],
  [12, '종교', '신앙 생활과 나눔', ['기독교', '천주교', '불교']],
  [13, '원데이클래스', '하루 만에 배우는 취미', ['공예·만들기', '플라워', '드로잉', '향수·캔들']],
  [14, '기타/자유주제', '어디에도 속하지 않는 모든 주제', ['자유 주제', '반려동물', '자기계발', '스터디']],
];

export const FALLBACK_CATEGORIES: Category[] = TREE.map(([id, name, description, subs]) => ({
  id,
  name,
  description,
  displayOrder: id,
  groupCount: 0,
  iconUrl: null,
  subCategories: subs.map((subName, index) => ({ id: id * 100 + index + 1, name: subName, parentId: id, categoryId: id })),
}));
