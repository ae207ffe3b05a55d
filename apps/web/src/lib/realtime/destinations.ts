/** STOMP destinations of contract §7, in one place for the chat feature and the notifications glue. */
export const destinations = {
  groupTopic: (groupId: number) => `/topic/group.${groupId}`,
  typingTopic: (groupId: number) => `/topic/group.${groupId}.typing`,
  /** Contract §20: which poll of the group changed, `{type: POLL_CHANGED, pollId}`. */
  pollTopic: (groupId: number) => `/topic/group.${groupId}.polls`,
  /** Contract §20: which date poll (일정 조율) of the group changed, `{type: DATE_POLL_CHANGED, pollId}`. */
  datePollTopic: (groupId: number) => `/topic/group.${groupId}.date-polls`,
  readsTopic: (groupId: number) => `/topic/group.${groupId}.reads`,
  userNotifications: '/user/queue/notifications',
  sendMessage: (groupId: number) => `/app/chat.sendMessage/${groupId}`,
  typing: (groupId: number) => `/app/chat.typing/${groupId}`,
  stopTyping: (groupId: number) => `/app/chat.stopTyping/${groupId}`,
  markRead: (groupId: number) => `/app/chat.read/${groupId}`,
  deleteMessage: (groupId: number, messageId: number) => `/app/chat.deleteMessage/${groupId}/${messageId}`,
} as const;
