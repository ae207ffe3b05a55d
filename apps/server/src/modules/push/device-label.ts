/**
 * A short, readable name for a device from its User-Agent ("Android · Chrome", "iPhone · Safari"),
 * shown in the 알림 설정 device list so a person can tell which one to remove. Never the full header.
 */
export function deviceLabel(userAgent: string | undefined): string {
  const ua = userAgent ?? '';
  const system = /iPhone/.test(ua)
    ? 'iPhone'
    : /iPad/.test(ua)
      ? 'iPad'
      : /Android/.test(ua)
        ? 'Android'
        : /Windows/.test(ua)
          ? 'Windows'
          : /Mac OS X|Macintosh/.test(ua)
            ? 'Mac'
            : /CrOS/.test(ua)
              ? 'ChromeOS'
              : /Linux/.test(ua)
                ? 'Linux'
                : null;
  const browser = /SamsungBrowser/.test(ua)
    ? '삼성 인터넷'
    : /Whale/.test(ua)
      ? '네이버 웨일'
      : /Edg\//.test(ua)
        ? 'Edge'
        : /Firefox|FxiOS/.test(ua)
          ? 'Firefox'
          : /OPR\//.test(ua)
            ? 'Opera'
            : /Chrome|CriOS/.test(ua)
              ? 'Chrome'
              : /Safari/.test(ua)
                ? 'Safari'
                : null;
  if (system && browser) return `${system} · ${browser}`;
  return system ?? browser ?? '알 수 없는 기기';
}
