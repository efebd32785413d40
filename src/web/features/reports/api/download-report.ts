// The admin's CSV exports (docs/gst-returns.md), saved the way invoices are: fetched with the bearer
// token by the API client, then handed to the browser as a file.
import { useMutation } from '@tanstack/react-query';
import { apiPath } from '@shared/api-path';
import type { Gstr1File } from '@shared/schemas/reports';
import { downloadFile } from '../../../lib/download';

export interface ReportDownload {
  /** Which button asked for it, so that only that one shows it is busy. */
  key: string;
  path: string;
  fileName: string;
}

/** GET one GSTR-1 file of a month (YYYY-MM). */
export const gstr1Download = (file: Gstr1File, month: string): ReportDownload => ({
  key: `gstr1-${file}`,
  path: apiPath(`Admin/reports/gstr1/${file}.csv`, { Month: month }).replace(/^\/api\//, ''),
  fileName: `GSTR1-${month}-${file}.csv`,
});

/** GET the orders placed from one day to another (both included), of one status or all. */
export const ordersDownload = (q: { From: string; To: string; Status: string }): ReportDownload => ({
  key: 'orders',
  path: apiPath('Admin/reports/orders.csv', { From: q.From, To: q.To, Status: q.Status || undefined }).replace(/^\/api\//, ''),
  fileName: `orders-${q.From}-to-${q.To}${q.Status ? `-${q.Status}` : ''}.csv`,
});

export function useDownloadReport() {
  return useMutation({ mutationFn: (d: ReportDownload) => downloadFile(d.path, d.fileName) });
}
