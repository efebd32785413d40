// The complaint calls (docs/complaints.md) and their queries, all under ['complaints'].
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminComplaint, Complaint, ComplaintStatus } from '@shared/schemas/complaints';
import { api } from '../../../lib/api-client';
import { getPage, usePagedQuery, type PageOf } from '../../../lib/paged-query';

export const complaintKeys = {
  all: ['complaints'] as const,
  mine: ['complaints', 'mine'] as const,
  adminList: (q: AdminComplaintsQuery) => ['complaints', 'admin', q] as const,
};

type ReplyAnswer = { Status: true; Message: string; Complaint: Complaint };

/** GET complaints: the shopper's complaints with their replies, newest first. */
export function useMyComplaints() {
  return useQuery({ queryKey: complaintKeys.mine, queryFn: () => api<Complaint[]>('complaints', { toastOnError: false }) });
}

/** POST complaints/{ticket}/reply. */
export function useReplyToComplaint() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ ticket, body }: { ticket: string; body: string }) =>
      api<ReplyAnswer>(`complaints/${encodeURIComponent(ticket)}/reply`, { method: 'POST', body: { Body: body }, toastOnError: false }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: complaintKeys.all }),
  });
}

export interface AdminComplaintsQuery extends PageOf {
  status: ComplaintStatus | 'All';
  /** 'All', or only the overdue ones, or only those on time. */
  overdue: 'All' | 'true' | 'false';
}

/** GET Admin/complaints: one page, newest first, with the total. */
export function useAdminComplaints(q: AdminComplaintsQuery) {
  const filters = { Status: q.status, Overdue: q.overdue === 'All' ? '' : q.overdue };
  return usePagedQuery(complaintKeys.adminList(q), () => getPage<{ Items: AdminComplaint[]; Total: number }>('complaints', 'Admin/complaints', filters, q));
}

/** POST Admin/complaints/{id}/reply; the dialog shows a refusal itself. */
export function useAdminReply() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body, resolve }: { id: number; body: string; resolve: boolean }) =>
      api<ReplyAnswer>(`Admin/complaints/${id}/reply`, { method: 'POST', body: { Body: body, Resolve: resolve }, toastOnError: false }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: complaintKeys.all }),
  });
}
