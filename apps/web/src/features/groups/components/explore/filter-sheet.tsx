import { RotateCcw } from 'lucide-react';
import { Button } from '@/components/ui/button.tsx';
import { Modal } from '@/components/ui/modal.tsx';
import { TEXT } from '@/config/messages.ts';
import { DISCOVERY_TEXT } from '@/features/groups/discovery-messages.ts';
import { ExploreFilterFields } from './filter-panel.tsx';

type FilterSheetProps = Parameters<typeof ExploreFilterFields>[0] & {
  isOpen: boolean;
  /** How many groups the filters find now (null while they load). */
  total: number | null;
  onClose: () => void;
  onReset: () => void;
};

/**
 * Phones: the filters as a bottom sheet over the results; each choice applies at once, and
 * 'N개 모임 보기' closes it onto those results.
 */
export function ExploreFilterSheet({ isOpen, total, onClose, onReset, ...fields }: FilterSheetProps) {
  return (
    <Modal isOpen={isOpen} onClose={onClose} title={TEXT.filterToggle} size="md">
      <ExploreFilterFields {...fields} />
      <div className="sticky -bottom-5 -mx-5 mt-5 -mb-5 flex gap-2 border-t border-gray-100 bg-white px-5 pt-3 pb-[max(0.75rem,env(safe-area-inset-bottom))]">
        <Button variant="outline" onClick={onReset} className="shrink-0">
          <RotateCcw className="size-4" aria-hidden="true" />
          {TEXT.resetFilters}
        </Button>
        <Button onClick={onClose} className="flex-1">
          {DISCOVERY_TEXT.showResults(total)}
        </Button>
      </div>
    </Modal>
  );
}
