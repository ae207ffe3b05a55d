import type { AlbumEvent, AlbumPhoto } from '@dongne/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { buildAlbumPhoto } from '@/test/build-album-photo.ts';
import { mockApi } from '@/test/mock-api.ts';
import { renderWithProviders } from '@/test/render.tsx';
import { GroupAlbumTab } from './group-album-tab.tsx';

const GROUP_ID = 5;

const photo = (key: string, event?: { id: number; title: string }) => buildAlbumPhoto(key, event ? { event } : {});

const pageOf = (content: AlbumPhoto[]) => ({
  content,
  number: 0,
  size: 30,
  totalElements: content.length,
  totalPages: 1,
  first: true,
  last: true,
  empty: content.length === 0,
});

const listed: AlbumEvent[] = [
  { id: 7, title: '한강 러닝', startsAt: '2026-11-20T10:00:00Z', photoCount: 12 },
  { id: 3, title: '북한산 등산', startsAt: '2026-10-02T10:00:00Z', photoCount: 1234 },
];

/** Answers the album with `photosOf(eventId)` and the event list with `events`; records the album's params. */
function mockAlbum(photosOf: (eventId: number | undefined) => AlbumPhoto[], events: AlbumEvent[] = listed) {
  const asked: (number | undefined)[] = [];
  mockApi((config) => {
    if (config.url === `/groups/${GROUP_ID}/photos/events`) return { status: 200, data: events };
    if (config.url === `/groups/${GROUP_ID}/photos`) {
      asked.push(config.params.eventId);
      return { status: 200, data: pageOf(photosOf(config.params.eventId)) };
    }
    return { status: 404 };
  });
  return asked;
}

function Search() {
  return <output aria-label="주소">{useLocation().search}</output>;
}

const filter = async () => within(await screen.findByRole('group', { name: '일정별로 보기' }, { timeout: 4000 }));

/** The chips in order are exactly those named `names` (the names a screen reader announces). */
function expectChips(chips: ReturnType<typeof within>, names: string[]) {
  expect(chips.getAllByRole('button')).toEqual(names.map((name) => chips.getByRole('button', { name })));
}

describe('GroupAlbumTab', () => {
  it('offers every event the server lists, with its count, even with none of its photos loaded', async () => {
    const asked = mockAlbum((eventId) => (eventId === 3 ? [photo('hike', { id: 3, title: '북한산 등산' })] : [photo('post')]));
    renderWithProviders(
      <>
        <GroupAlbumTab groupId={GROUP_ID} />
        <Search />
      </>,
      { route: `/groups/${GROUP_ID}?tab=photos` },
    );
    const chips = await filter();
    expect(await chips.findByRole('button', { name: '북한산 등산, 사진 1,234장' })).toBeInTheDocument();
    expectChips(chips, ['전체', '한강 러닝, 사진 12장', '북한산 등산, 사진 1,234장']);
    expect(chips.getByRole('button', { name: '전체' })).toHaveAttribute('aria-pressed', 'true');

    await userEvent.click(chips.getByRole('button', { name: '북한산 등산, 사진 1,234장' }));
    expect(chips.getByRole('button', { name: '북한산 등산, 사진 1,234장' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('status', { name: '주소' })).toHaveTextContent('eventId=3');
    await waitFor(() => expect(asked).toContain(3));
  });

  it('keeps an event chosen by a link selected when the list does not hold it, named by its photos', async () => {
    const asked = mockAlbum((eventId) => (eventId === 9 ? [photo('new-year', { id: 9, title: '신년 산행' })] : []));
    renderWithProviders(<GroupAlbumTab groupId={GROUP_ID} />, { route: `/groups/${GROUP_ID}?eventId=9` });
    const chips = await filter();
    const chosen = await chips.findByRole('button', { name: '신년 산행' });
    expect(chosen).toHaveAttribute('aria-pressed', 'true');
    expectChips(chips, ['전체', '신년 산행', '한강 러닝, 사진 12장', '북한산 등산, 사진 1,234장']);
    expect(asked).toEqual([9]);
  });
});
