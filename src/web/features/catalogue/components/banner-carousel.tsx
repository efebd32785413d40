import { useCallback, useEffect, useState } from 'react';
import useEmblaCarousel from 'embla-carousel-react';
import Autoplay from 'embla-carousel-autoplay';
import { imageSrcSet, imageUrl, imageVariantUrl } from '@shared/images';
import { useBanners } from '../api/get-banners';
import { BANNER_SIZES } from '@shared/product-page';
import { ChevronGlyph } from '../../../components/shell-icons';
import { usePreloadImage } from '../../../components/page-meta';
import block from '../../../components/placeholder.module.css';
import carousel from '../../../components/carousel.module.css';
import css from './banner-carousel.module.css';

/** Active banners in SeqId order; autoplays, swipes, and pauses while hovered or focused. */
export function BannerCarousel() {
  const { data: banners, isPending } = useBanners();
  const [emblaRef, embla] = useEmblaCarousel({ loop: true }, [Autoplay({ delay: 5000, stopOnInteraction: false, stopOnMouseEnter: true })]);
  const [selected, setSelected] = useState(0);
  usePreloadImage(banners?.[0], BANNER_SIZES);

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

  if (isPending) return <div className={`${block.block} ${css.placeholder}`} aria-hidden />;
  if (!banners || banners.length === 0) return null;

  return (
    <section aria-roledescription="carousel" aria-label="Offers" className={css.carousel} data-testid="banner-carousel">
      <div ref={emblaRef} className={css.viewport}>
        <div className={carousel.track}>
          {banners.map((b, i) => (
            <div
              key={b.Id}
              className={`${carousel.slide} ${css.slide}`}
              role="group"
              aria-roledescription="slide"
              aria-label={`${i + 1} of ${banners.length}`}
              data-testid="banner-slide"
            >
              <img
                src={imageVariantUrl(b, 1280) ?? imageUrl(b) ?? ''}
                srcSet={imageSrcSet(b)}
                sizes={BANNER_SIZES}
                alt={b.Name}
                loading={i === 0 ? 'eager' : 'lazy'}
                fetchPriority={i === 0 ? 'high' : 'auto'}
              />
            </div>
          ))}
        </div>
      </div>
      {banners.length > 1 && (
        <>
          <button type="button" aria-label="Previous banner" onClick={() => embla?.scrollPrev()} className={`${css.arrow} ${css.previous}`}>
            <ChevronGlyph direction="left" />
          </button>
          <button type="button" aria-label="Next banner" onClick={() => embla?.scrollNext()} className={`${css.arrow} ${css.next}`}>
            <ChevronGlyph direction="right" />
          </button>
          <div className={css.dots}>
            {banners.map((b, i) => (
              <button
                type="button"
                key={b.Id}
                aria-label={`Show banner ${i + 1}`}
                aria-current={i === selected}
                onClick={() => embla?.scrollTo(i)}
                className={css.dot}
              />
            ))}
          </div>
        </>
      )}
    </section>
  );
}
