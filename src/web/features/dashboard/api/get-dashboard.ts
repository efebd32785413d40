import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { DashboardAnswer } from '@shared/schemas/dashboard';
import { api } from '../../../lib/api-client';
import { logged } from '../../../lib/logged';

/** The range asked for: days in India (YYYY-MM-DD), or empty for the last 30 days. */
export interface DashboardRange {
  from: string;
  to: string;
}

export const dashboardKeys = {
  all: ['dashboard'] as const,
  range: (r: DashboardRange) => ['dashboard', r.from, r.to] as const,
};

export const getDashboard = (r: DashboardRange) =>
  logged('the dashboard', api<DashboardAnswer>('Admin/dashboard', { query: { From: r.from || undefined, To: r.to || undefined }, toastOnError: false }));

export function useDashboard(r: DashboardRange) {
  return useQuery({ queryKey: dashboardKeys.range(r), queryFn: () => getDashboard(r), placeholderData: keepPreviousData, refetchOnMount: 'always' });
}
