// Query keys of the fulfilment screens, all under ['shipments']: a booking, a cancellation or an
// answer to a failed delivery refreshes every list at once.
export const shipmentKeys = {
  all: ['shipments'] as const,
  queue: (q: object) => ['shipments', 'queue', q] as const,
  couriers: (orderId: string) => ['shipments', 'couriers', orderId] as const,
  list: (q: object) => ['shipments', 'list', q] as const,
  actionNeeded: ['shipments', 'action-needed'] as const,
  ofOrder: (orderId: string) => ['shipments', 'order', orderId] as const,
  ewayOfOrder: (orderId: string) => ['shipments', 'eway-bill', orderId] as const,
  ewayLimits: ['shipments', 'eway-limits'] as const,
};
