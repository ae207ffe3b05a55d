import { CHAT_MESSAGE_MAX, CHAT_MSG } from '@dongne/contract';

export { CHAT_MSG };

/** Korean texts of the group chat panel; the server's own sentences come from the contract's CHAT_MSG. */
export const CHAT_TEXT = {
  panelLabel: '모임 채팅',
  memberCount: (count: number) => `멤버 ${count}명`,
  listLabel: '채팅 메시지',
  loading: '메시지를 불러오는 중',
  loadEarlier: '이전 메시지 보기',
  loadingEarlier: '이전 메시지를 불러오는 중',
  beginning: '대화의 처음이에요',
  emptyTitle: '아직 대화가 없어요',
  emptyBody: '먼저 인사를 건네 보세요. 모임 멤버 모두가 함께 보는 채팅방이에요.',
  // spec §8: failed to load the chat room
  loadFailed: '채팅방을 불러오지 못했습니다',
  retry: '다시 시도',
  newMessages: '새 메시지',
  // read positions (contract §21)
  readUpToHere: '여기까지 읽었습니다',
  roomsTab: '채팅',
  roomListLabel: '내 채팅방',
  // reactions (공감, contract §21)
  react: '공감하기',
  reactionPicker: '공감 고르기',
  reactionsOf: '공감',
  reactionFailed: '공감을 남기지 못했습니다.',
  // replies (답장, contract §21)
  reply: '답장',
  replyingTo: (nickname: string) => `${nickname}님에게 답장`,
  cancelReply: '답장 취소',
  /** Around the quote above a reply's bubble, for screen readers: whose message it answers, and where a tap goes. */
  quoteOf: (nickname: string) => `${nickname}님의 메시지에 답장:`,
  openQuote: '(원래 메시지로 이동)',
  quoteNotLoaded: '원래 메시지가 더 위에 있어요. 이전 메시지를 불러와 주세요.',
  // the room notice (공지, contract §21)
  notice: '공지',
  noticeRegion: '채팅방 공지',
  pinNotice: '공지로 등록',
  unpinNotice: '공지 내리기',
  expandNotice: '공지 펼치기',
  collapseNotice: '공지 접기',
  noticeFailed: '공지를 바꾸지 못했어요. 잠시 후 다시 시도해주세요.',
  /** A room whose pushes the member turned off (알림 설정). */
  muted: '알림 꺼짐',
  noRoomsTitle: '아직 채팅방이 없어요',
  noRoomsBody: '모임에 참여하면 모임마다 채팅방이 생겨요.',
  noMessagesYet: '아직 대화가 없어요',
  unreadReaders: (count: number) => `읽지 않은 사람 ${count}명`,

  // input
  inputLabel: '메시지 입력',
  placeholder: '메시지를 입력하세요',
  inputHint: 'Enter로 보내고 Shift+Enter로 줄을 바꿔요',
  send: '보내기',
  sendImage: '이미지 보내기',
  sendFile: '파일 보내기',
  // spec §2 and §8: the file button only says this
  fileSoon: '파일 업로드는 준비 중입니다',
  charCount: (count: number) => `${count}/${CHAT_MESSAGE_MAX}`,
  tooLong: CHAT_MSG.messageMax,
  uploading: (percent: number) => `이미지 올리는 중 ${percent}%`,
  uploadingLabel: '이미지 업로드 진행률',

  // spec §8: send or delete failed (the server's message first)
  sendFailed: '메시지 전송에 실패했습니다',
  imageFailed: '이미지 전송에 실패했습니다',
  deleteFailed: '메시지 삭제에 실패했습니다',

  // the outbox (contract §7): a message the server does not hold yet
  pendingSending: '전송 중',
  pendingWaiting: '전송 중',
  pendingFailed: '전송 실패',
  resend: '다시 보내기',
  discard: '삭제',

  // the full-screen room on a phone
  back: '모임으로 돌아가기',
  openRoom: '채팅방 열기',

  // messages
  deleted: CHAT_MSG.deletedPlaceholder,
  unknownSender: '알 수 없는 사용자',
  imageAlt: (nickname: string) => `${nickname}님이 보낸 사진`,
  myImageAlt: '내가 보낸 사진',
  openImage: (alt: string) => `${alt} 크게 보기`,
  mine: '내 메시지',

  myMessageMenu: '내 메시지 메뉴',
  // delete
  deleteMessage: '메시지 삭제',
  deleteTitle: '메시지를 삭제할까요?',
  deleteBody: `삭제하면 모든 멤버에게 '${CHAT_MSG.deletedPlaceholder}'로 보여요.`,
  deleteConfirm: '삭제',
  cancel: '취소',

  // typing
  typingOne: (nickname: string) => `${nickname}님이 입력 중…`,
  typingTwo: (first: string, second: string) => `${first}님, ${second}님이 입력 중…`,
  typingMany: (first: string, others: number) => `${first}님 외 ${others}명이 입력 중…`,

  // connection
  connecting: '연결 중',
  connected: '실시간 연결됨',
  reconnecting: '재연결 중',
  reconnectingDetail: '연결이 끊겨 5초마다 다시 연결하고 있어요',
  offline: '연결 안 됨',
} as const;
