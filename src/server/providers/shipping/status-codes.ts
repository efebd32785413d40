// The one table from the aggregator's shipment status codes (Shiprocket's `shipment_status_id`, and
// `sr-status` on each scan) to the shop's shipment states. docs/fulfilment.md writes it out; a code
// not listed here (lost, damaged, a warehouse's own steps) changes nothing and is logged.
import type { ShipmentState } from '@shared/schemas/shipments';

export const AGGREGATOR_STATUS: Record<number, { label: string; state: ShipmentState }> = {
  1: { label: 'AWB Assigned', state: 'Booked' },
  2: { label: 'Label Generated', state: 'Booked' },
  3: { label: 'Pickup Scheduled', state: 'Booked' },
  4: { label: 'Pickup Queued', state: 'Booked' },
  5: { label: 'Manifest Generated', state: 'Booked' },
  6: { label: 'Shipped', state: 'InTransit' },
  7: { label: 'Delivered', state: 'Delivered' },
  8: { label: 'Canceled', state: 'Cancelled' },
  9: { label: 'RTO Initiated', state: 'ReturningToSeller' },
  10: { label: 'RTO Delivered', state: 'ReturnedToSeller' },
  13: { label: 'Pickup Error', state: 'Booked' },
  14: { label: 'RTO Acknowledged', state: 'ReturnedToSeller' },
  15: { label: 'Pickup Rescheduled', state: 'Booked' },
  17: { label: 'Out For Delivery', state: 'OutForDelivery' },
  18: { label: 'In Transit', state: 'InTransit' },
  19: { label: 'Out For Pickup', state: 'Booked' },
  20: { label: 'Pickup Exception', state: 'Booked' },
  21: { label: 'Undelivered', state: 'DeliveryFailed' },
  22: { label: 'Delayed', state: 'InTransit' },
  38: { label: 'Reached at Destination Hub', state: 'InTransit' },
  39: { label: 'Misrouted', state: 'InTransit' },
  40: { label: 'RTO NDR', state: 'ReturningToSeller' },
  41: { label: 'RTO Out For Delivery', state: 'ReturningToSeller' },
  42: { label: 'Picked Up', state: 'PickedUp' },
  45: { label: 'Cancelled Before Dispatched', state: 'Cancelled' },
  46: { label: 'RTO In Transit', state: 'ReturningToSeller' },
  48: { label: 'Reached Warehouse', state: 'InTransit' },
  51: { label: 'Handover to Courier', state: 'PickedUp' },
  52: { label: 'Shipment Booked', state: 'Booked' },
  75: { label: 'RTO Lock', state: 'ReturningToSeller' },
  77: { label: 'Issue Related to the Recipient', state: 'DeliveryFailed' },
  78: { label: 'Reached Back at Seller City', state: 'ReturningToSeller' },
};

/** The shop's state for an aggregator status code, or null for a code that changes nothing. */
export function stateOfCode(code: string | number): ShipmentState | null {
  const n = typeof code === 'number' ? code : Number.parseInt(String(code).trim(), 10);
  return AGGREGATOR_STATUS[n]?.state ?? null;
}

/** The aggregator's code of each step the simulator takes, by name. */
export const CODE = {
  awbAssigned: 1,
  pickupScheduled: 3,
  delivered: 7,
  cancelled: 8,
  rtoInitiated: 9,
  rtoDelivered: 10,
  outForDelivery: 17,
  inTransit: 18,
  undelivered: 21,
  reachedDestination: 38,
  pickedUp: 42,
  rtoInTransit: 46,
} as const;
