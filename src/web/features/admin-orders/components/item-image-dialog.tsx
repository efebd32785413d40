import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Skeleton from '@mui/material/Skeleton';
import type { Order } from '@shared/schemas/orders';
import type { ImageRef } from '@shared/images';
import { ProductImage } from '../../../components/product-image';
import { useVariants } from '../api/get-variant-images';
import { PALETTE } from '../../../components/palette';

type Item = Order['Items'][number];

/** The ordered variant's pictures: the catalogue's current ones, or the picture kept with the order. */
export function ItemImageDialog({ item, onClose }: { item: Item | null; onClose: () => void }) {
  const variants = useVariants(item?.ProductId ?? null);
  const variant = variants.data?.find((v) => v.Id === item?.VariantId);
  const images: ImageRef[] = variant?.Images.length ? variant.Images : item?.ItemImage ? [item.ItemImage] : [];
  const [index, setIndex] = useState(0);
  const shown = images[Math.min(index, Math.max(0, images.length - 1))];
  const close = () => {
    setIndex(0);
    onClose();
  };
  return (
    <Dialog open={item !== null} onClose={close} maxWidth="sm" fullWidth aria-labelledby="item-image-title">
      <DialogTitle id="item-image-title">{variant?.Title ?? item?.VariantName}</DialogTitle>
      <DialogContent>
        {variants.isLoading ? (
          <Skeleton variant="rounded" sx={{ aspectRatio: '1 / 1', height: 'auto' }} />
        ) : (
          <>
            <Box sx={{ aspectRatio: '1 / 1', bgcolor: PALETTE.imageBackground, borderRadius: 2, overflow: 'hidden' }} data-testid="item-image-large">
              <ProductImage
                key={shown ? `${shown.FilePath}/${shown.FileName}` : 'none'}
                image={shown}
                alt={`${item?.ProductName ?? ''} ${item?.VariantName ?? ''}`}
                sizes="(max-width: 600px) 90vw, 550px"
                eager
              />
            </Box>
            {images.length > 1 && (
              <Box sx={{ display: 'flex', gap: 1, mt: 1.5, flexWrap: 'wrap' }}>
                {images.map((img, i) => (
                  <Box
                    key={`${img.FilePath}/${img.FileName}`}
                    component="button"
                    type="button"
                    onClick={() => setIndex(i)}
                    aria-label={`Image ${i + 1}`}
                    aria-pressed={i === index}
                    sx={{
                      width: 64,
                      height: 64,
                      p: 0,
                      cursor: 'pointer',
                      borderRadius: 1.5,
                      overflow: 'hidden',
                      bgcolor: PALETTE.imageBackground,
                      border: 2,
                      borderColor: i === index ? 'secondary.main' : 'divider',
                    }}
                  >
                    <ProductImage image={img} alt="" sizes="64px" emptyText="" />
                  </Box>
                ))}
              </Box>
            )}
          </>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={close}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}
