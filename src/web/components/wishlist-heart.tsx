// The heart that saves a product to the wishlist, on product cards and the product page. The server
// and the hydrating browser draw it outlined (the saved list is known only in the browser); it
// fills once the list is read, in the same box, so nothing moves.
import { useSavedProducts, useWishlistToggle } from '../lib/wishlist-actions';
import css from './wishlist-heart.module.css';

export const HeartGlyph = ({ className }: { className?: string }) => (
  <svg
    className={className}
    width="24"
    height="24"
    viewBox="0 0 24 24"
    fill="none"
    stroke="currentColor"
    strokeWidth="1.9"
    strokeLinejoin="round"
    aria-hidden="true"
    focusable="false"
  >
    <path d="M12 20.3s-7.6-4.5-9.3-9.3C1.5 7.5 3.8 4.4 7.1 4.4c2 0 3.7 1.1 4.9 2.9 1.2-1.8 2.9-2.9 4.9-2.9 3.3 0 5.6 3.1 4.4 6.6-1.7 4.8-9.3 9.3-9.3 9.3z" />
  </svg>
);

export function WishlistHeart({ productId, className, large = false }: { productId: number; className?: string; large?: boolean }) {
  const on = useSavedProducts().has(productId);
  const toggle = useWishlistToggle();
  return (
    <button
      type="button"
      className={`${css.heart} ${large ? css.large : ''} ${className ?? ''}`}
      aria-pressed={on}
      aria-label={on ? 'Remove from wishlist' : 'Save to wishlist'}
      title={on ? 'Remove from wishlist' : 'Save to wishlist'}
      onClick={() => toggle(productId)}
      data-testid="wishlist-heart"
    >
      <HeartGlyph className={css.glyph} />
    </button>
  );
}
