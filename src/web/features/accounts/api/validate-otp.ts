import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { OtpValidateBody, StatusAnswer } from '@shared/schemas/accounts';

export const validateOtp = (body: OtpValidateBody) =>
  api<StatusAnswer>('Otp/validate', { method: 'POST', body: { IdentifierType: 'SMS', ...body }, toastOnError: false });

export function useValidateOtp() {
  return useMutation({ mutationFn: validateOtp });
}
