/** A feed address as calendar apps open it: absolute, and webcal: so the OS hands it to the calendar. */
export function feedUrlsOf(feedUrl: string, origin: string = window.location.origin): { https: string; webcal: string } {
  const absolute = new URL(feedUrl, origin).toString();
  return { https: absolute, webcal: absolute.replace(/^https?:/, 'webcal:') };
}
