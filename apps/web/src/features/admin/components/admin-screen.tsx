import { useSearchParams } from 'react-router';
import { PageTitle } from '@/components/ui/page-title.tsx';
import { TabList, TabPanel } from '@/components/ui/tabs.tsx';
import { ADMIN_TEXT } from '../admin-messages.ts';
import { AuditTab } from './audit-tab.tsx';
import { CompaniesTab } from './companies-tab.tsx';
import { ReportsTab } from './reports-tab.tsx';
import { UsersTab } from './users-tab.tsx';

const TABS = [
  { id: 'reports', label: ADMIN_TEXT.tabReports },
  { id: 'users', label: ADMIN_TEXT.tabUsers },
  { id: 'companies', label: ADMIN_TEXT.tabCompanies },
  { id: 'audit', label: ADMIN_TEXT.tabAudit },
] as const;
type AdminTab = (typeof TABS)[number]['id'];

const isTab = (value: string | null): value is AdminTab => TABS.some((tab) => tab.id === value);

/** The operators' console (contract §13): reports, members, companies and the audit log; the tab lives in `?tab=`. */
export function AdminScreen() {
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const tab: AdminTab = isTab(requested) ? requested : 'reports';

  return (
    <div className="mx-auto w-full max-w-6xl px-4 pt-6 pb-16 sm:px-6 sm:pt-8">
      <PageTitle title={ADMIN_TEXT.title} />
      <h1 className="text-2xl font-bold text-gray-900">{ADMIN_TEXT.title}</h1>
      <p className="mt-2 text-[15px] leading-relaxed break-keep text-gray-600">{ADMIN_TEXT.intro}</p>
      <TabList
        label={ADMIN_TEXT.tabsLabel}
        idPrefix="admin"
        tabs={TABS}
        selected={tab}
        onSelect={(next) => setParams(next === 'reports' ? {} : { tab: next }, { replace: true })}
        className="mt-6 -mx-4 sm:mx-0"
        listClassName="px-4 sm:px-0"
      />
      <TabPanel idPrefix="admin" tab={tab} className="mt-5">
        {tab === 'reports' && <ReportsTab />}
        {tab === 'users' && <UsersTab />}
        {tab === 'companies' && <CompaniesTab />}
        {tab === 'audit' && <AuditTab />}
      </TabPanel>
    </div>
  );
}
