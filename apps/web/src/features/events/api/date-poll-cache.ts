import type { DatePoll, Page } from '@dongne/contract';
import type { QueryClient } from '@tanstack/react-query';
import { eventKeys } from './query-keys.ts';

/** Puts the server's answer in place in the group's list, so the grid shows it without a refetch. */
export function putDatePoll(queryClient: QueryClient, poll: DatePoll) {
  queryClient.setQueryData<Page<DatePoll>>(eventKeys.datePolls(poll.groupId), (page) =>
    page ? { ...page, content: page.content.map((item) => (item.id === poll.id ? poll : item)) } : page,
  );
}
