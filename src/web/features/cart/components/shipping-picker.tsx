import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import LocalShippingOutlined from '@mui/icons-material/LocalShippingOutlined';
import StarRounded from '@mui/icons-material/StarRounded';
import { CHECKOUT_MESSAGES } from '@shared/messages';
import type { ShippingOption } from '@shared/schemas/orders';
import { formatRupees } from '@shared/money';

export interface ShippingPickerProps {
  options: ShippingOption[] | undefined;
  loading: boolean;
  error: string | null;
  selected: string | null;
  onSelect: (courierName: string) => void;
}

function deliveryText(o: ShippingOption) {
  const date = new Date(o.estimated_delivery_date);
  const days = `${o.estimated_delivery_days} day${o.estimated_delivery_days === 1 ? '' : 's'}`;
  if (Number.isNaN(date.getTime())) return `Delivery in about ${days}`;
  return `Delivery by ${date.toLocaleDateString('en-IN', { weekday: 'short', day: 'numeric', month: 'short' })} (about ${days})`;
}

/** The shipping partners for the chosen address, cheapest first and preselected. */
export function ShippingPicker({ options, loading, error, selected, onSelect }: ShippingPickerProps) {
  return (
    <Box>
      {loading ? (
        <Box sx={{ display: 'grid', gap: 1 }}>
          <Skeleton variant="rounded" height={56} />
          <Skeleton variant="rounded" height={56} />
        </Box>
      ) : error ? (
        <Alert severity="error">{error}</Alert>
      ) : !options || options.length === 0 ? (
        <Alert severity="warning" data-testid="no-shipping">
          {CHECKOUT_MESSAGES.noShipping}
        </Alert>
      ) : (
        <RadioGroup aria-label="Shipping partner" value={selected ?? ''} onChange={(_, v) => onSelect(v)} sx={{ display: 'grid', gap: 1 }}>
          {options.map((o) => {
            const isSelected = o.courier_name === selected;
            return (
              <FormControlLabel
                key={o.courier_name}
                value={o.courier_name}
                data-testid="shipping-option"
                control={<Radio />}
                sx={{
                  m: 0,
                  pr: 2,
                  py: 0.75,
                  border: 1,
                  borderColor: isSelected ? 'secondary.main' : 'divider',
                  bgcolor: isSelected ? 'rgba(232,102,28,0.05)' : 'background.paper',
                  borderRadius: 2,
                  '& .MuiFormControlLabel-label': { flex: 1 },
                }}
                label={
                  <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
                    <Box sx={{ flex: 1, minWidth: 0 }}>
                      <Typography sx={{ fontWeight: 650, lineHeight: 1.3 }}>{o.courier_name}</Typography>
                      <Typography variant="body2" color="text.secondary" sx={{ display: 'flex', alignItems: 'center', columnGap: 1.25, flexWrap: 'wrap' }}>
                        <span>{deliveryText(o)}</span>
                        {o.rating > 0 && (
                          <Box
                            component="span"
                            sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.25, whiteSpace: 'nowrap' }}
                            aria-label={`Rated ${o.rating.toFixed(1)} of 5`}
                          >
                            <StarRounded sx={{ fontSize: 16, color: '#f5a623' }} aria-hidden />
                            {o.rating.toFixed(1)}
                          </Box>
                        )}
                      </Typography>
                    </Box>
                    <Typography sx={{ fontWeight: 700, whiteSpace: 'nowrap' }}>{formatRupees(o.rate)}</Typography>
                  </Box>
                }
              />
            );
          })}
        </RadioGroup>
      )}
      <Typography variant="body2" color="text.secondary" sx={{ display: 'flex', alignItems: 'center', gap: 1, mt: 1.5 }}>
        <LocalShippingOutlined fontSize="small" /> {CHECKOUT_MESSAGES.processingNote}
      </Typography>
    </Box>
  );
}
