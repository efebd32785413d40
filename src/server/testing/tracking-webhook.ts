// The shipping aggregator's tracking webhook as tests send it: what it knows of a parcel in its own
// payload (India time without a zone, as it writes), with fields the shop does not read.
import type { TrackingUpdate } from '../providers/shipping/fulfilment';

export const WEBHOOK_TOKEN = 'webhook-token-for-the-tests-0001';

const india = (iso: string) => new Date(Date.parse(iso) + 330 * 60_000).toISOString().slice(0, 19).replace('T', ' ');

export function webhookOf(u: TrackingUpdate, now: Date) {
  return {
    awb: u.awb,
    // Fields of the aggregator's payload the shop does not read are taken without complaint.
    sr_order_id: 348_456_385,
    courier_name: 'Delhivery Surface',
    pod_status: 'OTHER',
    current_status: u.statusLabel.toUpperCase(),
    current_status_id: Number(u.statusCode),
    shipment_status_id: Number(u.statusCode),
    current_timestamp: u.scans.length ? india(u.scans.at(-1)!.at) : india(now.toISOString()),
    etd: u.expectedDeliveryDate ? `${u.expectedDeliveryDate} 23:59:59` : null,
    scans: u.scans.map((s) => ({
      date: india(s.at),
      activity: s.activity,
      location: s.location,
      'sr-status': s.code,
      'sr-status-label': s.label.toUpperCase(),
    })),
  };
}
