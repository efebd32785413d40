import { useRef } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import AddPhotoAlternateOutlined from '@mui/icons-material/AddPhotoAlternateOutlined';
import { RETURN_PHOTOS_MAX, returnPhotoThumbnail } from '@shared/schemas/returns';
import { toast } from '../../../lib/toast';
import { useAddReturnPhotos } from '../api/add-return-photos';
import { PALETTE } from '../../../components/palette';

/**
 * The shopper's photos of a return as small tiles (their small WebP copy), each opening the full
 * picture. The addresses come signed from the API, so an <img> needs no bearer token.
 */
export function ReturnPhotos({ photos }: { photos: string[] }) {
  if (photos.length === 0) return null;
  return (
    <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }} data-testid="return-photos">
      {photos.map((url, i) => (
        <Box
          key={url}
          component="a"
          href={url}
          target="_blank"
          rel="noopener"
          aria-label={`Photo ${i + 1} of the return`}
          sx={{
            width: 64,
            height: 64,
            borderRadius: 1.5,
            overflow: 'hidden',
            border: 1,
            borderColor: 'divider',
            bgcolor: PALETTE.imageBackground,
            display: 'block',
          }}
        >
          <Box
            component="img"
            src={returnPhotoThumbnail(url)}
            alt=""
            loading="lazy"
            sx={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }}
          />
        </Box>
      ))}
    </Box>
  );
}

/** "Add photos" while the return waits for the shop, up to the most a return may have. */
export function AddReturnPhotos({ orderId, returnId, have }: { orderId: string; returnId: number; have: number }) {
  const input = useRef<HTMLInputElement>(null);
  const add = useAddReturnPhotos();
  if (have >= RETURN_PHOTOS_MAX) return null;
  return (
    <>
      <Button variant="outlined" size="small" startIcon={<AddPhotoAlternateOutlined />} onClick={() => input.current?.click()} disabled={add.isPending}>
        {add.isPending ? 'Uploading...' : `Add photos (up to ${RETURN_PHOTOS_MAX - have})`}
      </Button>
      <input
        ref={input}
        type="file"
        accept="image/jpeg,image/png"
        multiple
        hidden
        onChange={(e) => {
          const files = [...(e.target.files ?? [])];
          e.target.value = '';
          if (files.length > 0) add.mutate({ orderId, returnId, files }, { onSuccess: (answer) => toast(answer.Message, 'success') });
        }}
      />
    </>
  );
}
