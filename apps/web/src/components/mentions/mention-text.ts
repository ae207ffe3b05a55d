/** Korean texts of @멘션 (contract §21), shared by chat, posts and comments. */
export const MENTION_TEXT = {
  /** The picker's name: the members '@' offers. */
  picker: '멘션할 멤버',
  /** Read out after a mention of the reader themselves. */
  ofMe: '나를 언급',
} as const;
