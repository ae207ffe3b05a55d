import { apiClient } from '@/lib/api-client.ts';

function fileNameOf(disposition: unknown, fallback: string): string {
  if (typeof disposition !== 'string') return fallback;
  const encoded = /filename\*=UTF-8''([^;]+)/i.exec(disposition)?.[1];
  if (encoded) return decodeURIComponent(encoded);
  return /filename="?([^";]+)"?/i.exec(disposition)?.[1] ?? fallback;
}

/**
 * GET /api/events/{id}.ics saved as a file. It goes through the API client rather than a plain
 * link so the bearer token (and its refresh) comes along; the blob then becomes a download.
 */
export async function downloadEventIcs(id: number): Promise<void> {
  const response = await apiClient.get<Blob>(`/events/${id}.ics`, { responseType: 'blob' });
  const url = URL.createObjectURL(new Blob([response.data], { type: 'text/calendar' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileNameOf(response.headers['content-disposition'], `event-${id}.ics`);
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked on the next turn: some browsers start reading the blob only after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
