import { useCallback, useEffect, useState } from 'react';
import useEmblaCarousel from 'embla-carousel-react';
import Autoplay from 'embla-carousel-autoplay';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Skeleton from '@mui/material/Skeleton';
import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import { imageSrcSet, imageUrl, imageVariantUrl } from '@shared/images';
import { useBanners } from '../api/get-banners';
import { BANNER_SIZES } from '@shared/product-page';

const RATIO = '8 / 3';

/** Active banners in SeqId order; autoplays, swipes, and pauses while hovered or focused. */
export function BannerCarousel() {
  const { data: banners, isPending } = useBanners();
  const [emblaRef, embla] = useEmblaCarousel({ loop: true }, [Autoplay({ delay: 5000, stopOnInteraction: false, stopOnMouseEnter: true })]);
  const [selected, setSelected] = useState(0);

  const onSelect = useCallback(() => embla && setSelected(embla.selectedScrollSnap()), [embla]);
  useEffect(() => {
    if (!embla) return;
    embla.on('select', onSelect);
    embla.on('reInit', onSelect);
    return () => {
      embla.off('select', onSelect);
      embla.off('reInit', onSelect);
    };
  }, [embla, onSelect]);

  if (isPending) return <Skeleton variant="rounded" sx={{ width: '100%', height: 'auto', aspectRatio: RATIO }} />;
  if (!banners || banners.length === 0) return null;

  return (
    <Box component="section" aria-roledescription="carousel" aria-label="Offers" sx={{ position: 'relative', borderRadius: 3, overflow: 'hidden', bgcolor: 'primary.dark' }} data-testid="banner-carousel">
      <Box ref={emblaRef} sx={{ overflow: 'hidden' }}>
        <Box sx={{ display: 'flex', touchAction: 'pan-y pinch-zoom' }}>
          {banners.map((b, i) => (
            <Box key={b.Id} sx={{ flex: '0 0 100%', minWidth: 0, aspectRatio: RATIO }} aria-roledescription="slide" aria-label={`${i + 1} of ${banners.length}`} data-testid="banner-slide">
              <img
                src={imageVariantUrl(b, 1280) ?? imageUrl(b) ?? ''}
                srcSet={imageSrcSet(b)}
                sizes={BANNER_SIZES}
                alt={b.Name}
                loading={i === 0 ? 'eager' : 'lazy'}
                fetchPriority={i === 0 ? 'high' : 'auto'}
                style={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }}
              />
            </Box>
          ))}
        </Box>
      </Box>
      {banners.length > 1 && (
        <>
          <IconButton aria-label="Previous banner" onClick={() => embla?.scrollPrev()} sx={{ ...arrowSx, left: 8 }}>
            <ChevronLeft />
          </IconButton>
          <IconButton aria-label="Next banner" onClick={() => embla?.scrollNext()} sx={{ ...arrowSx, right: 8 }}>
            <ChevronRight />
          </IconButton>
          <Box sx={{ position: 'absolute', bottom: 10, left: 0, right: 0, display: 'flex', justifyContent: 'center', gap: 0.75 }}>
            {banners.map((b, i) => (
              <Box
                key={b.Id}
                component="button"
                aria-label={`Show banner ${i + 1}`}
                aria-current={i === selected}
                onClick={() => embla?.scrollTo(i)}
                sx={{ width: i === selected ? 22 : 8, height: 8, borderRadius: 4, border: 0, p: 0, cursor: 'pointer', transition: 'width .2s', bgcolor: i === selected ? '#fff' : 'rgba(255,255,255,0.55)' }}
              />
            ))}
          </Box>
        </>
      )}
    </Box>
  );
}

const arrowSx = {
  position: 'absolute',
  top: '50%',
  transform: 'translateY(-50%)',
  bgcolor: 'rgba(255,255,255,0.8)',
  '&:hover': { bgcolor: '#fff' },
  display: { xs: 'none', sm: 'inline-flex' },
} as const;
