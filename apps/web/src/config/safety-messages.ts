import type { ReportTargetType } from '@dongne/contract';

/** The web app's words around reports (the shared ones are SAFETY_MSG in the contract). */
export const SAFETY_TEXT = {
  menuItem: '신고하기',
  /** The short action under a comment, beside 답글 / 수정 / 삭제. */
  commentAction: '신고',
  userMenu: '사용자 메뉴',
  eventMenu: '이벤트 메뉴',
  groupMenu: '모임 메뉴',
  reportMessageOf: (nickname: string) => `${nickname}님의 메시지 신고하기`,
  title: {
    POST: '게시글 신고',
    COMMENT: '댓글 신고',
    CHAT_MESSAGE: '메시지 신고',
    USER: '사용자 신고',
    GROUP: '모임 신고',
    EVENT: '이벤트 신고',
  } satisfies Record<ReportTargetType, string>,
  intro: '신고 사유를 알려주세요. 운영자가 확인 후 조치합니다.',
  reasonLegend: '신고 사유',
  detailLabel: '상세 내용 (선택)',
  detailPlaceholder: '운영자가 알아야 할 내용이 있다면 적어주세요',
  submit: '신고하기',
  cancel: '취소',
  failed: '신고하지 못했습니다. 잠시 후 다시 시도해주세요.',
} as const;
