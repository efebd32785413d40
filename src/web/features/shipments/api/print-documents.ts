import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { saveBlob } from '../../../lib/download';

export type PrintKind = 'labels' | 'manifest';

/**
 * POST Admin/shipments/labels or /manifest: one PDF for the chosen shipments (labels, each followed
 * by the order's packing slip; or the courier's pickup manifest), saved as a file.
 */
export async function printDocuments({ kind, shipmentIds }: { kind: PrintKind; shipmentIds: string[] }) {
  const blob = await api<Blob>(`Admin/shipments/${kind}`, { method: 'POST', body: { ShipmentIds: shipmentIds }, blob: true });
  saveBlob(blob, `${kind === 'labels' ? 'Labels' : 'Manifest'}-${new Date().toISOString().slice(0, 10)}.pdf`);
}

export function usePrintDocuments() {
  return useMutation({ mutationFn: printDocuments });
}
