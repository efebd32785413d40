import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { BrandInfo } from '@shared/schemas/catalogue';
import { adminKeys } from './keys';

/** Every brand with its products, published or not: the wizard's brand picker. */
export const getBrands = () => api<BrandInfo[]>('Admin/brands', { toastOnError: false });

export function useBrands() {
  return useQuery({ queryKey: adminKeys.brands(), queryFn: getBrands, staleTime: 60_000 });
}
