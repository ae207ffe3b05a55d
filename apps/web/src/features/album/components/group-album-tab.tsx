import { CircleAlert, Images } from 'lucide-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button.tsx';
import { EmptyState } from '@/components/ui/empty-state.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { TEXT } from '@/config/messages.ts';
import { ALBUM_TEXT } from '@/features/album/album-messages.ts';
import { useAlbum } from '@/features/album/api/get-album.ts';
import { useAlbumEvents } from '@/features/album/api/get-album-events.ts';
import { albumPhotosOf, type EventChip, eventChips } from '@/features/album/lib/album-photos.ts';
import { cx } from '@/lib/cx.ts';
import { toErrorMessage } from '@/lib/error-message.ts';
import { useOnVisible } from '@/lib/use-on-visible.ts';
import { AlbumGrid } from './album-grid.tsx';
import { AlbumViewer } from './album-viewer.tsx';

const BOX = 'rounded-card border border-gray-100 bg-white shadow-card';
const CHIP = 'h-9 shrink-0 rounded-full border px-3.5 text-sm font-semibold transition-colors';

/** Square placeholders in the grid's own columns, so the first page lands without moving anything. */
function GridSkeleton() {
  return (
    <div role="status" aria-label={TEXT.loading} className="grid grid-cols-3 gap-1 sm:grid-cols-4 sm:gap-1.5 lg:grid-cols-5">
      {Array.from({ length: 9 }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
        <Skeleton key={index} className="aspect-square rounded-md" />
      ))}
    </div>
  );
}

/** 전체 or one event: the group's events with photos as the server lists them, each with its count. */
function EventFilter({
  events,
  selected,
  onSelect,
}: {
  events: EventChip[];
  selected: number | null;
  onSelect: (eventId: number | null) => void;
}) {
  const options = [{ id: null, title: ALBUM_TEXT.filterAll, photoCount: null }, ...events];
  return (
    <fieldset className="-mx-5 overflow-x-auto px-5 sm:mx-0 sm:px-0">
      <legend className="sr-only">{ALBUM_TEXT.filterLabel}</legend>
      <div className="flex gap-2 pb-1">
        {options.map((option) => (
          <button
            key={option.id ?? 'all'}
            type="button"
            aria-pressed={selected === option.id}
            onClick={() => onSelect(option.id)}
            className={cx(
              CHIP,
              'inline-flex items-center gap-1.5',
              selected === option.id
                ? 'border-gray-900 bg-gray-900 text-white'
                : 'border-gray-200 bg-white text-gray-700 hover:border-gray-300',
            )}
          >
            <span className="max-w-48 truncate">{option.title}</span>
            {option.photoCount !== null && (
              <>
                {/* The bare number is for the eye; a screen reader hears the count as words, and the name keeps the title first. */}
                <span aria-hidden="true" className="font-medium tabular-nums opacity-60">
                  {option.photoCount.toLocaleString('ko-KR')}
                </span>
                <span className="sr-only">, {ALBUM_TEXT.photoCount(option.photoCount)}</span>
              </>
            )}
          </button>
        ))}
      </div>
    </fieldset>
  );
}

/**
 * The 사진첩 tab of a group page (members only, contract §20): every photo of the group's posts,
 * chat and events, newest first in months, more as the list scrolls, filterable by any event with
 * photos (`?eventId=` keeps the choice in the address, so an event page can link straight to it).
 */
export function GroupAlbumTab({ groupId }: { groupId: number }) {
  const [searchParams, setSearchParams] = useSearchParams();
  const eventId = Number(searchParams.get('eventId')) || null;
  const query = useAlbum(groupId, eventId);
  const listed = useAlbumEvents(groupId);
  const [openIndex, setOpenIndex] = useState<number | null>(null);
  const photos = albumPhotosOf(query.data?.pages);
  const events = eventChips(listed.data ?? [], { selected: eventId, photos, fallbackTitle: ALBUM_TEXT.filterSelectedEvent });
  const total = query.data?.pages[0]?.totalElements ?? 0;
  const sentinel = useOnVisible<HTMLDivElement>(() => void query.fetchNextPage(), {
    enabled: query.hasNextPage && !query.isFetchingNextPage,
    watchKey: query.data?.pages.length,
  });

  const choose = (next: number | null) => {
    setOpenIndex(null);
    setSearchParams(
      (params) => {
        if (next === null) params.delete('eventId');
        else params.set('eventId', String(next));
        return params;
      },
      { replace: true, preventScrollReset: true },
    );
  };

  if (query.isError && photos.length === 0) {
    return (
      <div className={BOX}>
        <EmptyState
          as="h3"
          icon={CircleAlert}
          title={toErrorMessage(query.error, ALBUM_TEXT.loadFailed)}
          action={
            <Button variant="outline" onClick={() => void query.refetch()}>
              {ALBUM_TEXT.reload}
            </Button>
          }
        />
      </div>
    );
  }

  return (
    <div className="flex flex-col gap-4">
      <div className="flex items-baseline justify-between gap-3">
        <h2 className="text-lg font-bold text-gray-900">
          {ALBUM_TEXT.title} {!query.isPending && <span className="text-brand-600">{total.toLocaleString('ko-KR')}</span>}
        </h2>
      </div>
      {(events.length > 0 || eventId !== null) && <EventFilter events={events} selected={eventId} onSelect={choose} />}
      {query.isPending ? (
        <GridSkeleton />
      ) : photos.length === 0 ? (
        <div className={BOX}>
          <EmptyState
            as="h3"
            icon={Images}
            title={eventId === null ? ALBUM_TEXT.emptyTitle : ALBUM_TEXT.emptyEventTitle}
            description={eventId === null ? ALBUM_TEXT.emptyDescription : undefined}
          />
        </div>
      ) : (
        <AlbumGrid photos={photos} onOpen={setOpenIndex} />
      )}
      <div ref={sentinel} aria-hidden="true" />
      {query.isFetchingNextPage && <GridSkeleton />}
      <AlbumViewer photos={photos} groupId={groupId} openIndex={openIndex} onOpenIndexChange={setOpenIndex} />
    </div>
  );
}
