import type { Member, Page } from '@dongne/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client.ts';
import { mentionKeys } from './query-keys.ts';

/** How many members the '@' picker offers at once: the name typed narrows them. */
const CANDIDATES = 6;

export type MentionCandidate = Pick<Member, 'id' | 'nickname' | 'profileImage'>;

/** GET /api/groups/{id}/members?query=: the group's members whose nickname holds what follows '@'. */
async function getMentionable(groupId: number, query: string, signal: AbortSignal): Promise<MentionCandidate[]> {
  const { data } = await apiClient.get<Page<Member>>(`/groups/${groupId}/members`, {
    params: { page: 0, size: CANDIDATES + 1, query: query || undefined },
    signal,
  });
  return data.content.map(({ id, nickname, profileImage }) => ({ id, nickname, profileImage }));
}

/** Whom the picker offers while '@' is typed (`query` null: nothing is asked), leaving out `myId`. */
export function useMentionable(groupId: number, query: string | null, myId: number | null) {
  return useQuery({
    queryKey: mentionKeys.candidates(groupId, query ?? ''),
    queryFn: ({ signal }) => getMentionable(groupId, query ?? '', signal),
    enabled: query !== null,
    staleTime: 60_000,
    // Typing the next syllable keeps the list on screen until the narrower one arrives.
    placeholderData: keepPreviousData,
    select: (members) => members.filter((member) => member.id !== myId).slice(0, CANDIDATES),
  });
}
