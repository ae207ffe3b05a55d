import { Spinner } from '@/components/ui/spinner.tsx';
import { TEXT } from '@/config/messages.ts';

/** Shown while a route's code loads; tall enough that the footer does not jump. */
export function PageFallback() {
  return (
    <div className="flex min-h-[60vh] flex-1 items-center justify-center text-brand-600">
      <Spinner size="lg" label={TEXT.loading} />
    </div>
  );
}
