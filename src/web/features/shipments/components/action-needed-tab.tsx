// Action needed: deliveries that failed, with the courier's reason and what the shopper asked for,
// each re-attempted or returned to the seller; and parcels back at the shop, waiting for the
// admin to confirm their receipt (stock back, refund less the forward shipping, credit note).
import { useState, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import AssignmentReturnOutlined from '@mui/icons-material/AssignmentReturnOutlined';
import InventoryOutlined from '@mui/icons-material/InventoryOutlined';
import ReplayOutlined from '@mui/icons-material/ReplayOutlined';
import { dayText, dayTimeText } from '@shared/india-time';
import { formatRupees } from '@shared/money';
import type { Shipment } from '@shared/schemas/shipments';
import { ShipmentStateChip } from '../../../components/shipment-state-chip';
import { toastSuccess } from '../../../lib/toast';
import { useAnswerFailedDelivery } from '../api/answer-failed-delivery';
import { useConfirmReturnReceived } from '../api/confirm-return-received';
import { useActionNeeded } from '../api/get-action-needed';
import { useShipments } from '../api/get-shipments';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { ReattemptDialog } from './reattempt-dialog';

type Choice = NonNullable<NonNullable<Shipment['Ndr']>['ShopperChoice']>;

/** "Re-attempt on 3 Dec 2026, phone 9876543210, address line ..." */
const choiceText = (c: Choice) =>
  [
    c.Choice === 'Reattempt' ? 'Re-attempt' : 'Return to the seller',
    c.Date && `on ${dayText(c.Date)}`,
    c.PhoneNumber && `phone ${c.PhoneNumber}`,
    c.AddressLine && `address line "${c.AddressLine}"`,
  ]
    .filter(Boolean)
    .join(', ');

function ShipmentCard({ shipment, children, actions }: { shipment: Shipment; children?: ReactNode; actions: ReactNode }) {
  return (
    <Paper variant="outlined" component="article" aria-label={`Shipment of ${shipment.OrderCode}`} sx={{ p: { xs: 2, md: 2.5 } }} data-testid="action-card">
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mb: 1 }}>
        <Typography component="h3" sx={{ fontFamily: 'ui-monospace, monospace', fontWeight: 750, flex: 1, minWidth: 160 }}>
          {shipment.OrderCode}
        </Typography>
        <ShipmentStateChip state={shipment.State} />
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {shipment.CourierName} · AWB{' '}
        <Box component="span" sx={{ fontFamily: 'ui-monospace, monospace' }}>
          {shipment.Awb}
        </Box>
      </Typography>
      {children}
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', mt: 1.5 }}>{actions}</Box>
    </Paper>
  );
}

/**
 * A list of shipments waiting for the shop, under its heading with how many: a card each, with the
 * buttons that answer it and what it waits for.
 */
function ShipmentSection({
  title,
  what,
  list,
  emptyText,
  actions,
  children,
}: {
  title: string;
  /** What the list holds, in a sentence ("failed deliveries"). */
  what: string;
  list: { isPending: boolean; isError: boolean; data?: { Items: Shipment[] } };
  emptyText: string;
  actions: (s: Shipment) => ReactNode;
  children: (s: Shipment) => ReactNode;
}) {
  const items = list.data?.Items;
  return (
    <Box component="section" sx={{ display: 'grid', gap: 1.5 }}>
      <Typography variant="h6" component="h2" sx={{ fontSize: 18 }}>
        {title}
        {items && items.length > 0 ? ` (${items.length})` : ''}
      </Typography>
      {list.isPending ? (
        <Skeleton variant="rounded" height={140} />
      ) : list.isError || !items ? (
        <Alert severity="error">The {what} could not be loaded.</Alert>
      ) : items.length === 0 ? (
        <Typography color="text.secondary">{emptyText}</Typography>
      ) : (
        <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr', xl: '1fr 1fr 1fr' } }} data-testid={what.replace(/ /g, '-')}>
          {items.map((s) => (
            <ShipmentCard key={s.ShipmentId} shipment={s} actions={actions(s)}>
              {children(s)}
            </ShipmentCard>
          ))}
        </Box>
      )}
    </Box>
  );
}

export function ActionNeededTab() {
  const failed = useActionNeeded();
  const returned = useShipments({ state: 'ReturnedToSeller', courier: '', from: '', to: '', page: 0, pageSize: 100 });
  const answer = useAnswerFailedDelivery();
  const receive = useConfirmReturnReceived();
  const [reattempting, setReattempting] = useState<Shipment | null>(null);
  const [returning, setReturning] = useState<Shipment | null>(null);
  const [receiving, setReceiving] = useState<Shipment | null>(null);

  const confirmReturn = () => {
    if (!returning) return;
    answer.mutate(
      { shipmentId: returning.ShipmentId, body: { Action: 'ReturnToSeller' } },
      {
        onSuccess: () => toastSuccess(`${returning.OrderCode} is on its way back to the shop.`),
        onSettled: () => setReturning(null),
      },
    );
  };
  const confirmReceipt = () => {
    if (!receiving) return;
    receive.mutate(receiving.ShipmentId, {
      onSuccess: (s) =>
        toastSuccess(
          `${receiving.OrderCode} received: its stock is back${s.Rto?.Refund !== null && s.Rto?.Refund !== undefined ? ` and ${formatRupees(s.Rto.Refund)} is refunded` : ''}.`,
        ),
      onSettled: () => setReceiving(null),
    });
  };

  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      <ShipmentSection
        title="Failed deliveries"
        what="failed deliveries"
        list={failed}
        emptyText="No delivery is waiting for a decision."
        actions={(s) => (
          <>
            <Button variant="contained" startIcon={<ReplayOutlined />} onClick={() => setReattempting(s)} sx={{ minHeight: 44 }}>
              Re-attempt
            </Button>
            <Button variant="outlined" color="error" startIcon={<AssignmentReturnOutlined />} onClick={() => setReturning(s)} sx={{ minHeight: 44 }}>
              Return to origin
            </Button>
          </>
        )}
      >
        {(s) =>
          s.Ndr && (
            <>
              <Typography sx={{ fontWeight: 650 }} data-testid="ndr-reason">
                {s.Ndr.Reason}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {s.Ndr.Attempts === 1 ? '1 attempt' : `${s.Ndr.Attempts} attempts`}, last {dayTimeText(s.Ndr.OpenedAt)}
              </Typography>
              <Typography variant="body2" sx={{ mt: 0.5 }} data-testid="ndr-shopper-choice">
                {s.Ndr.ShopperChoice ? `The shopper asked: ${choiceText(s.Ndr.ShopperChoice)}.` : 'The shopper has not answered yet.'}
              </Typography>
              {s.Ndr.AdminAction && (
                <Typography variant="body2" sx={{ mt: 0.5 }}>
                  Told the courier: {choiceText(s.Ndr.AdminAction)}.
                </Typography>
              )}
            </>
          )
        }
      </ShipmentSection>

      <ShipmentSection
        title="Returned to the shop"
        what="returned parcels"
        list={returned}
        emptyText="No returned parcel is waiting for its receipt."
        actions={(s) => (
          <Button variant="contained" startIcon={<InventoryOutlined />} onClick={() => setReceiving(s)} sx={{ minHeight: 44 }}>
            Confirm receipt
          </Button>
        )}
      >
        {(s) =>
          s.Rto && (
            <Typography variant="body2" color="text.secondary">
              Return started {dayTimeText(s.Rto.InitiatedAt)}
            </Typography>
          )
        }
      </ShipmentSection>

      {reattempting && <ReattemptDialog shipment={reattempting} onClose={() => setReattempting(null)} />}
      <ConfirmDialog
        idPrefix="shipment-confirm"
        open={returning !== null}
        title={`Return ${returning?.OrderCode ?? ''} to the shop?`}
        text="The courier brings the parcel back instead of trying again. Its stock and the refund follow once you confirm its receipt."
        confirmLabel="Return to origin"
        busy={answer.isPending}
        onConfirm={confirmReturn}
        onClose={() => setReturning(null)}
      />
      <ConfirmDialog
        idPrefix="shipment-confirm"
        open={receiving !== null}
        title={`Confirm the receipt of ${receiving?.OrderCode ?? ''}?`}
        text="Its stock comes back, and the shopper is refunded what they paid less the forward shipping, with a credit note."
        confirmLabel="Confirm receipt"
        busy={receive.isPending}
        onConfirm={confirmReceipt}
        onClose={() => setReceiving(null)}
      />
    </Box>
  );
}
