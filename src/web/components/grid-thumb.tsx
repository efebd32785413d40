import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { imageUrl, imageVariantUrl, type ImageRef } from '@shared/images';

/** A grid cell's picture: the small WebP variant, or "No Image". */
export function GridThumb({ image, alt, width = 56, height = 56 }: { image: ImageRef | null | undefined; alt: string; width?: number; height?: number }) {
  const src = image ? imageVariantUrl(image, 320) : null;
  return (
    <Box
      sx={{
        width,
        height,
        borderRadius: 1.5,
        overflow: 'hidden',
        bgcolor: 'grey.100',
        display: 'grid',
        placeItems: 'center',
        flexShrink: 0,
        border: 1,
        borderColor: 'divider',
      }}
    >
      {src ? (
        <img
          src={src}
          alt={alt}
          loading="lazy"
          style={{ width: '100%', height: '100%', objectFit: 'contain' }}
          onError={(e) => {
            const original = imageUrl(image);
            if (original && !e.currentTarget.src.endsWith(original)) e.currentTarget.src = original;
          }}
        />
      ) : (
        <Typography variant="caption" color="text.secondary" sx={{ textAlign: 'center', lineHeight: 1.1, px: 0.5 }}>
          No Image
        </Typography>
      )}
    </Box>
  );
}
