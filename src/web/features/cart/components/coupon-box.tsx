import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import LocalOfferOutlined from '@mui/icons-material/LocalOfferOutlined';

export interface CouponBoxProps {
  /** The code on the cart, or null. */
  code: string | null;
  /** Why the code on the cart takes nothing off right now, in the server's words; null when it applies. */
  problem: string | null;
  applying: boolean;
  removing: boolean;
  /** The server's refusal of the last code tried, shown under the field. */
  refusal: string | null;
  onApply: (code: string) => void;
  /** Typing again clears the last refusal. */
  onEdit: () => void;
  onRemove: () => void;
}

function CodeField({ applying, refusal, onApply, onEdit }: Pick<CouponBoxProps, 'applying' | 'refusal' | 'onApply' | 'onEdit'>) {
  const [value, setValue] = useState('');
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (value.trim() && !applying) onApply(value.trim());
  };
  return (
    <Box component="form" onSubmit={submit} noValidate aria-label="Coupon">
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
        <TextField
          size="small"
          label="Have a coupon?"
          placeholder="Coupon code"
          value={value}
          onChange={(e) => {
            setValue(e.target.value);
            if (refusal) onEdit();
          }}
          error={!!refusal}
          fullWidth
          slotProps={{
            htmlInput: {
              maxLength: 40,
              autoCapitalize: 'characters',
              autoComplete: 'off',
              spellCheck: false,
              'aria-describedby': refusal ? 'coupon-refusal' : undefined,
            },
          }}
        />
        <Button type="submit" variant="outlined" disabled={applying || !value.trim()} sx={{ flex: 'none', minWidth: 84, height: 40 }}>
          {applying ? 'Applying...' : 'Apply'}
        </Button>
      </Box>
      {refusal && (
        <Typography id="coupon-refusal" role="alert" variant="body2" color="error" sx={{ mt: 0.75, lineHeight: 1.45 }} data-testid="coupon-refusal">
          {refusal}
        </Typography>
      )}
    </Box>
  );
}

/** The order summary's coupon: a field to apply a code, or the code on the cart with Remove (and why it takes nothing off, if it does not). */
export function CouponBox({ code, problem, applying, removing, refusal, onApply, onEdit, onRemove }: CouponBoxProps) {
  if (!code) return <CodeField applying={applying} refusal={refusal} onApply={onApply} onEdit={onEdit} />;
  return (
    <Box data-testid="coupon-applied">
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          gap: 1,
          pl: 1.25,
          pr: 0.5,
          py: 0.5,
          border: 1,
          borderStyle: 'dashed',
          borderColor: problem ? 'warning.main' : 'success.main',
          borderRadius: 2,
          bgcolor: problem ? 'rgba(237,108,2,0.05)' : 'rgba(46,125,50,0.06)',
        }}
      >
        <LocalOfferOutlined fontSize="small" sx={{ color: problem ? 'warning.main' : 'success.main' }} aria-hidden />
        <Typography variant="body2" sx={{ flex: 1, minWidth: 0, overflowWrap: 'anywhere' }}>
          Coupon{' '}
          <Box component="strong" sx={{ fontFamily: 'ui-monospace, monospace', letterSpacing: 0.3 }}>
            {code}
          </Box>{' '}
          {problem ? 'is on your cart' : 'applied'}
        </Typography>
        <Button size="small" color="inherit" onClick={onRemove} disabled={removing} sx={{ flex: 'none', color: 'text.secondary' }}>
          {removing ? 'Removing...' : 'Remove'}
        </Button>
      </Box>
      {problem && (
        <Alert severity="warning" sx={{ mt: 1, py: 0.25, '& .MuiAlert-message': { lineHeight: 1.45 } }} data-testid="coupon-problem">
          {problem}
        </Alert>
      )}
    </Box>
  );
}
