import { WifiOff } from 'lucide-react';
import { Button } from '@/components/ui/button.tsx';
import { EmptyState } from '@/components/ui/empty-state.tsx';
import { TEXT } from '@/config/messages.ts';

/** Spec §8 Explore: a list that could not load says so and offers to try again. */
export function GroupsLoadError({ onRetry, isRetrying = false }: { onRetry: () => void; isRetrying?: boolean }) {
  return (
    <div role="alert" className="rounded-card border border-gray-100 bg-white shadow-card">
      <EmptyState
        icon={WifiOff}
        as="h3"
        title={TEXT.groupsLoadFailedTitle}
        description={TEXT.groupsLoadFailedBody}
        action={
          <Button variant="outline" onClick={onRetry} isLoading={isRetrying}>
            {TEXT.retry}
          </Button>
        }
      />
    </div>
  );
}
