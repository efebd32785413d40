import { useState } from 'react';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { ADMIN_MESSAGES } from '@shared/schemas/admin-catalogue';
import { toastError, toastSuccess } from '../../../../lib/toast';
import { useProductImages } from '../../api/get-product-images';
import { useUploadProductImages } from '../../api/upload-product-images';
import { useDeleteProductImage } from '../../api/delete-product-image';
import { FilePicker } from '../../../../components/file-picker';
import { ImageTiles } from '../image-tiles';
import { messageOf } from '../../../../components/admin-messages';
import { UploadProgress } from '../../../../components/upload-progress';
import { StepCard, type WizardStepProps } from './step-card';
import { WizardNav } from './wizard-nav';

/** Step 4: the product's own pictures. Chosen files upload at once, with progress. */
export function ProductImagesStep({ productId, productName, onPrevious, onNext }: WizardStepProps) {
  const imagesQ = useProductImages(productId);
  const upload = useUploadProductImages();
  const remove = useDeleteProductImage();
  const [progress, setProgress] = useState<number | null>(null);
  const [stepError, setStepError] = useState<string | null>(null);
  const images = imagesQ.data ?? [];

  const send = async (files: File[]) => {
    if (!files.length) return;
    setStepError(null);
    setProgress(0);
    try {
      const added = await upload.mutateAsync({ productId, files, onProgress: setProgress });
      toastSuccess(`${added.length} image${added.length === 1 ? '' : 's'} uploaded`);
    } catch (err) {
      toastError(messageOf(err, 'Failed to upload the images'));
    } finally {
      setProgress(null);
    }
  };

  const next = () => {
    if (images.length === 0) {
      setStepError(ADMIN_MESSAGES.productImages);
      toastError(ADMIN_MESSAGES.productImages);
      return;
    }
    onNext();
  };

  return (
    <Box>
      <StepCard title={`Product images (${images.length})`} id="images-title" error={stepError}>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          Shown after the chosen variant&apos;s own pictures on the product page. Several can be chosen at once.
        </Typography>
        {imagesQ.isPending ? (
          <Skeleton variant="rounded" width={96} height={96} />
        ) : (
          <ImageTiles
            images={images}
            alt={productName}
            size={120}
            busyId={remove.isPending ? remove.variables?.id : null}
            onDelete={(img) => remove.mutate({ id: img.Id, productId })}
            emptyText="No product images yet."
          />
        )}
        <Box sx={{ mt: 2 }}>
          <FilePicker files={[]} onChange={send} showSelection={false} disabled={upload.isPending} label="Upload images" inputTestId="product-files" />
          <UploadProgress value={progress} />
        </Box>
      </StepCard>
      <WizardNav onPrevious={onPrevious} onNext={next} busy={upload.isPending} />
    </Box>
  );
}
