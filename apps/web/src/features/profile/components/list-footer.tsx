import { Button } from '@/components/ui/button.tsx';
import { PROFILE_TEXT } from '@/features/profile/profile-messages.ts';

type PagedQuery = {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  isFetchNextPageError: boolean;
  fetchNextPage: () => Promise<unknown>;
};

/**
 * "더 보기" under a profile list. A button rather than infinite scroll: the tabs sit above the
 * footer, and a page that keeps growing would push them out of reach on a phone.
 */
export function ListFooter({ query }: { query: PagedQuery }) {
  if (!query.hasNextPage) return null;
  return (
    <div className="mt-6 flex flex-col items-center gap-2">
      {query.isFetchNextPageError && (
        <p role="alert" className="text-sm text-gray-700">
          {PROFILE_TEXT.loadFailed}
        </p>
      )}
      <Button variant="outline" onClick={() => void query.fetchNextPage()} isLoading={query.isFetchingNextPage}>
        {query.isFetchNextPageError ? PROFILE_TEXT.retry : PROFILE_TEXT.loadMore}
      </Button>
    </div>
  );
}

/** A list that failed on its first page: says so and offers to try again. */
export function ListLoadError({ onRetry }: { onRetry: () => void }) {
  return (
    <div
      role="alert"
      className="flex flex-col items-center gap-3 rounded-card bg-white px-6 py-12 text-center text-[15px] text-gray-700 shadow-card"
    >
      {PROFILE_TEXT.loadFailed}
      <Button variant="outline" size="sm" onClick={onRetry}>
        {PROFILE_TEXT.retry}
      </Button>
    </div>
  );
}
