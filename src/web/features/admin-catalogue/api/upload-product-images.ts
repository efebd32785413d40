import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { Image } from '@shared/schemas/catalogue';
import { invalidateProductImages } from './keys';

export interface UploadProductImages {
  productId: number;
  files: File[];
  onProgress?: (fraction: number) => void;
}

export function uploadProductImages({ productId, files, onProgress }: UploadProductImages) {
  const form = new FormData();
  form.append('ProductId', String(productId));
  for (const f of files) form.append('files', f, f.name);
  return api<Image[]>('Admin/ProductImage/upload', { method: 'POST', form, onUploadProgress: onProgress, toastOnError: false });
}

export function useUploadProductImages() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: uploadProductImages,
    onSuccess: (_r, v) => invalidateProductImages(qc, v.productId),
  });
}
