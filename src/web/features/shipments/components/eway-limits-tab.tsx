// E-way bill limits: each state's limit for a consignment moving within it, with its source, edited
// by the admin (audited). Between states the limit is the CGST rule's and is not edited here.
import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import EditOutlined from '@mui/icons-material/EditOutlined';
import { dayText } from '@shared/india-time';
import { formatRupees } from '@shared/money';
import { ewayStateLimitBody, type EwayStateLimit } from '@shared/schemas/eway-bills';
import { DialogButtons } from '../../../components/dialog-buttons';
import { useCompact } from '../../../components/use-compact';
import { toastSuccess } from '../../../lib/toast';
import { useEwayLimits, useSaveEwayLimit } from '../api/eway-bills';

const limitText = (limit: number | null) => (limit === null ? 'None needed within the state' : `Over ${formatRupees(limit)}`);

export function EwayLimitsTab() {
  const limits = useEwayLimits();
  const [editing, setEditing] = useState<EwayStateLimit | null>(null);
  if (limits.isPending) return <Skeleton variant="rounded" height={240} />;
  if (limits.isError) return <Alert severity="error">The e-way bill limits could not be loaded.</Alert>;
  const { Items, InterStateLimit } = limits.data;
  const seller = Items.filter((i) => i.SellerState);
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Typography variant="body2" color="text.secondary">
        A consignment (an order&apos;s invoice value, GST included) needs an e-way bill before it is booked when it is worth more than{' '}
        {formatRupees(InterStateLimit)} between states, or more than its state&apos;s own limit within a state. Orders within the seller&apos;s state follow its
        row{seller.length ? ` (${seller.map((s) => s.State).join(', ')})` : ''}; check a limit against the state&apos;s notification before changing it.
      </Typography>
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1 }} data-testid="eway-limits">
        {[...seller, ...Items.filter((i) => !i.SellerState)].map((i) => (
          <Paper component="li" variant="outlined" key={i.State} sx={{ p: 1.5, display: 'flex', gap: 1, alignItems: 'center' }} data-testid="eway-limit-row">
            <Box sx={{ flex: 1, minWidth: 0 }}>
              <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
                <Typography sx={{ fontWeight: 700 }}>{i.State}</Typography>
                {i.SellerState && <Chip size="small" color="primary" label="Seller's state" />}
                <Typography sx={{ fontWeight: 600 }} data-testid="eway-limit-value">
                  {limitText(i.Limit)}
                </Typography>
              </Box>
              <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                {i.Source} · changed {dayText(i.UpdatedAt)}
              </Typography>
            </Box>
            <Tooltip title="Change the limit">
              <IconButton aria-label={`Change the e-way bill limit of ${i.State}`} onClick={() => setEditing(i)} sx={{ width: 44, height: 44 }}>
                <EditOutlined fontSize="small" />
              </IconButton>
            </Tooltip>
          </Paper>
        ))}
      </Box>
      {editing && <LimitDialog value={editing} onClose={() => setEditing(null)} />}
    </Box>
  );
}

function LimitDialog({ value, onClose }: { value: EwayStateLimit; onClose: () => void }) {
  const compact = useCompact();
  const save = useSaveEwayLimit();
  const [limit, setLimit] = useState(value.Limit === null ? '' : String(value.Limit));
  const [source, setSource] = useState(value.Source);
  const [errors, setErrors] = useState<{ Limit?: string; Source?: string }>({});
  const submit = () => {
    const checked = ewayStateLimitBody.safeParse({ Limit: limit.trim() === '' ? null : Number(limit.replace(/,/g, '')), Source: source });
    if (!checked.success) return setErrors(Object.fromEntries(checked.error.issues.map((i) => [String(i.path[0]), i.message])));
    save.mutate(
      { state: value.State, body: checked.data },
      { onSuccess: (saved) => (toastSuccess(`${saved.State}: ${limitText(saved.Limit).toLowerCase()}.`), onClose()) },
    );
  };
  return (
    <Dialog open onClose={onClose} fullScreen={compact} maxWidth="sm" fullWidth aria-labelledby="eway-limit-title">
      <DialogTitle id="eway-limit-title">E-way bill limit within {value.State}</DialogTitle>
      <Box component="form" noValidate onSubmit={(e) => (e.preventDefault(), submit())}>
        <DialogContent sx={{ pt: 1, display: 'grid', gap: 2 }}>
          <TextField
            label="Limit"
            value={limit}
            onChange={(e) => (setLimit(e.target.value), setErrors({}))}
            error={!!errors.Limit}
            helperText={errors.Limit ?? 'Above this value a consignment within the state needs an e-way bill; empty: none needed within it'}
            slotProps={{ htmlInput: { inputMode: 'numeric' }, input: { startAdornment: <InputAdornment position="start">₹</InputAdornment> } }}
          />
          <TextField
            label="Source"
            value={source}
            onChange={(e) => (setSource(e.target.value), setErrors({}))}
            error={!!errors.Source}
            helperText={errors.Source ?? "The state's notification (number and date)"}
            multiline
            minRows={2}
          />
        </DialogContent>
        <DialogButtons label="Save" busy={save.isPending} onCancel={onClose} cancelLabel="Close" cancelWhileBusy tall />
      </Box>
    </Dialog>
  );
}
