/** Every album query starts with `albumKeys.all`: adding or deleting a photo refreshes the group's album, its event list and the event's photos together. */
export const albumKeys = {
  all: ['album'] as const,
  group: (groupId: number, eventId: number | null) => [...albumKeys.all, groupId, eventId ?? 'all'] as const,
  events: (groupId: number) => [...albumKeys.all, groupId, 'events'] as const,
};
