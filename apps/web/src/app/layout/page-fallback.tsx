import { Spinner } from '@/components/ui/spinner.tsx';
import { TEXT } from '@/config/messages.ts';

/** Shown while a route's code loads, filling the main area (a screen tall, see RootLayout). */
export function PageFallback() {
  return (
    <div className="flex flex-1 items-center justify-center text-brand-600">
      <Spinner size="lg" label={TEXT.loading} />
    </div>
  );
}
