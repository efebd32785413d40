// Account/BusinessDetails: save, change and delete a business for GST invoices. The form shows a
// refusal (a wrong GSTIN, the limit) itself; a failed delete is a toast.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { StatusAnswer } from '@shared/schemas/accounts';
import type { BusinessDetailsForm } from '@shared/schemas/business';
import { businessDetailsKey } from '../../../lib/query-keys';

type Saved = StatusAnswer & { Id: number };
const createBusinessDetails = (body: BusinessDetailsForm) => api<Saved>('Account/BusinessDetails', { method: 'POST', body, toastOnError: false });
const updateBusinessDetails = (body: BusinessDetailsForm & { Id: number }) =>
  api<Saved>('Account/BusinessDetails', { method: 'PUT', body, toastOnError: false });
const deleteBusinessDetails = (id: number) => api<StatusAnswer>('Account/BusinessDetails', { method: 'DELETE', query: { Id: id } });

function useSaving<I, O>(mutationFn: (input: I) => Promise<O>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => queryClient.invalidateQueries({ queryKey: businessDetailsKey }) });
}

export const useCreateBusinessDetails = () => useSaving(createBusinessDetails);
export const useUpdateBusinessDetails = () => useSaving(updateBusinessDetails);
export const useDeleteBusinessDetails = () => useSaving(deleteBusinessDetails);
