import { Flag } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import type { MenuItem } from '@/components/ui/menu.tsx';
import { ReportDialog, type ReportTarget } from '@/components/ui/report-dialog.tsx';
import { SAFETY_TEXT } from '@/config/safety-messages.ts';
import { useAuthStore } from '@/lib/auth-store.ts';

/**
 * The 신고하기 item of a ⋮ menu and the dialog it opens, where `allowed`: a post's, comment's or chat
 * message's `viewerCan.report`, or `useIsSomeoneElses` for what carries no `viewerCan` (a profile,
 * a group, an event).
 */
export function useReportAction(target: ReportTarget, allowed: boolean): { items: MenuItem[]; dialog: ReactNode } {
  const [isOpen, setIsOpen] = useState(false);
  if (!allowed) return { items: [], dialog: null };
  return {
    items: [{ label: SAFETY_TEXT.menuItem, icon: Flag, onSelect: () => setIsOpen(true) }],
    dialog: <ReportDialog isOpen={isOpen} onClose={() => setIsOpen(false)} target={target} />,
  };
}

/** Whether a signed-in viewer looks at something of someone else (`ownerId`): what may be reported when no `viewerCan` says. */
export function useIsSomeoneElses(ownerId: number | null): boolean {
  const me = useAuthStore((store) => store.user?.id ?? null);
  return me !== null && ownerId !== me;
}
