import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { Order } from '@shared/schemas/orders';
import { RETURN_REASONS, returnRequestBody, SELLER_FAULT_REASONS, type ReturnReason } from '@shared/schemas/returns';
import { toast } from '../../../lib/toast';
import { useRequestReturn } from '../api/request-return';
import { dateOnly } from './format';
import { useCompact } from '../../../components/use-compact';
import { DialogButtons } from '../../../components/dialog-buttons';

const COMMENT_MAX = 1000;

export interface RequestReturnDialogProps {
  order: Order;
  /** Units of each order line that may still be returned. */
  left: Map<number, number>;
  windowEnd: Date;
  onClose: () => void;
}

/**
 * The shopper picks the items and how many of each to send back, a reason and a comment. Shown
 * only while open, so every opening starts afresh. The server's answer is the last word.
 */
export function RequestReturnDialog({ order, left, windowEnd, onClose }: RequestReturnDialogProps) {
  const fullScreen = useCompact();
  const request = useRequestReturn();
  // Units chosen per order line; a line not chosen is absent.
  const [chosen, setChosen] = useState<Record<number, number>>({});
  const [reason, setReason] = useState<ReturnReason | ''>('');
  const [comment, setComment] = useState('');
  const [error, setError] = useState<string | null>(null);
  const titleId = `return-${order.OrderId}`;

  const toggle = (itemId: number, on: boolean) =>
    setChosen((c) => {
      const next = { ...c };
      if (on) next[itemId] = left.get(itemId) ?? 1;
      else delete next[itemId];
      return next;
    });

  const submit = () => {
    setError(null);
    const parsed = returnRequestBody.safeParse({
      Items: Object.entries(chosen).map(([id, quantity]) => ({ OrderItemId: Number(id), Quantity: quantity })),
      Reason: reason,
      Comment: comment,
    });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? 'Please check the request');
    request.mutate(
      { orderId: order.OrderId, body: parsed.data },
      {
        onSuccess: (answer) => {
          toast(answer.Message, 'success');
          onClose();
        },
        onError: (err) => setError(err.message),
      },
    );
  };

  return (
    <Dialog open onClose={request.isPending ? undefined : onClose} aria-labelledby={titleId} maxWidth="sm" fullWidth fullScreen={fullScreen}>
      <DialogTitle id={titleId}>
        Return items
        <Typography variant="body2" color="text.secondary" component="span" sx={{ display: 'block' }}>
          Order {order.OrderCode} · returns accepted until {dateOnly(windowEnd)}
        </Typography>
      </DialogTitle>
      <DialogContent dividers sx={{ display: 'grid', gap: 2.5 }}>
        <FormControl component="fieldset" variant="standard">
          <FormLabel component="legend" sx={{ fontWeight: 650, color: 'text.primary', mb: 0.5 }}>
            Items to return
          </FormLabel>
          <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }} data-testid="return-items">
            {order.Items.map((item) => {
              const most = left.get(item.Id) ?? 0;
              const picked = chosen[item.Id] !== undefined;
              return (
                <Box
                  component="li"
                  key={item.Id}
                  sx={{ display: 'flex', alignItems: 'center', gap: 1, py: 0.75, '& + &': { borderTop: 1, borderColor: 'divider' } }}
                  data-testid="return-item"
                >
                  <FormControlLabel
                    sx={{ flex: 1, minWidth: 0, mr: 0 }}
                    disabled={most === 0}
                    control={<Checkbox checked={picked} onChange={(e) => toggle(item.Id, e.target.checked)} />}
                    label={
                      <Box sx={{ minWidth: 0 }}>
                        <Typography sx={{ fontWeight: 600, lineHeight: 1.3 }}>{item.ProductName}</Typography>
                        <Typography variant="body2" color="text.secondary">
                          {item.VariantName} ·{' '}
                          {most === 0 ? 'already returned' : `bought ${item.Quantity}${most < item.Quantity ? `, ${most} left to return` : ''}`}
                        </Typography>
                      </Box>
                    }
                  />
                  {most > 1 && (
                    <TextField
                      select
                      size="small"
                      label="Quantity"
                      value={chosen[item.Id] ?? most}
                      disabled={!picked}
                      onChange={(e) => setChosen((c) => ({ ...c, [item.Id]: Number(e.target.value) }))}
                      sx={{ width: 96, flexShrink: 0 }}
                    >
                      {Array.from({ length: most }, (_, i) => i + 1).map((n) => (
                        <MenuItem key={n} value={n}>
                          {n}
                        </MenuItem>
                      ))}
                    </TextField>
                  )}
                </Box>
              );
            })}
          </Box>
        </FormControl>

        <FormControl component="fieldset">
          <FormLabel component="legend" id={`${titleId}-reason`} sx={{ fontWeight: 650, color: 'text.primary' }}>
            Reason
          </FormLabel>
          <RadioGroup aria-labelledby={`${titleId}-reason`} value={reason} onChange={(e) => setReason(e.target.value as ReturnReason)}>
            {RETURN_REASONS.map((r) => (
              <FormControlLabel key={r} value={r} control={<Radio size="small" />} label={r} />
            ))}
          </RadioGroup>
          {reason && SELLER_FAULT_REASONS.includes(reason) && (
            <Typography variant="body2" color="text.secondary">
              As this is our mistake, the shipping charge is refunded too (once per order).
            </Typography>
          )}
        </FormControl>

        <TextField
          label="Comment (optional)"
          multiline
          minRows={2}
          value={comment}
          onChange={(e) => setComment(e.target.value)}
          helperText={`${comment.length}/${COMMENT_MAX}`}
          slotProps={{ htmlInput: { maxLength: COMMENT_MAX } }}
        />

        {error && (
          <Alert severity="error" data-testid="return-error">
            {error}
          </Alert>
        )}
        <Typography variant="body2" color="text.secondary">
          The refund is paid to the way you paid, once we have received the items back.
        </Typography>
      </DialogContent>
      <DialogButtons
        label="Request return"
        busyLabel="Sending..."
        busy={request.isPending}
        color="secondary"
        onClick={submit}
        onCancel={onClose}
        sx={{ px: 3, py: 2 }}
      />
    </Dialog>
  );
}
