import { useState, type CSSProperties } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import ImageNotSupportedOutlined from '@mui/icons-material/ImageNotSupportedOutlined';
import { imageSrcSet, imageUrl, imageVariantUrl, type ImageRef } from '@shared/images';

export interface ProductImageProps {
  image: ImageRef | null | undefined;
  alt: string;
  /** The `sizes` attribute: how wide the image is drawn, so the browser picks the right variant. */
  sizes: string;
  eager?: boolean;
  style?: CSSProperties;
  emptyText?: string;
}

/** A stored image through its WebP variants (docs/pincodes-and-images.md); a phone never downloads the desktop size. */
export function ProductImage({ image, alt, sizes, eager = false, style, emptyText = 'No Image found' }: ProductImageProps) {
  const [failed, setFailed] = useState(false);
  const src = image ? imageVariantUrl(image, 640) : null;
  if (!image || !src || failed) {
    return (
      <Box
        sx={{ width: '100%', height: '100%', display: 'grid', placeItems: 'center', bgcolor: 'grey.100', color: 'text.secondary', textAlign: 'center', p: 2 }}
      >
        <Box>
          <ImageNotSupportedOutlined aria-hidden />
          <Typography variant="body2">{emptyText}</Typography>
        </Box>
      </Box>
    );
  }
  return (
    <img
      src={src}
      srcSet={imageSrcSet(image)}
      sizes={sizes}
      alt={alt}
      loading={eager ? 'eager' : 'lazy'}
      fetchPriority={eager ? 'high' : 'auto'}
      decoding="async"
      onError={(e) => {
        // The WebP variant is missing: try the original once, then give up.
        const el = e.currentTarget;
        const original = imageUrl(image);
        if (original && !el.src.endsWith(original)) {
          el.srcset = '';
          el.src = original;
        } else setFailed(true);
      }}
      style={{ width: '100%', height: '100%', objectFit: 'contain', display: 'block', ...style }}
    />
  );
}
