import type {
  AdminCompany,
  AdminUser,
  AuditAction,
  AuditEntry,
  CompanyInput,
  Page,
  ReportQueueItem,
  ReportStatus,
  ReportTargetType,
  ResolveReportInput,
} from '@dongne/contract';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client.ts';

export type AuditFilter = { action?: AuditAction; actorId?: number; groupId?: number };

export const adminKeys = {
  all: ['admin'] as const,
  reports: (status: ReportStatus, page: number) => ['admin', 'reports', status, page] as const,
  users: (query: string, page: number) => ['admin', 'users', query, page] as const,
  companies: () => ['admin', 'companies'] as const,
  audit: (filter: AuditFilter, page: number) => ['admin', 'audit', filter, page] as const,
};

const PAGE_SIZE = 20;

/** GET /api/admin/reports?status=: targets with every report against them (contract §13). */
export const reportsQueryOptions = (status: ReportStatus, page: number) =>
  queryOptions({
    queryKey: adminKeys.reports(status, page),
    queryFn: async () => (await apiClient.get<Page<ReportQueueItem>>('/admin/reports', { params: { status, page, size: PAGE_SIZE } })).data,
    placeholderData: keepPreviousData,
  });

/** GET /api/admin/users?query=: accounts whose address or nickname contains the word; none lists the newest. */
export const usersQueryOptions = (query: string, page: number) =>
  queryOptions({
    queryKey: adminKeys.users(query, page),
    queryFn: async () =>
      (await apiClient.get<Page<AdminUser>>('/admin/users', { params: { ...(query ? { query } : {}), page, size: PAGE_SIZE } })).data,
    placeholderData: keepPreviousData,
  });

export const companiesQueryOptions = () =>
  queryOptions({
    queryKey: adminKeys.companies(),
    queryFn: async () => (await apiClient.get<AdminCompany[]>('/admin/companies')).data,
  });

/** GET /api/admin/audit?actorId=&groupId=&action=: the log, newest first. */
export const auditQueryOptions = (filter: AuditFilter, page: number) =>
  queryOptions({
    queryKey: adminKeys.audit(filter, page),
    queryFn: async () => (await apiClient.get<Page<AuditEntry>>('/admin/audit', { params: { ...filter, page, size: PAGE_SIZE } })).data,
    placeholderData: keepPreviousData,
  });

/** Every operator write changes what the other tabs show (the audit log at least): refresh them all. */
function useAdminMutation<T>(mutationFn: (input: T) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }) });
}

export function useResolveReport() {
  return useAdminMutation(
    async ({ targetType, targetId, input }: { targetType: ReportTargetType; targetId: number; input: ResolveReportInput }) => {
      await apiClient.post(`/admin/reports/${targetType}/${targetId}/resolve`, input);
    },
  );
}

export function useSuspendUser() {
  return useAdminMutation(async ({ userId, reason, suspendDays }: { userId: number; reason: string; suspendDays: number | null }) => {
    await apiClient.post(`/admin/users/${userId}/suspend`, { reason, ...(suspendDays === null ? {} : { suspendDays }) });
  });
}

export function useUnsuspendUser() {
  return useAdminMutation(async (userId: number) => {
    await apiClient.post(`/admin/users/${userId}/unsuspend`);
  });
}

export function useSaveCompany() {
  return useAdminMutation(async ({ id, input }: { id: number | null; input: CompanyInput }) => {
    if (id === null) await apiClient.post('/admin/companies', input);
    else await apiClient.put(`/admin/companies/${id}`, input);
  });
}

export function useRemoveCompany() {
  return useAdminMutation(async (id: number) => {
    await apiClient.delete(`/admin/companies/${id}`);
  });
}
