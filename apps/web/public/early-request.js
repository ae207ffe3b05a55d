// Sends the first screen's group list while the app's code is still downloading (issue #16).
// A classic script outside the bundle, because Vite folds every module script of index.html into
// the one entry, which runs only once React and the rest have arrived; the CSP allows no inline
// script. It reads what the app keeps in localStorage and asks what `src/app/first-screen.ts`
// would: `/` the popular list for the user's 동네, `/explore` (no filters in the address) every
// group, or for a member the groups in their 동네. `src/app/prefetch.ts` takes the answer over when
// it asked for the same URL; otherwise the app asks again, so a wrong guess costs one request.
// `src/app/early-request.test.ts` runs this file against first-screen.ts.
(() => {
  // GET /api/locations's district names → ids (apps/server/src/db/reference-data/locations.json).
  const DISTRICT_IDS = {
    종로구: 1,
    중구: 2,
    용산구: 3,
    성동구: 4,
    광진구: 5,
    동대문구: 6,
    중랑구: 7,
    성북구: 8,
    강북구: 9,
    도봉구: 10,
    노원구: 11,
    은평구: 12,
    서대문구: 13,
    마포구: 14,
    양천구: 15,
    강서구: 16,
    구로구: 17,
    금천구: 18,
    영등포구: 19,
    동작구: 20,
    관악구: 21,
    서초구: 22,
    강남구: 23,
    송파구: 24,
    강동구: 25,
    '성남시 분당구': 26,
    '성남시 수정구': 27,
    '수원시 영통구': 28,
    '용인시 기흥구': 29,
    '안양시 동안구': 30,
    과천시: 31,
    '고양시 일산동구': 32,
    연수구: 33,
  };
  const DEFAULT_DISTRICT = '강남구';
  const HOME_LIST_SIZE = 8;
  const LIST_PAGE_SIZE = 20;
  const json = (key) => {
    try {
      const raw = localStorage.getItem(key);
      return raw ? JSON.parse(raw) : null;
    } catch {
      return null;
    }
  };
  try {
    const token = localStorage.getItem('dongne.accessToken');
    const signedIn = token !== null || localStorage.getItem('dongne.refreshToken') !== null;
    const stored = json('dongne.user');
    const user = signedIn && stored && typeof stored === 'object' ? stored : null;
    const banner = json('dongne.userLocation')?.state?.userLocation;
    // As the location store accepts it: a finite position, an address and a district name.
    const validBanner =
      banner &&
      typeof banner === 'object' &&
      Number.isFinite(banner.lat) &&
      Number.isFinite(banner.lng) &&
      typeof banner.address === 'string' &&
      typeof banner.district === 'string' &&
      banner.district !== '';
    const bannerDistrict = validBanner ? banner.district : DEFAULT_DISTRICT;
    const name = user ? user.userLocation?.district : bannerDistrict;
    const mapDistrict = name ? DISTRICT_IDS[name] : undefined;
    const ids = [
      ...new Set([
        ...(mapDistrict !== undefined ? [mapDistrict] : []),
        ...(signedIn && Array.isArray(user?.locationIds) ? user.locationIds : []),
      ]),
    ];
    const path = location.pathname.replace(/\/+$/, '') || '/';
    // The screen's own code, named by the build (vite.config.ts): it downloads beside the entry.
    const chunks = document.querySelector('meta[name="dongne-first-screen-chunks"]')?.getAttribute('content');
    for (const href of (chunks ? JSON.parse(chunks)[path] : null) ?? []) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      // A page the server rendered paints without the code: it waits behind the CSS.
      if (document.querySelector('meta[name="dongne-served"]')) link.fetchPriority = 'low';
      link.href = href;
      document.head.append(link);
    }
    let url = null;
    if (path === '/') {
      url = `/api/groups/popular?${new URLSearchParams({ size: HOME_LIST_SIZE, page: 0, ...(ids[0] ? { locationId: ids[0] } : {}) })}`;
    } else if (path === '/explore' && location.search === '') {
      url =
        signedIn && ids.length > 0
          ? `/api/groups?${new URLSearchParams({ locationIds: ids.join(','), page: 0, size: LIST_PAGE_SIZE })}`
          : `/api/groups?${new URLSearchParams({ size: LIST_PAGE_SIZE, page: 0 })}`;
    }
    // The server rendered this screen with this list (apps/server/src/plugins/first-screen.ts).
    if (url === null || document.querySelector('meta[name="dongne-served"]')?.getAttribute('content') === url) return;
    const headers = { Accept: 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) };
    // Any failure (an expired token's 401 included) leaves null: the app then asks through its client.
    const body = fetch(url, { headers, credentials: 'include' })
      .then((response) => (response.ok ? response.json() : null))
      .catch(() => null);
    window.__dongneFirstRequest = { url, body };
  } catch {
    // No localStorage (privacy mode) or an old browser: the app asks on its own.
  }
})();
