import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { Image } from '@shared/schemas/catalogue';
import { adminKeys, shopKeys } from './keys';

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
    onSuccess: async (_r, v) => {
      await Promise.all([
        qc.invalidateQueries({ queryKey: adminKeys.productImages(v.productId) }),
        qc.invalidateQueries({ queryKey: adminKeys.product(v.productId) }),
        qc.invalidateQueries({ queryKey: adminKeys.products() }),
        qc.invalidateQueries({ queryKey: shopKeys.product }),
      ]);
    },
  });
}
