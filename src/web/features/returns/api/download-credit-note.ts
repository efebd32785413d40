import { useMutation } from '@tanstack/react-query';
import { downloadFile } from '../../../lib/download';

/** GET the GST credit note a received return issued (docs/gst-invoices.md) and save it; a refusal's Message is shown by the API client. */
export const downloadCreditNote = (returnId: number) => downloadFile(`Order/credit-note/download/${returnId}`, `Credit-note-return-${returnId}.pdf`);

export function useDownloadCreditNote() {
  return useMutation({ mutationFn: downloadCreditNote });
}
