import { useEffect, useState } from 'react';
import useEmblaCarousel from 'embla-carousel-react';
import type { Image } from '@shared/schemas/catalogue';
import { ProductImage } from '../../../components/product-image';
import { imageVariantUrl } from '@shared/images';
import { GALLERY_SIZES } from '@shared/product-page';
import { usePreloadImage } from '../../../components/page-meta';
import carousel from '../../../components/carousel.module.css';
import css from '../product-page.module.css';

/** Product carousel: swipeable main image with thumbnails; "No Image found" when there are none. */
export function ImageGallery({ images, alt }: { images: Image[]; alt: string }) {
  const [emblaRef, embla] = useEmblaCarousel({ loop: false });
  const [selected, setSelected] = useState(0);
  const key = images.map((i) => i.Id).join(',');
  usePreloadImage(images[0], GALLERY_SIZES);

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
      <div className={css.galleryFrame}>
        <div className={css.viewport}>
          <div className={css.slide}>
            <ProductImage image={null} alt={alt} sizes="100vw" />
          </div>
        </div>
      </div>
    );
  }
  return (
    <div className={css.galleryFrame}>
      <div ref={emblaRef} className={css.viewport} data-testid="product-gallery">
        <div className={carousel.track}>
          {images.map((img, i) => (
            <div key={img.Id} className={`${carousel.slide} ${css.slide}`}>
              <ProductImage image={img} alt={`${alt}, image ${i + 1} of ${images.length}`} sizes={GALLERY_SIZES} eager={i === 0} />
            </div>
          ))}
        </div>
      </div>
      {images.length > 1 && (
        <div className={css.thumbs}>
          {images.map((img, i) => (
            <button
              key={img.Id}
              type="button"
              className={css.thumb}
              onClick={() => embla?.scrollTo(i)}
              aria-label={`Show image ${i + 1}`}
              aria-current={i === selected}
            >
              <img src={imageVariantUrl(img, 320) ?? ''} alt="" loading="lazy" />
            </button>
          ))}
        </div>
      )}
    </div>
  );
}
