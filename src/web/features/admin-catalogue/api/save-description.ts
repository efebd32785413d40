import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { ProductDescription } from '@shared/schemas/catalogue';
import { adminKeys, shopKeys } from './keys';

export interface SaveDescription {
  productId: number;
  /** An existing entry whose text (and image, when a file is sent) is replaced. */
  id?: number;
  description: string;
  files: File[];
  onProgress?: (fraction: number) => void;
}

export function saveDescription({ productId, id, description, files, onProgress }: SaveDescription) {
  const form = new FormData();
  form.append('ProductId', String(productId));
  if (id) form.append('Id', String(id));
  form.append('Description', description);
  for (const f of files) form.append('files', f, f.name);
  return api<ProductDescription[]>('Admin/ProductDescription/upload', { method: 'POST', form, onUploadProgress: onProgress, toastOnError: false });
}

export function useSaveDescription() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: saveDescription,
    onSuccess: async (_r, v) => {
      await Promise.all([
        qc.invalidateQueries({ queryKey: adminKeys.descriptions(v.productId) }),
        qc.invalidateQueries({ queryKey: adminKeys.product(v.productId) }),
        qc.invalidateQueries({ queryKey: shopKeys.product }),
        qc.invalidateQueries({ queryKey: shopKeys.products }),
      ]);
    },
  });
}
