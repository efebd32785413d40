import { RETURN_PHOTOS_MAX, returnPhotoThumbnail } from '@shared/schemas/returns';
import { toast } from '../../../lib/toast';
import { useAddReturnPhotos } from '../api/add-return-photos';
import { AddPhotosButton, PhotoTiles } from '../../../components/photos';

/**
 * The shopper's photos of a return as small tiles (their small WebP copy), each opening the full
 * picture. The addresses come signed from the API, so an <img> needs no bearer token.
 */
export function ReturnPhotos({ photos }: { photos: string[] }) {
  return (
    <PhotoTiles
      photos={photos.map((url, i) => ({ href: url, thumb: returnPhotoThumbnail(url), label: `Photo ${i + 1} of the return` }))}
      size={64}
      testId="return-photos"
    />
  );
}

/** "Add photos" while the return waits for the shop, up to the most a return may have. */
export function AddReturnPhotos({ orderId, returnId, have }: { orderId: string; returnId: number; have: number }) {
  const add = useAddReturnPhotos();
  if (have >= RETURN_PHOTOS_MAX) return null;
  return (
    <AddPhotosButton
      label={add.isPending ? 'Uploading...' : `Add photos (up to ${RETURN_PHOTOS_MAX - have})`}
      size="small"
      disabled={add.isPending}
      onFiles={(files) => add.mutate({ orderId, returnId, files }, { onSuccess: (answer) => toast(answer.Message, 'success') })}
    />
  );
}
