// Saving a file the API answered (invoices) through an object URL.
import { useMutation } from '@tanstack/react-query';
import { api } from './api-client';

/** The invoice's file name: its number with the slashes a file name cannot hold turned into dashes. */
export const invoiceFileName = (invoiceNumber: string | null, orderCode: string) => `${(invoiceNumber ?? `Invoice-${orderCode}`).replace(/[\\/]/g, '-')}.pdf`;

export async function downloadFile(path: string, fileName: string) {
  saveBlob(await api<Blob>(path, { blob: true }), fileName);
}

/** Saves a file the API answered under the given name. */
export function saveBlob(blob: Blob, fileName: string) {
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

/** GET an order's GST invoice and save it. */
export const downloadInvoice = ({ orderId, fileName }: { orderId: string; fileName: string }) =>
  downloadFile(`Order/invoice/download/${encodeURIComponent(orderId)}`, fileName);

export function useDownloadInvoice() {
  return useMutation({ mutationFn: downloadInvoice });
}
