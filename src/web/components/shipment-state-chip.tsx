import Chip, { type ChipProps } from '@mui/material/Chip';
import { SHIPMENT_STATE_LABELS, type ShipmentState } from '@shared/schemas/shipments';

const COLOUR: Record<ShipmentState, ChipProps['color']> = {
  Booked: 'default',
  PickedUp: 'info',
  InTransit: 'info',
  OutForDelivery: 'primary',
  Delivered: 'success',
  DeliveryFailed: 'error',
  ReturningToSeller: 'warning',
  ReturnedToSeller: 'warning',
  RtoReceived: 'default',
  Cancelled: 'default',
};

/** Where a parcel is, in the shop's words (the admin's lists and panels, the shopper's order page). */
export function ShipmentStateChip({ state }: { state: ShipmentState }) {
  return (
    <Chip
      label={SHIPMENT_STATE_LABELS[state]}
      size="small"
      color={COLOUR[state]}
      variant={state === 'Cancelled' || state === 'RtoReceived' ? 'outlined' : 'filled'}
      sx={{ fontWeight: 650 }}
      data-testid="shipment-state"
      data-state={state}
    />
  );
}
