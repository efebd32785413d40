// The back-in-stock alert calls (docs/stock-alerts.md) and their queries, all under ['stock-alerts'].
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { StockAlert, StockAlertAnswer } from '@shared/schemas/stock-alerts';
import { api } from '../../../lib/api-client';

export const stockAlertKeys = {
  all: ['stock-alerts'] as const,
  mine: ['stock-alerts', 'mine'] as const,
};

export interface AskForAlert {
  VariantId: number;
  PhoneNumber?: string;
  Email?: string;
  Otp?: string;
}

/** POST public/stock-alerts: the form shows a refusal itself. */
export function useAskForAlert() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AskForAlert) => api<StockAlertAnswer>('public/stock-alerts', { method: 'POST', body, toastOnError: false }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: stockAlertKeys.all }),
  });
}

/** POST Otp/generate with IsStockAlert: the OTP a guest confirms their phone with. */
export function useSendAlertOtp() {
  return useMutation({
    mutationFn: (phone: string) =>
      api<{ Status: boolean; Message: string }>('Otp/generate', {
        method: 'POST',
        body: { Identifier: phone, IdentifierType: 'SMS', IsStockAlert: true },
        toastOnError: false,
      }),
  });
}

/** GET stock-alerts/mine: the signed-in shopper's alerts, waiting and sent, newest first. */
export function useMyStockAlerts() {
  return useQuery({
    queryKey: stockAlertKeys.mine,
    queryFn: async () => (await api<{ Items: StockAlert[] }>('stock-alerts/mine', { toastOnError: false })).Items,
  });
}

/** DELETE stock-alerts/{id}. */
export function useCancelStockAlert() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api<{ Status: true; Message: string }>(`stock-alerts/${id}`, { method: 'DELETE' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: stockAlertKeys.all }),
  });
}
