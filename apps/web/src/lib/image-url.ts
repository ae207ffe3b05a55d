/**
 * The server answers upload paths like `/uploads/a.webp`; the page may run elsewhere (dev server,
 * e-mail previews), so relative paths are made absolute with the page origin.
 */
export function resolveImageUrl(url: string | null | undefined, origin = window.location.origin): string | null {
  if (!url) return null;
  if (/^(https?:|data:|blob:)/i.test(url)) return url;
  if (url.startsWith('//')) return `${window.location.protocol}${url}`;
  return new URL(url.startsWith('/') ? url : `/${url}`, origin).toString();
}
