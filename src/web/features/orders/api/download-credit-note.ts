import { useMutation } from '@tanstack/react-query';
import { downloadFile } from '../../../lib/download';

/** GET the GST credit note of a cancelled paid order (docs/gst-invoices.md) and save it. */
export const downloadCancellationCreditNote = ({ orderId, orderCode }: { orderId: string; orderCode: string }) =>
  downloadFile(`Order/credit-note/download/order/${orderId}`, `Credit-note-${orderCode}.pdf`);

export function useDownloadCancellationCreditNote() {
  return useMutation({ mutationFn: downloadCancellationCreditNote });
}
