import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { kakaoSdkUrl, type MapLoadError } from './kakao-loader.ts';
import type { KakaoMaps } from './kakao-types.ts';

// The loader caches its promise for the page's lifetime; each test gets a fresh module.
let loadKakaoMaps: typeof import('./kakao-loader.ts').loadKakaoMaps;
let LoadError: typeof MapLoadError;

beforeEach(async () => {
  vi.useFakeTimers();
  vi.resetModules();
  ({ loadKakaoMaps, MapLoadError: LoadError } = await import('./kakao-loader.ts'));
});

afterEach(() => {
  vi.useRealTimers();
  delete window.kakao;
  document.head.innerHTML = '';
});

describe('loadKakaoMaps', () => {
  it('asks for the services library without autoload', () => {
    expect(kakaoSdkUrl('abc 123')).toBe('https://dapi.kakao.com/v2/maps/sdk.js?appkey=abc%20123&libraries=services&autoload=false');
  });

  it('adds the script once and resolves after the SDK appears and loads', async () => {
    const promise = loadKakaoMaps('key');
    expect(document.querySelectorAll('script#kakao-maps-sdk')).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1000);
    const maps = { load: (callback: () => void) => callback() } as unknown as KakaoMaps;
    window.kakao = { maps };
    await vi.advanceTimersByTimeAsync(100);
    await expect(promise).resolves.toBe(maps);
  });

  it('gives up after 50 polls of 100 ms (spec §4) and removes the script', async () => {
    const promise = loadKakaoMaps('key');
    const outcome = expect(promise).rejects.toBeInstanceOf(LoadError);
    await vi.advanceTimersByTimeAsync(4900);
    expect(document.getElementById('kakao-maps-sdk')).not.toBeNull();
    await vi.advanceTimersByTimeAsync(100);
    await outcome;
    expect(document.getElementById('kakao-maps-sdk')).toBeNull();
  });

  it('fails at once when the script cannot be fetched', async () => {
    const promise = loadKakaoMaps('key');
    const outcome = expect(promise).rejects.toThrow('script failed');
    document.getElementById('kakao-maps-sdk')?.dispatchEvent(new Event('error'));
    await outcome;
  });
});
