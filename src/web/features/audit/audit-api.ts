// GET Admin/audit: the audit log, newest first, filtered and paged by the server (docs/audit-log.md).
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { AuditAnswer, AuditKind } from '@shared/schemas/audit';
import { api } from '../../lib/api-client';

export interface AuditFilters {
  kind: AuditKind | '';
  adminId: string;
  from: string;
  to: string;
  page: number;
  pageSize: number;
}

export function useAuditLog(f: AuditFilters) {
  const q = new URLSearchParams({ Page: String(f.page + 1), PageSize: String(f.pageSize) });
  if (f.kind) q.set('Kind', f.kind);
  if (f.adminId) q.set('AdminId', f.adminId);
  if (f.from) q.set('From', f.from);
  if (f.to) q.set('To', f.to);
  return useQuery({
    queryKey: ['audit', f],
    queryFn: () => api<AuditAnswer>(`Admin/audit?${q}`, { toastOnError: false }),
    placeholderData: keepPreviousData,
  });
}
