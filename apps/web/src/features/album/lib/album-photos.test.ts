import type { AlbumEvent, AlbumPhoto, Page } from '@dongne/contract';
import { describe, expect, it } from 'vitest';
import { buildAlbumPhoto } from '@/test/build-album-photo.ts';
import { albumPhotosOf, byMonth, eventChips } from './album-photos.ts';

const photo = (key: string, createdAt: string, event?: { id: number; title: string }) =>
  buildAlbumPhoto(key, event ? { createdAt, event } : { createdAt });

const page = (content: AlbumPhoto[], number: number): Page<AlbumPhoto> => ({
  content,
  number,
  size: 2,
  totalElements: 3,
  totalPages: 2,
  first: number === 0,
  last: number === 1,
  empty: false,
});

describe('album photos', () => {
  it('keeps each photo once across pages that shifted', () => {
    const a = photo('a', '2026-11-20T10:00:00Z');
    const b = photo('b', '2026-11-19T10:00:00Z');
    const c = photo('c', '2026-10-02T10:00:00Z');
    expect(albumPhotosOf([page([a, b], 0), page([b, c], 1)]).map((item) => item.key)).toEqual(['a', 'b', 'c']);
  });

  it('heads months newest first and keeps every photo’s place in the whole list', () => {
    const months = byMonth([photo('a', '2026-11-20T10:00:00Z'), photo('b', '2026-11-01T10:00:00Z'), photo('c', '2026-10-02T10:00:00Z')]);
    expect(months.map((month) => [month.label, month.photos.map((item) => item.index)])).toEqual([
      ['2026년 11월', [0, 1]],
      ['2026년 10월', [2]],
    ]);
  });

  it('offers the listed events, and a chosen event the list does not hold first', () => {
    const listed: AlbumEvent[] = [
      { id: 7, title: '한강 러닝', startsAt: '2026-11-20T10:00:00Z', photoCount: 12 },
      { id: 3, title: '북한산 등산', startsAt: '2026-11-02T10:00:00Z', photoCount: 4 },
    ];
    const chips = (selected: number | null, photos: AlbumPhoto[] = []) =>
      eventChips(listed, { selected, photos, fallbackTitle: '선택한 일정' });
    expect(chips(null)).toEqual([
      { id: 7, title: '한강 러닝', photoCount: 12 },
      { id: 3, title: '북한산 등산', photoCount: 4 },
    ]);
    expect(chips(3)).toEqual(chips(null));
    // Named by its loaded photos when there are any, else by the fallback.
    expect(chips(9, [photo('a', '2026-01-01T10:00:00Z', { id: 9, title: '신년 산행' })])[0]).toEqual({
      id: 9,
      title: '신년 산행',
      photoCount: null,
    });
    expect(chips(9).map((chip) => chip.title)).toEqual(['선택한 일정', '한강 러닝', '북한산 등산']);
  });

  it('tells the 정모 of a series apart by their day, and leaves a title of its own as it is', () => {
    const listed: AlbumEvent[] = [
      { id: 21, title: '한강 러닝', startsAt: '2026-12-02T10:00:00Z', photoCount: 3 },
      { id: 20, title: '한강 러닝', startsAt: '2026-11-25T10:00:00Z', photoCount: 5 },
      { id: 3, title: '북한산 등산', startsAt: '2026-11-02T10:00:00Z', photoCount: 4 },
    ];
    expect(eventChips(listed, { selected: null, photos: [], fallbackTitle: '선택한 일정' }).map((chip) => chip.title)).toEqual([
      '한강 러닝 · 12월 2일',
      '한강 러닝 · 11월 25일',
      '북한산 등산',
    ]);
  });
});
