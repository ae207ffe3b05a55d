/** Texts of the phone-first frame, kept apart from messages.ts so parallel edits do not collide. */
export const LAYOUT_TEXT = {
  skipToContent: '본문으로 건너뛰기',
  tabBar: '하단 메뉴',
} as const;
