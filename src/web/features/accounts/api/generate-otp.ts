import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { OtpGenerateBody, StatusAnswer } from '@shared/schemas/accounts';

/** POST Otp/generate. Screens show the answer in an alert, so no toast. */
export const generateOtp = (body: OtpGenerateBody) =>
  api<StatusAnswer>('Otp/generate', { method: 'POST', body: { IdentifierType: 'SMS', ...body }, toastOnError: false });

export function useGenerateOtp() {
  return useMutation({ mutationFn: generateOtp });
}
