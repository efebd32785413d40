import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** The invoice's file name: its number with the slashes a file name cannot hold turned into dashes. */
export const invoiceFileName = (invoiceNumber: string | null, orderCode: string) => `${(invoiceNumber ?? `Invoice-${orderCode}`).replace(/[\\/]/g, '-')}.pdf`;

/** GET the PDF and save it through an object URL. */
export async function downloadInvoice({ orderId, fileName }: { orderId: string; fileName: string }) {
  const blob = await api<Blob>(`Order/invoice/download/${encodeURIComponent(orderId)}`, { blob: true });
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  a.rel = 'noopener';
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 30_000);
}

export function useDownloadInvoice() {
  return useMutation({ mutationFn: downloadInvoice });
}
