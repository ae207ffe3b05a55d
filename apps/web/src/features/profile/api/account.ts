import type { DeleteAccountPayload } from '@dongne/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { apiClient } from '@/lib/api-client.ts';
import { expectSessionEnd, leaveEndedSession } from '@/lib/session.ts';

/** The file name the server gave in Content-Disposition, else one with today's date. */
function fileNameOf(disposition: unknown): string {
  const match = typeof disposition === 'string' ? /filename="?([^";]+)"?/.exec(disposition) : null;
  return match?.[1] ?? `dongne-moim-export-${new Date().toISOString().slice(0, 10)}.json`;
}

/**
 * GET /api/users/me/export (contract §12): everything the user gave the service, saved as the
 * JSON file the server names. Fetched with the session's token (a plain link could not send it),
 * then handed to the browser as a download.
 */
export async function downloadMyData(): Promise<void> {
  const response = await apiClient.get<Blob>('/users/me/export', { responseType: 'blob' });
  const url = URL.createObjectURL(response.data);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileNameOf(response.headers['content-disposition']);
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked a moment later, once the browser has started the download.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

export function useDownloadMyData() {
  return useMutation({ mutationFn: downloadMyData });
}

/**
 * DELETE /api/users/me (contract §12). The server ends every session of the account as it
 * commits, so the realtime connection may close before this answers: that ending is expected and
 * quiet. On success the caller shows the goodbye screen, which forgets the local session.
 */
export function useDeleteAccount() {
  return useMutation({
    mutationFn: async (payload: DeleteAccountPayload) => {
      const done = expectSessionEnd();
      try {
        await apiClient.delete('/users/me', { data: payload });
      } catch (error) {
        done(false);
        throw error;
      }
      done(true);
    },
  });
}

/**
 * After a deletion: the local session and every cached answer are forgotten, quietly (the goodbye
 * screen calls it once it shows, so no members-only route sends the person to /login first).
 */
export function useForgetDeletedAccount() {
  const queryClient = useQueryClient();
  return useCallback(() => {
    leaveEndedSession();
    queryClient.clear();
  }, [queryClient]);
}
