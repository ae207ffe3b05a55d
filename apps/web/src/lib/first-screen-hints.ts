/**
 * Cookies the server reads before it renders a first screen (apps/server/src/plugins/
 * first-screen.ts). They are hints, never credentials: the server renders only what a guest may
 * see, and a wrong or forged hint costs the page its server render, nothing else.
 * - `dongne_signed_in=1`: this browser holds a session; the server leaves the page to the app
 *   (it cannot see the account's 동네 or role, so its guest page would be the wrong one).
 * - `dongne_place={"district","address"}`: a guest's chosen 동네 as the home banner shows it; `/`
 *   opens on that district's popular list.
 */
export const SIGNED_IN_HINT = 'dongne_signed_in';
export const PLACE_HINT = 'dongne_place';
const YEAR_S = 365 * 24 * 60 * 60;

/** What the place hint carries: the banner's two texts (the map position is not needed to render). */
export type PlaceHint = { district: string; address: string };

function writeCookie(name: string, value: string | null): void {
  if (typeof document === 'undefined') return;
  const attributes = 'Path=/; SameSite=Lax';
  // biome-ignore lint/suspicious/noDocumentCookie: a plain first-party hint; the Cookie Store API is missing in Safari < 18.4 and Firefox.
  document.cookie =
    value === null ? `${name}=; ${attributes}; Max-Age=0` : `${name}=${encodeURIComponent(value)}; ${attributes}; Max-Age=${YEAR_S}`;
}

export function writeSignedInHint(isSignedIn: boolean): void {
  writeCookie(SIGNED_IN_HINT, isSignedIn ? '1' : null);
}

export function writePlaceHint(place: PlaceHint | null): void {
  writeCookie(PLACE_HINT, place ? JSON.stringify({ district: place.district, address: place.address }) : null);
}
