import { useEffect, useState } from 'react';
import useEmblaCarousel from 'embla-carousel-react';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import type { Image } from '@shared/schemas/catalogue';
import { ProductImage } from '../../../components/product-image';
import { imageVariantUrl } from '@shared/images';
import { GALLERY_SIZES } from '@shared/product-page';

/** Product carousel: swipeable main image with thumbnails; "No Image found" when there are none. */
export function ImageGallery({ images, alt }: { images: Image[]; alt: string }) {
  const [emblaRef, embla] = useEmblaCarousel({ loop: false });
  const [selected, setSelected] = useState(0);
  const key = images.map((i) => i.Id).join(',');

  useEffect(() => {
    if (!embla) return;
    const onSelect = () => setSelected(embla.selectedScrollSnap());
    embla.on('select', onSelect);
    embla.reInit();
    embla.scrollTo(0, true);
    setSelected(0);
    return () => {
      embla.off('select', onSelect);
    };
  }, [embla, key]);

  if (images.length === 0) {
    return (
      <Box sx={{ aspectRatio: '1 / 1', borderRadius: 3, overflow: 'hidden', border: 1, borderColor: 'divider' }}>
        <ProductImage image={null} alt={alt} sizes="100vw" />
      </Box>
    );
  }
  return (
    <Box>
      <Box ref={emblaRef} sx={{ overflow: 'hidden', borderRadius: 3, bgcolor: '#f3f4f8', border: 1, borderColor: 'divider' }} data-testid="product-gallery">
        <Box sx={{ display: 'flex', touchAction: 'pan-y pinch-zoom' }}>
          {images.map((img, i) => (
            <Box key={img.Id} sx={{ flex: '0 0 100%', minWidth: 0, aspectRatio: '1 / 1' }}>
              <ProductImage image={img} alt={`${alt}, image ${i + 1} of ${images.length}`} sizes={GALLERY_SIZES} eager={i === 0} />
            </Box>
          ))}
        </Box>
      </Box>
      {images.length > 1 && (
        <Box sx={{ display: 'flex', gap: 1, mt: 1.5, overflowX: 'auto', pb: 0.5 }}>
          {images.map((img, i) => (
            <ButtonBase
              key={img.Id}
              onClick={() => embla?.scrollTo(i)}
              aria-label={`Show image ${i + 1}`}
              aria-current={i === selected}
              sx={{ width: 64, height: 64, flex: '0 0 64px', borderRadius: 2, overflow: 'hidden', border: 2, borderColor: i === selected ? 'secondary.main' : 'divider', bgcolor: '#f3f4f8' }}
            >
              <img src={imageVariantUrl(img, 320) ?? ''} alt="" loading="lazy" style={{ width: '100%', height: '100%', objectFit: 'contain' }} />
            </ButtonBase>
          ))}
        </Box>
      )}
    </Box>
  );
}
