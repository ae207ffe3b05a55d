/**
 * An image address as the page uses it. The server answers upload paths like `/uploads/a.webp`
 * (kept root-relative, so the server's first render and the browser's hydration write the same
 * `src`; the dev server proxies /uploads) or absolute URLs from object storage (kept as they are).
 */
export function resolveImageUrl(url: string | null | undefined): string | null {
  if (!url) return null;
  if (/^(https?:|data:|blob:)/i.test(url) || url.startsWith('//')) return url;
  return url.startsWith('/') ? url : `/${url}`;
}
