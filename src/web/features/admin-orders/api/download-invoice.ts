import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const invoiceFileName = (invoiceNumber: string) => `${invoiceNumber.replace(/[\\/]/g, '-')}.pdf`;

/** GET the order's GST invoice and save it through an object URL. */
export async function downloadInvoice({ orderId, invoiceNumber }: { orderId: string; invoiceNumber: string }) {
  const blob = await api<Blob>(`Order/invoice/download/${encodeURIComponent(orderId)}`, { blob: true });
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = invoiceFileName(invoiceNumber);
  a.rel = 'noopener';
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 30_000);
}

export function useDownloadInvoice() {
  return useMutation({ mutationFn: downloadInvoice });
}
