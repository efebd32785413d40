import { useMutation } from '@tanstack/react-query';
import type { Shipment } from '@shared/schemas/shipments';
import { downloadFile } from '../../../lib/download';

/** GET the shipment's own label (its LabelUrl, an admin address under /api), saved as a file. */
export const downloadLabel = (s: Pick<Shipment, 'LabelUrl' | 'Awb'>) => downloadFile(s.LabelUrl.replace(/^\/api\//, ''), `Label-${s.Awb}.pdf`);

export function useDownloadLabel() {
  return useMutation({ mutationFn: downloadLabel });
}
