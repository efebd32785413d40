import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { Banner } from '@shared/schemas/catalogue';
import { bannerKeys, shopKeys } from './keys';

export interface UploadBanner {
  name: string;
  files: File[];
  onProgress?: (fraction: number) => void;
}

export function uploadBanner({ name, files, onProgress }: UploadBanner) {
  const form = new FormData();
  form.append('Name', name);
  for (const f of files) form.append('files', f, f.name);
  return api<{ Status: true; Message: string; Banners: Banner[] }>('Config/Banner', {
    method: 'POST',
    form,
    onUploadProgress: onProgress,
    toastOnError: false,
  });
}

export function useUploadBanner() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: uploadBanner,
    onSuccess: () => Promise.all([qc.invalidateQueries({ queryKey: bannerKeys.all }), qc.invalidateQueries({ queryKey: shopKeys.banners })]),
  });
}
