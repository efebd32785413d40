import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { BrandInfo } from '@shared/schemas/catalogue';
import { adminKeys, shopKeys } from './keys';

export interface SaveBrand {
  id: number;
  description: string;
  /** A new logo (JPEG or PNG); left out, the logo stays unless removeLogo. */
  logo?: File | null;
  removeLogo?: boolean;
}

/** PUT /api/Admin/brands/{id}: the brand's description and logo, as a multipart form. */
export function saveBrand({ id, description, logo, removeLogo }: SaveBrand) {
  const form = new FormData();
  form.append('Description', description);
  if (removeLogo) form.append('RemoveLogo', 'true');
  if (logo) form.append('files', logo, logo.name);
  return api<BrandInfo>(`Admin/brands/${id}`, { method: 'PUT', form, toastOnError: false });
}

export function useSaveBrand() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: saveBrand,
    onSuccess: () => Promise.all([qc.invalidateQueries({ queryKey: adminKeys.brands() }), qc.invalidateQueries({ queryKey: shopKeys.brands })]),
  });
}
