// Stars for a rating, drawn in plain CSS and SVG (cards and the product page are storefront code,
// docs/rendering.md): the five outlines, with the gold ones over them cut to the rating's width.
import type { CSSProperties } from 'react';
import css from './rating-stars.module.css';

const STAR = '12,1.6 14.82,8.72 22.46,9.2 16.57,14.08 18.47,21.5 12,17.4 5.53,21.5 7.43,14.08 1.54,9.2 9.18,8.72';
const five = [0, 1, 2, 3, 4].map((i) => (
  <svg key={i} viewBox="0 0 24 24" className={css.star} aria-hidden="true" focusable="false">
    <polygon points={STAR} />
  </svg>
));

/** An average as the shop writes it: one decimal ("4.3"). */
export const ratingText = (average: number) => average.toFixed(1);

/** What a screen reader says for a product's rating. */
export const ratingLabel = (average: number, count: number) => `Rated ${ratingText(average)} out of 5 by ${count} ${count === 1 ? 'shopper' : 'shoppers'}`;

/** Five stars filled to `value` (0 to 5), `size` high. Decorative: say the rating in words beside it or in a label. */
export function Stars({ value, size = 16 }: { value: number; size?: number }) {
  const filled = Math.max(0, Math.min(5, value)) * 20;
  return (
    <span className={css.stars} style={{ '--star-size': `${size}px` } as CSSProperties} aria-hidden="true">
      <span className={css.empty}>{five}</span>
      <span className={css.full} style={{ width: `${filled}%` }} data-filled={filled}>
        {five}
      </span>
    </span>
  );
}

/**
 * A card's rating line, "4.3 ★ (27)", read out as "Rated 4.3 out of 5 by 27 shoppers". The line is
 * there, empty, for a product without reviews, so that every card in a grid keeps the same height.
 */
export function CardRating({ rating, className }: { rating: { Average: number; Count: number }; className?: string }) {
  if (rating.Count <= 0) return <span className={`${css.cardLine} ${className ?? ''}`} aria-hidden="true" />;
  return (
    <span className={`${css.cardLine} ${className ?? ''}`} role="img" aria-label={ratingLabel(rating.Average, rating.Count)} data-testid="card-rating">
      <span className={css.cardAverage}>{ratingText(rating.Average)}</span>
      <svg viewBox="0 0 24 24" className={css.cardStar} aria-hidden="true" focusable="false">
        <polygon points={STAR} />
      </svg>
      <span className={css.cardCount}>({rating.Count})</span>
    </span>
  );
}
