import { useState, type CSSProperties } from 'react';
import { imageSrcSet, imageUrl, imageVariantUrl, type ImageRef } from '@shared/images';
import { NoImageGlyph } from './shell-icons';
import css from './product-image.module.css';

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
      <div className={css.empty}>
        <div>
          <NoImageGlyph />
          {emptyText ? <p className={css.emptyText}>{emptyText}</p> : null}
        </div>
      </div>
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
