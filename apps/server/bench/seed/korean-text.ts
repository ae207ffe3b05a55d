/**
 * Korean text for the generated data: group names, descriptions and tags by category, post
 * bodies, comments, chat lines, event titles and nicknames. Search and list endpoints are
 * measured on this text, so it has the lengths and the word mix of the real thing.
 */
import type { Random } from './random.ts';

/** What a group is about: a sub-category's keyword, its top-level theme and its district. */
export type Topic = { keyword: string; theme: number; district: string };

/** Words and lines of each top-level category (ids of categories.json). */
const THEMES: Record<number, { tags: string[]; lines: string[]; places: string[] }> = {
  1: {
    tags: ['봉사', '나눔', '플로깅', '유기견', '재능기부', '헌혈', '환경', '함께해요'],
    lines: [
      '이번 달 봉사 일정 공유드려요.',
      '처음 오시는 분도 부담 없이 오세요.',
      '장갑과 봉투는 모임에서 준비합니다.',
      '봉사 시간 인증서 발급 가능합니다.',
    ],
    places: ['동네 주민센터 앞', '한강공원 입구', '보호소 정문', '구립 복지관 1층'],
  },
  2: {
    tags: ['동네친구', '친목', '퇴근후', '번개', '또래', '네트워킹', '수다', '맛집'],
    lines: [
      '퇴근하고 가볍게 한잔 하실 분!',
      '새로 오신 분들 환영합니다.',
      '다들 이번 주도 고생 많으셨어요.',
      '부담 없이 얼굴 보는 모임이에요.',
    ],
    places: ['역 2번 출구 앞', '동네 호프집', '골목 카페', '단골 포차'],
  },
  3: {
    tags: ['맛집', '카페투어', '와인', '베이킹', '전통주', '맥주', '요리', '디저트'],
    lines: [
      '지난번 갔던 집 정말 맛있었어요.',
      '이번엔 웨이팅 없는 곳으로 찾아봤어요.',
      '사진 보니 또 가고 싶네요.',
      '추천 메뉴 있으면 댓글로 알려주세요.',
    ],
    places: ['골목 파스타집', '루프탑 카페', '동네 와인바', '공유 주방'],
  },
  4: {
    tags: ['러닝', '등산', '풋살', '배드민턴', '테니스', '클라이밍', '요가', '헬스', '자전거', '수영'],
    lines: ['오늘 페이스 다들 좋았어요.', '초보자 코스도 따로 있어요.', '운동 끝나고 스트레칭 꼭 하세요.', '비 오면 실내로 바꿉니다.'],
    places: ['한강공원 잠실지구', '구민체육센터', '북한산 입구', '동네 풋살장', '실내 클라이밍장'],
  },
  5: {
    tags: ['여행', '캠핑', '트레킹', '낚시', '국내여행', '차박', '등산', '주말여행'],
    lines: ['다음 여행지 투표 올립니다.', '준비물 목록 정리해봤어요.', '날씨가 좋아서 다행이었어요.', '차량 동승 원하시면 말씀 주세요.'],
    places: ['서울역 대합실', '가평 캠핑장', '터미널 앞', '양평 두물머리'],
  },
  6: {
    tags: ['뮤지컬', '전시회', '콘서트', '영화', '밴드', '보컬', '댄스', '페스티벌'],
    lines: ['이번 공연 후기 남겨요.', '티켓 오픈 일정 공유합니다.', '연습실 예약 완료했어요.', '다음엔 다 같이 관람해요.'],
    places: ['대학로 소극장 앞', '미술관 로비', '합주실', '영화관 매표소'],
  },
  7: {
    tags: ['사진', '출사', '필름카메라', '영상', '브이로그', '야경', '인물사진', '보정'],
    lines: ['출사 사진 공유합니다.', '이번 주 주제는 골목 풍경이에요.', '보정 팁 알려드릴게요.', '삼각대 챙겨오세요.'],
    places: ['서울숲 입구', '익선동 골목', '남산 전망대', '북촌 한옥마을'],
  },
  8: {
    tags: ['보드게임', '방탈출', '온라인게임', '롤', 'e스포츠', '머더미스터리', '카드게임', '오락실'],
    lines: ['새 보드게임 들여왔어요.', '방탈출 난이도 높은 테마 도전해요.', '이번 주 랭크 같이 돌려요.', '룰 모르셔도 알려드려요.'],
    places: ['보드게임 카페', '방탈출 카페 앞', 'PC방', '스터디룸'],
  },
  9: {
    tags: ['독서', '독서모임', '글쓰기', '인문학', '철학', '역사', '북토크', '필사'],
    lines: ['이번 달 책 정했습니다.', '발제문 올려두었어요.', '인상 깊은 구절 나눠요.', '다 못 읽으셔도 참여 가능해요.'],
    places: ['동네 책방', '구립 도서관 세미나실', '북카페', '스터디 카페'],
  },
  10: {
    tags: ['영어', '일본어', '중국어', '스페인어', '언어교환', '회화', '스터디', '프리토킹'],
    lines: ['오늘 표현 정리해서 올려요.', '원어민 친구도 함께해요.', '레벨 상관없이 환영합니다.', '숙제는 다음 주까지예요.'],
    places: ['역 앞 스터디 카페', '언어교환 라운지', '회의실 대여 공간', '북카페'],
  },
  11: {
    tags: ['재테크', '주식', '부동산', '경제공부', 'ETF', '가계부', '투자', '절약'],
    lines: ['이번 주 경제 뉴스 정리입니다.', '투자는 각자 판단으로 해주세요.', '가계부 양식 공유해요.', '청약 일정 정리했어요.'],
    places: ['스터디룸', '공유 오피스 라운지', '역 앞 카페', '세미나실'],
  },
  12: {
    tags: ['기독교', '천주교', '불교', '성경공부', '명상', '템플스테이', '찬양', '나눔'],
    lines: ['이번 주 말씀 나눔 준비했어요.', '함께 기도해요.', '명상 시간 공유합니다.', '조용히 쉬어가는 모임이에요.'],
    places: ['교회 소모임실', '성당 교리실', '사찰 입구', '명상 센터'],
  },
  13: {
    tags: ['원데이클래스', '공예', '플라워', '드로잉', '캔들', '향수', '도자기', '가죽공예'],
    lines: ['재료비는 현장에서 받아요.', '완성작 사진 올려주세요.', '다음 클래스 주제 추천받아요.', '초보도 두 시간이면 완성해요.'],
    places: ['공방', '플라워 스튜디오', '화실', '문화센터 강의실'],
  },
  14: {
    tags: ['자기계발', '스터디', '반려동물', '자유주제', '모닝루틴', '산책', '미라클모닝', '챌린지'],
    lines: ['오늘의 인증 올려요.', '이번 주 목표 공유해요.', '강아지 산책 같이해요.', '꾸준함이 제일 어렵네요.'],
    places: ['동네 공원', '스터디 카페', '반려견 놀이터', '공유 라운지'],
  },
};

const PREFIXES = ['', '', '퇴근 후', '주말', '직장인', '평일 저녁', '초보 환영', '2030', '아침', '느슨한', '매주', '우리동네'];
const SUFFIXES = ['모임', '크루', '클럽', '동호회', '스터디', '메이트', '원정대', '같이해요', '소모임', '한마당'];
const DAYS = ['월요일', '화요일', '수요일', '목요일', '금요일', '토요일', '일요일'];
const TIMES = ['오전 7시', '오전 10시', '오후 2시', '오후 7시', '저녁 7시 반', '밤 9시'];

const INTROS = [
  (t: Topic) => `${t.district}에서 ${t.keyword} 좋아하는 직장인들이 모였어요.`,
  (t: Topic) => `${t.keyword}에 관심 있는 분이라면 누구나 환영합니다.`,
  (t: Topic) => `회사 끝나고 ${t.district} 근처에서 함께 ${t.keyword} 해요.`,
  (t: Topic) => `${t.keyword} 처음이신 분도 천천히 같이 배워가요.`,
];
const DESCRIPTION_LINES = [
  '정기 모임은 한 달에 두 번 있어요.',
  '무리한 참여 강요는 없어요.',
  '서로 존중하는 분위기를 지켜주세요.',
  '연령, 경력 상관없이 즐겁게 활동해요.',
  '채팅방에서 일정과 소식을 나눕니다.',
  '모임 후 가볍게 식사도 해요.',
  '가입 후 간단한 자기소개 부탁드려요.',
  '노쇼는 세 번이면 정리될 수 있어요.',
];
const POST_OPENERS = ['안녕하세요!', '다들 잘 지내셨나요?', '공지입니다.', '후기 남겨요.', '질문 있어요.', '오랜만에 글 써요.', ''];
const POST_LINES = [
  (t: Topic, r: Random) => `${r.pick(DAYS)} ${r.pick(TIMES)}에 ${t.district}에서 ${t.keyword} 하실 분 계신가요?`,
  (t: Topic) => `지난번 ${t.keyword} 모임 정말 즐거웠어요.`,
  (t: Topic) => `${t.keyword} 관련해서 좋은 정보 있으면 공유해주세요.`,
  (_t: Topic, r: Random) => `다음 모임은 ${r.pick(DAYS)}로 잡아볼까 해요.`,
  () => '참석 여부 댓글로 남겨주시면 인원 맞춰 예약할게요.',
  () => '날이 추워졌으니 따뜻하게 입고 오세요.',
  () => '처음 오신 분들 자기소개 한 번씩 부탁드려요.',
  () => '사진은 채팅방에도 올려두었어요.',
];
const COMMENTS = [
  '좋아요!',
  '저도 참석할게요 🙋',
  '다음엔 꼭 갈게요.',
  '공유 감사합니다.',
  '와 사진 너무 예뻐요.',
  '시간 조금 늦을 것 같아요.',
  '혹시 준비물 있나요?',
  '저번에 정말 재밌었어요 ㅎㅎ',
  '저 이번 주는 어려울 것 같아요 ㅠㅠ',
  '장소 어디쯤인지 알 수 있을까요?',
  '고생 많으셨어요!',
  '찬성합니다 👍',
];
const CHAT_LINES = [
  '안녕하세요~',
  '오늘 몇 시에 만나요?',
  '저 지금 출발합니다!',
  '조금 늦어요 죄송해요 ㅠ',
  'ㅋㅋㅋㅋ',
  '사진 올려주세요!',
  '수고하셨습니다~',
  '다음 주에 봬요',
  '혹시 주차 되나요?',
  '도착했어요. 입구 앞이에요.',
  '오늘 날씨 좋네요',
  '네 좋아요!',
  '저도요 ㅎㅎ',
  '공지 확인 부탁드려요',
];
const EVENT_TITLES = [
  (t: Topic, month: number) => `${month}월 ${t.keyword} 정기 모임`,
  (t: Topic) => `${t.district} ${t.keyword} 번개`,
  (t: Topic) => `초보 환영 ${t.keyword} 데이`,
  (t: Topic) => `주말 ${t.keyword} 함께해요`,
  (t: Topic, month: number) => `${month}월 송년 ${t.keyword} 파티`,
];
const ADJECTIVES = [
  '행복한',
  '느긋한',
  '부지런한',
  '용감한',
  '졸린',
  '신나는',
  '다정한',
  '씩씩한',
  '조용한',
  '배고픈',
  '반짝이는',
  '수줍은',
];
const ANIMALS = ['수달', '판다', '고양이', '강아지', '펭귄', '다람쥐', '여우', '토끼', '곰', '고래', '참새', '거북이'];
const GIVEN_NAMES = ['민준', '서연', '지호', '하은', '도윤', '지우', '서준', '수아', '예준', '지민', '현우', '유진', '은서', '건우'];
const BIOS = ['운동 좋아하는 직장인입니다.', '주말마다 새로운 걸 배워요.', '동네 친구 찾고 있어요!', '책과 커피를 좋아합니다.', '', ''];

/** "성남시 분당구" → "분당", "강남구" → "강남": how people name a district in a group name. */
export function shortDistrict(district: string): string {
  const last = district.split(' ').at(-1) ?? district;
  return last.length > 2 ? last.replace(/[구시]$/, '') : last;
}

/** A sub-category's searchable keyword: "요가·필라테스" → "요가" or "필라테스". */
export function keywordOf(subCategoryName: string, random: Random): string {
  return random.pick(subCategoryName.split(/[·\s]/).filter((part) => part.length >= 2));
}

export function themeTags(topic: Topic, random: Random): string[] {
  const tags = new Set([topic.keyword.replaceAll(' ', ''), shortDistrict(topic.district)]);
  for (const tag of random.sample(THEMES[topic.theme]?.tags ?? [], random.int(1, 4))) tags.add(tag);
  return [...tags].slice(0, 10);
}

export function groupName(topic: Topic, random: Random): string {
  const prefix = random.pick(PREFIXES);
  const words = [random.chance(0.6) ? shortDistrict(topic.district) : '', prefix, topic.keyword, random.pick(SUFFIXES)];
  return words.filter((word) => word.length > 0).join(' ');
}

export function groupDescription(topic: Topic, random: Random): string {
  const theme = THEMES[topic.theme];
  const lines = [random.pick(INTROS)(topic), ...random.sample(DESCRIPTION_LINES, random.int(1, 3))];
  if (theme) lines.push(random.pick(theme.lines));
  return lines.join(' ');
}

export function postContent(topic: Topic, random: Random): string {
  const opener = random.pick(POST_OPENERS);
  const lines = random.sample(POST_LINES, random.int(1, 4)).map((line) => line(topic, random));
  if (random.chance(0.5)) lines.push(random.pick(THEMES[topic.theme]?.lines ?? ['']));
  return [opener, ...lines].filter((line) => line.length > 0).join(random.chance(0.3) ? '\n' : ' ');
}

export function commentContent(topic: Topic, random: Random): string {
  return random.chance(0.2) ? `${topic.keyword} ${random.pick(COMMENTS)}` : random.pick(COMMENTS);
}

export function chatLine(random: Random): string {
  return random.pick(CHAT_LINES);
}

export function eventTitle(topic: Topic, month: number, random: Random): string {
  return random.pick(EVENT_TITLES)(topic, month).slice(0, 100);
}

export function eventPlace(topic: Topic, random: Random): string {
  return `${topic.district} ${random.pick(THEMES[topic.theme]?.places ?? ['모임 장소'])}`;
}

/** Unique because the user id ends it; at most 20 characters. */
export function nickname(userId: number, random: Random): string {
  const stem = random.chance(0.5) ? `${random.pick(ADJECTIVES)}${random.pick(ANIMALS)}` : random.pick(GIVEN_NAMES);
  return `${stem}${userId}`;
}

export function bio(random: Random): string | null {
  return random.pick(BIOS) || null;
}
