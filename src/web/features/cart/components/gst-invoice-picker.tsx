// "Use a GST invoice" at checkout: ticked, it shows the shopper's saved businesses to choose from,
// and a button to add one; the tax invoice then names the business chosen and its GSTIN.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import type { BusinessDetails } from '@shared/schemas/business';
import { MESSAGES } from '@shared/messages';
import { SavedItemPicker } from './saved-item-picker';

export interface GstInvoicePickerProps {
  on: boolean;
  onToggle: (on: boolean) => void;
  businesses: BusinessDetails[] | undefined;
  loading: boolean;
  failed: boolean;
  selectedId: number | null;
  onSelect: (id: number) => void;
  /** The button that adds a GSTIN. */
  addButton: ReactNode;
}

export function GstInvoicePicker({ on, onToggle, businesses, loading, failed, selectedId, onSelect, addButton }: GstInvoicePickerProps) {
  return (
    <>
      <FormControlLabel
        control={<Checkbox checked={on} onChange={(e) => onToggle(e.target.checked)} />}
        label={
          <span>
            Use a GST invoice
            <Typography component="span" variant="body2" color="text.secondary" sx={{ display: 'block' }}>
              For a business: the invoice names it and its GSTIN, to claim input tax credit.
            </Typography>
          </span>
        }
        sx={{ alignItems: 'flex-start', '& .MuiCheckbox-root': { mt: -0.75 } }}
      />
      {on && (
        <Box sx={{ mt: 1.5, display: 'grid', gap: 1.5 }}>
          {loading ? (
            <Skeleton variant="rounded" height={72} />
          ) : failed ? (
            <Alert severity="error">{MESSAGES.somethingWrong}</Alert>
          ) : !businesses?.length ? (
            <Alert severity="info" variant="outlined" action={addButton}>
              Add your business&apos;s GSTIN.
            </Alert>
          ) : (
            <>
              <SavedItemPicker
                label="Business on the GST invoice"
                items={businesses}
                selectedId={selectedId}
                onSelect={onSelect}
                testId="gstin-option"
                render={(b) => (
                  <>
                    <Typography sx={{ fontWeight: 650, letterSpacing: 0.3 }}>{b.Gstin}</Typography>
                    <Typography variant="body2" color="text.secondary" sx={{ lineHeight: 1.6 }}>
                      {b.LegalName}
                      <br />
                      {b.City}, {b.State}
                    </Typography>
                  </>
                )}
              />
              <Box>{addButton}</Box>
            </>
          )}
          <Typography variant="caption" color="text.secondary">
            GST is charged by the delivery address&apos;s state (the place of supply), whichever state the GSTIN is registered in.
          </Typography>
        </Box>
      )}
    </>
  );
}
