// Products in bulk as CSV (docs/bulk-products.md): the catalogue's download, and the import's
// preview and apply, each sending the chosen file as the multipart field File.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { indiaDate } from '@shared/india-time';
import { IMPORT_FILE_FIELD, type ImportApplied, type ImportPreview, type ImportRefusal } from '@shared/schemas/bulk-products';
import { api, ApiError } from '../../../lib/api-client';
import { downloadFile } from '../../../lib/download';
import { adminKeys, shopKeys } from './keys';

/** GET the catalogue as CSV with the signed-in admin's token, and save it. */
export const downloadCatalogue = () => downloadFile('Admin/products/export.csv', `catalogue-${indiaDate(new Date())}.csv`);

export function useDownloadCatalogue() {
  return useMutation({ mutationFn: downloadCatalogue });
}

const fileForm = (file: File) => {
  const form = new FormData();
  form.append(IMPORT_FILE_FIELD, file, file.name);
  return form;
};

export const previewImport = (file: File) => api<ImportPreview>('Admin/products/import/preview', { method: 'POST', form: fileForm(file), toastOnError: false });

export const applyImport = (file: File) => api<ImportApplied>('Admin/products/import/apply', { method: 'POST', form: fileForm(file), toastOnError: false });

export function usePreviewImport() {
  return useMutation({ mutationFn: previewImport });
}

export function useApplyImport() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: applyImport,
    // Prices, MRPs and stock changed: every admin list and the shop's own copies are read again.
    onSuccess: () =>
      Promise.all([
        qc.invalidateQueries({ queryKey: adminKeys.all }),
        qc.invalidateQueries({ queryKey: shopKeys.products }),
        qc.invalidateQueries({ queryKey: shopKeys.product }),
      ]),
  });
}

/** The rows a refused import lists, when the server read the file far enough to list them. */
export function refusalsOf(err: unknown): ImportRefusal[] {
  if (!(err instanceof ApiError) || !err.body || typeof err.body !== 'object') return [];
  const list = (err.body as { Refusals?: unknown }).Refusals;
  return Array.isArray(list) ? (list as ImportRefusal[]) : [];
}
