import { useCallback, useState } from 'react';
import { OTP_RESEND_SECONDS } from '@shared/constants';
import { otpWaitSeconds, type OtpGenerateBody } from '@shared/schemas/accounts';
import { useGenerateOtp } from '../api/generate-otp';
import { useCountdown } from './use-countdown';
import { errorMessage } from './error-message';
import type { FormAlertState } from './form-alert';

type Flags = Pick<OtpGenerateBody, 'IsLogin' | 'IsRegister' | 'IsProfile'>;

/**
 * Send OTP with its 60-second countdown and the answer as an alert: success in
 * green, refusal in red (section 8). The server enforces the same 60 seconds.
 */
export function useSendOtp(flags: Flags) {
  const mutation = useGenerateOtp();
  const countdown = useCountdown();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [alert, setAlert] = useState<FormAlertState | null>(null);

  const send = async (phone: string): Promise<boolean> => {
    setAlert(null);
    try {
      const answer = await mutation.mutateAsync({ Identifier: phone, ...flags });
      setSentTo(phone);
      countdown.start(OTP_RESEND_SECONDS);
      setAlert({ severity: 'success', message: answer.Message });
      return true;
    } catch (err) {
      const message = errorMessage(err);
      setAlert({ severity: 'error', message });
      // The server still counts down from the last OTP (sent from another screen, say): show its count.
      const wait = otpWaitSeconds(message);
      if (wait) countdown.start(wait);
      return false;
    }
  };

  const { stop } = countdown;
  const reset = useCallback(() => {
    setSentTo(null);
    setAlert(null);
    stop();
  }, [stop]);

  return { send, reset, sending: mutation.isPending, seconds: countdown.seconds, sentTo, alert, setAlert };
}
