import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';

/** "Send OTP", then disabled with "Resend in Ns" for 60 seconds. */
export function SendOtpButton({ seconds, sending, disabled, onClick }: { seconds: number; sending: boolean; disabled?: boolean; onClick: () => void }) {
  return (
    <Button
      variant="outlined"
      color="primary"
      onClick={onClick}
      disabled={disabled || sending || seconds > 0}
      sx={{ minWidth: 136, height: 56, flexShrink: 0, whiteSpace: 'nowrap' }}
      startIcon={sending ? <CircularProgress size={16} color="inherit" /> : undefined}
    >
      {seconds > 0 ? `Resend in ${seconds}s` : 'Send OTP'}
    </Button>
  );
}
