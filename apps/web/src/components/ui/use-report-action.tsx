import { Flag } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import type { MenuItem } from '@/components/ui/menu.tsx';
import { ReportDialog, type ReportTarget } from '@/components/ui/report-dialog.tsx';
import { SAFETY_TEXT } from '@/config/safety-messages.ts';
import { useAuthStore } from '@/lib/auth-store.ts';

/**
 * The 신고하기 item of a ⋮ menu and the dialog it opens, for a thing of `ownerId`: none for a guest
 * or for one's own things (the server refuses those with 400 anyway).
 */
export function useReportAction(target: ReportTarget, ownerId: number | null): { items: MenuItem[]; dialog: ReactNode } {
  const [isOpen, setIsOpen] = useState(false);
  const me = useAuthStore((store) => store.user?.id ?? null);
  if (me === null || ownerId === me) return { items: [], dialog: null };
  return {
    items: [{ label: SAFETY_TEXT.menuItem, icon: Flag, onSelect: () => setIsOpen(true) }],
    dialog: <ReportDialog isOpen={isOpen} onClose={() => setIsOpen(false)} target={target} />,
  };
}
