// The phone's Add to cart bar: once the product page's own buy row has scrolled up out of sight, a
// bar fixed at the bottom of the screen offers the product's price and Add to cart (the same add as
// the button above). Nothing of it is drawn on the server or while the page hydrates: it appears
// only after the browser has seen the row leave, fixed over the page, so it moves nothing. It is put
// at the end of the document with a spacer as tall as itself, so that the end of the page (the
// footer) can still be scrolled above it, and its button follows the page's own in the tab order.
// From 900px the buy row sits beside the picture and the bar is not shown (CSS).
import { useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { CartGlyph } from '../../../components/shell-icons';
import css from './sticky-buy-bar.module.css';

export interface StickyBuyBarProps {
  /** The buy row the bar stands in for; the bar shows while it is above the screen. */
  watched: Element | null;
  name: string;
  price: string;
  /** The chosen variant's name when the product has several. */
  variantTitle: string | null;
  onAdd: () => void;
  disabled: boolean;
}

export function StickyBuyBar({ watched, name, price, variantTitle, onAdd, disabled }: StickyBuyBarProps) {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    if (!watched || typeof IntersectionObserver === 'undefined') return;
    // The sticky header covers the top of the screen: a row under it is out of sight too.
    const header = parseFloat(getComputedStyle(document.documentElement).getPropertyValue('--header-height')) || 0;
    const observer = new IntersectionObserver(
      ([entry]) => {
        // Only past it (the row above the screen), not before it (the row below, on a short screen).
        if (entry) setShown(!entry.isIntersecting && entry.boundingClientRect.top < (entry.rootBounds?.top ?? header));
      },
      { rootMargin: `-${header}px 0px 0px 0px` },
    );
    observer.observe(watched);
    return () => {
      observer.disconnect();
      setShown(false);
    };
  }, [watched]);
  if (!shown) return null;
  return createPortal(
    <>
      <div className={css.space} aria-hidden="true" />
      <section className={css.bar} aria-label="Buy this product" data-testid="sticky-buy-bar">
        <div className={css.what}>
          <span className={css.name}>{name}</span>
          <span className={css.price}>
            {price}
            {variantTitle && <span className={css.variant}> · {variantTitle}</span>}
          </span>
        </div>
        <button type="button" className={css.add} onClick={onAdd} disabled={disabled}>
          <CartGlyph />
          Add to cart
        </button>
      </section>
    </>,
    document.body,
  );
}
