// /account/wishlist: the saved products with their picture, price, MRP and discount and stock, each
// moved to the cart (its default variant) or removed. A guest's list is read from the browser and
// its cards from the public call, with a word on signing in to keep it on every device. Plain CSS
// like the cart (decision 009).
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { SHOP } from '@shared/constants';
import { formatRupees, INCL_GST, percentOff, toPaise } from '@shared/money';
import { WISHLIST_MESSAGES } from '@shared/wishlist';
import type { ProductCard } from '@shared/schemas/catalogue';
import { paths } from '../../lib/paths';
import { useSession } from '../../lib/auth-store';
import { useCartActions } from '../../lib/cart-actions';
import { useSavedProducts, useWishlistToggle } from '../../lib/wishlist-actions';
import { toastSuccess } from '../../lib/toast';
import { EmptyState, EmptyStateLink } from '../../components/empty-state';
import { RowsPlaceholder, ShopperPage } from '../../components/shopper-page';
import { ProductImage } from '../../components/product-image';
import { useGuestWishlist } from './guest-wishlist';
import { useWishlist } from './api/get-wishlist';
import { useGuestCards } from './api/get-guest-cards';
import css from './wishlist-page.module.css';

export const OUT_OF_STOCK_REASON = 'Out of stock: it cannot be moved to the cart until it is back';

const Placeholder = () => <RowsPlaceholder label="Loading your wishlist" lineClassName={css.placeholderLine} imageClassName={css.placeholderImage} />;

function stockText(stock: number) {
  if (stock <= 0) return 'Out of stock';
  return stock <= 5 ? `Only ${stock} left in stock` : 'In stock';
}

function SavedProduct({ card, onRemove }: { card: ProductCard; onRemove: () => void }) {
  const cart = useCartActions();
  const [moving, setMoving] = useState(false);
  const v = card.DefaultVariant;
  const stock = v?.Stock ?? 0;
  const off = v && v.Mrp > v.Price ? percentOff(toPaise(v.Price), toPaise(v.Mrp)) : 0;
  const to = paths.product(card.Id);
  const reasonId = `wishlist-reason-${card.Id}`;

  const moveToCart = async () => {
    if (!v || stock <= 0) return;
    setMoving(true);
    try {
      await cart.addToCart({ productId: card.Id, variantId: v.Id, quantity: 1 });
      onRemove();
      toastSuccess(`${card.Name} moved to your cart`);
    } catch {
      // The cart said why already.
    } finally {
      setMoving(false);
    }
  };

  return (
    <li className={css.item} data-testid="wishlist-item">
      <RouterLink to={to} className={css.picture} aria-hidden tabIndex={-1}>
        <ProductImage image={card.Images[0]} alt="" sizes="120px" emptyText="" />
      </RouterLink>
      <div className={css.info}>
        <RouterLink to={to} className={css.name}>
          {card.Name}
        </RouterLink>
        {v && (
          <p className={css.price}>
            <span className={css.amount}>{formatRupees(v.Price)}</span>
            {off > 0 && (
              <>
                <s className={css.mrp}>
                  <span className="visually-hidden">MRP </span>
                  {formatRupees(v.Mrp)}
                </s>
                <span className={css.off}>{off}% off</span>
              </>
            )}
            <span className={css.gst}>{INCL_GST}</span>
          </p>
        )}
        <p className={stock > 0 ? css.stock : `${css.stock} ${css.outOfStock}`} data-testid="wishlist-stock">
          {stockText(stock)}
        </p>
      </div>
      <div className={css.actions}>
        <button type="button" className={css.move} onClick={moveToCart} disabled={stock <= 0 || moving} aria-describedby={stock <= 0 ? reasonId : undefined}>
          Move to cart
        </button>
        <button type="button" className={css.remove} onClick={onRemove}>
          Remove<span className="visually-hidden"> {card.Name}</span>
        </button>
        {stock <= 0 && (
          <p id={reasonId} className={css.reason}>
            {OUT_OF_STOCK_REASON}
          </p>
        )}
      </div>
    </li>
  );
}

export default function WishlistPage() {
  const signedIn = !!useSession();
  const guestList = useGuestWishlist();
  const saved = useSavedProducts();
  const toggle = useWishlistToggle();
  const mine = useWishlist(signedIn);
  const guest = useGuestCards(guestList, !signedIn);
  const query = signedIn ? mine : guest;
  // Removed ones leave at once, before the server has answered.
  const cards = (query.data?.Items ?? []).filter((c) => saved.has(c.Id));

  const remove = (card: ProductCard) => {
    if (!saved.has(card.Id)) return;
    toggle(card.Id);
    toastSuccess(WISHLIST_MESSAGES.removed);
  };

  return (
    <ShopperPage title={`Wishlist | ${SHOP.name}`} heading="Your wishlist" noindex>
      {!signedIn && (
        <p className={css.signInNote}>
          Your wishlist is kept on this device only.{' '}
          <RouterLink to={paths.signIn} state={{ from: paths.wishlist }} className={css.signInLink}>
            Sign in
          </RouterLink>{' '}
          to keep it on every device.
        </p>
      )}
      {query.isError && !query.data ? (
        <EmptyState message="Your wishlist could not be loaded. Please try again." />
      ) : query.isPending && (signedIn || guestList.length > 0) ? (
        <Placeholder />
      ) : cards.length === 0 ? (
        <EmptyState message="Your wishlist is empty" action={<EmptyStateLink to={paths.home}>Continue shopping</EmptyStateLink>} />
      ) : (
        <ul className={css.list} aria-label="Saved products">
          {cards.map((card) => (
            <SavedProduct key={card.Id} card={card} onRemove={() => remove(card)} />
          ))}
        </ul>
      )}
    </ShopperPage>
  );
}
