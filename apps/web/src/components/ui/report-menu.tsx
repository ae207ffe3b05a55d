import { Menu } from '@/components/ui/menu.tsx';
import type { ReportTarget } from '@/components/ui/report-dialog.tsx';
import { useIsSomeoneElses, useReportAction } from '@/components/ui/use-report-action.tsx';

/**
 * A ⋮ menu holding only 신고하기, for pages whose own menu does not offer it (a profile, an event,
 * a group the viewer has not joined). Nothing for a guest or for one's own things.
 */
export function ReportMenu({
  target,
  ownerId,
  label,
  trigger = 'icon',
  triggerClassName,
}: {
  target: ReportTarget;
  ownerId: number | null;
  /** Accessible name of the ⋮ button, such as '사용자 메뉴'. */
  label: string;
  trigger?: 'icon' | 'outline';
  triggerClassName?: string;
}) {
  const report = useReportAction(target, useIsSomeoneElses(ownerId));
  if (report.items.length === 0) return null;
  return (
    <>
      <Menu label={label} items={report.items} trigger={trigger} triggerClassName={triggerClassName} menuClassName="w-36" />
      {report.dialog}
    </>
  );
}
