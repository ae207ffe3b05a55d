/** Texts of the installable app (contract §18): offline, update and install. */
export const PWA_TEXT = {
  offline: '오프라인 상태예요. 연결되면 최신 내용으로 바뀌어요.',
  updateTitle: '새 버전이 있어요',
  updateBody: '새로고침하면 최신 버전으로 바뀌어요.',
  updateAction: '새로고침',
  installTitle: '동네모임을 홈 화면에 추가할까요?',
  installBody: '앱처럼 바로 열 수 있고, 모임 소식도 놓치지 않아요.',
  installAction: '추가하기',
  later: '나중에',
  iosTitle: '홈 화면에 추가하기',
  iosIntro: '홈 화면에 추가하면 앱처럼 바로 열리고, iPhone에서도 모임 알림을 받을 수 있어요.',
  iosStepShare: '화면 아래쪽의 공유 버튼을 누르세요.',
  iosStepAdd: '목록에서 ‘홈 화면에 추가’를 고르세요.',
  iosStepConfirm: '오른쪽 위의 ‘추가’를 누르면 끝이에요.',
  iosDone: '알겠어요',
} as const;
