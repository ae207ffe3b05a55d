/** Chat data of one group: the room (name, member count) and the message history pages. */
export const chatKeys = {
  all: ['chat'] as const,
  group: (groupId: number) => [...chatKeys.all, groupId] as const,
  room: (groupId: number) => [...chatKeys.group(groupId), 'room'] as const,
  messages: (groupId: number) => [...chatKeys.group(groupId), 'messages'] as const,
};
