import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { Image } from '@shared/schemas/catalogue';
import { invalidateVariant } from './variant-invalidation';

export interface UploadVariantImages {
  productId: number;
  variantId: number;
  files: File[];
  onProgress?: (fraction: number) => void;
}

export function uploadVariantImages({ productId, variantId, files, onProgress }: UploadVariantImages) {
  const form = new FormData();
  form.append('ProductId', String(productId));
  form.append('VariantId', String(variantId));
  for (const f of files) form.append('files', f, f.name);
  return api<Image[]>('Admin/ProductVariant/Image/upload', { method: 'POST', form, onUploadProgress: onProgress, toastOnError: false });
}

export function useUploadVariantImages() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: uploadVariantImages, onSuccess: (_r, v) => invalidateVariant(qc, v.productId, v.variantId) });
}
