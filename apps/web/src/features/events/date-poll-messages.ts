import type { DatePollAnswer } from '@dongne/contract';

/**
 * Korean texts of 일정 조율 (date polls, contract §20) on the group's 이벤트 tab. Wording the
 * server also sends comes from the contract's DATE_POLL_MSG.
 */
export { DATE_POLL_MSG } from '@dongne/contract';

export const ANSWER_TEXT: Record<DatePollAnswer, string> = { YES: '가능', MAYBE: '애매', NO: '불가' };

export const DATE_POLL_TEXT = {
  sectionTitle: '일정 조율',
  sectionHint: '언제 모일지 정하기 어렵다면 후보 시간을 올리고 멤버들에게 물어보세요.',
  create: '일정 조율 만들기',
  loadFailed: '일정 조율을 불러오지 못했어요',
  // composer
  composerTitle: '일정 조율 만들기',
  title: '제목',
  titlePlaceholder: '예: 12월 송년회 언제 할까요?',
  slotsLegend: '후보 시간',
  slotsHint: '날짜와 시간을 골라 후보를 2개 이상 추가해주세요. 오늘부터 60일 안에서 고를 수 있어요.',
  date: '날짜',
  startTime: '시작',
  endTime: '끝',
  addSlot: '후보 추가',
  removeSlot: (label: string) => `${label} 후보 빼기`,
  noSlots: '아직 추가한 후보가 없어요',
  slotCount: (count: number, max: number) => `${count}/${max}개`,
  submit: '올리기',
  cancel: '취소',
  created: '일정 조율을 올렸어요',
  createFailed: '일정 조율을 올리지 못했어요',
  // card
  label: (title: string) => `일정 조율: ${title}`,
  by: (nickname: string) => `${nickname}님이 올림`,
  voters: (count: number) => `${count}명 응답`,
  closedBadge: '마감',
  decidedBadge: '일정 확정',
  bestBadge: '가장 많이 가능',
  answerLegend: (slot: string) => `${slot}에 참석할 수 있나요?`,
  counts: (yes: number, maybe: number, no: number) => `가능 ${yes} · 애매 ${maybe} · 불가 ${no}`,
  showNames: (slot: string) => `${slot} 응답한 사람 보기`,
  noAnswers: '아직 응답한 사람이 없어요',
  slotsLabel: (title: string) => `${title} 후보 시간`,
  mineLabel: '내 응답',
  answered: '응답을 저장했어요',
  answerFailed: '응답을 저장하지 못했어요',
  makeEvent: '이 시간으로 일정 만들기',
  makeEventOf: (slot: string) => `${slot}으로 일정 만들기`,
  viewEvent: '만든 일정 보기',
  close: '마감하기',
  closeConfirm: '마감하면 더 이상 응답을 받지 않아요. 후보 중 하나로 일정은 계속 만들 수 있어요.',
  closed: '일정 조율을 마감했어요',
  delete: '삭제',
  deleteTitle: '일정 조율을 삭제할까요?',
  deleteConfirm: '응답도 함께 지워져요. 이미 만든 일정은 그대로 남아요.',
  deleted: '일정 조율을 삭제했어요',
  actionFailed: '요청을 처리하지 못했어요',
  // making the event
  eventDialogTitle: '이 시간으로 일정 만들기',
  eventWhen: '일시',
  eventTitle: '일정 제목',
  eventLocation: '장소',
  eventLocationPlaceholder: '비워두면 ‘장소 미정’으로 만들어요',
  eventMax: '최대 인원',
  eventMaxPlaceholder: '비워두면 모임 정원만큼 받아요',
  eventNotice: '응답한 멤버들에게 알림이 가요. 참가 신청은 각자 일정 페이지에서 할 수 있어요.',
  eventSubmit: '일정 만들기',
  eventCreated: '일정을 만들었어요',
  eventFailed: '일정을 만들지 못했어요',
  // on the event page
  fromPoll: '일정 조율로 정한 일정이에요',
  toPoll: '응답 보기',
} as const;
