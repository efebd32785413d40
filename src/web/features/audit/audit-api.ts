// GET Admin/audit: the audit log, newest first, filtered and paged by the server (docs/audit-log.md).
import type { AuditAnswer, AuditKind } from '@shared/schemas/audit';
import { getPage, usePagedQuery, type PageOf } from '../../lib/paged-query';

export interface AuditFilters extends PageOf {
  kind: AuditKind | '';
  adminId: string;
  from: string;
  to: string;
}

export function useAuditLog(f: AuditFilters) {
  const filters = { Kind: f.kind || undefined, AdminId: f.adminId || undefined, From: f.from || undefined, To: f.to || undefined };
  return usePagedQuery(['audit', f], () => getPage<AuditAnswer>('the audit log', 'Admin/audit', filters, f), { refetchOnMount: true });
}
