import { memo } from 'react';
import { Link as RouterLink } from 'react-router';
import type { ProductCard as Card_ } from '@shared/schemas/catalogue';
import { ProductImage } from '../../../components/product-image';
import { CardRating } from '../../../components/rating-stars';
import { formatRupees, INCL_GST } from '@shared/money';
import { saleOf } from './sale';
import { CompareToggle } from '../compare/compare-toggle';
import { WishlistHeart } from '../../../components/wishlist-heart';
import css from './product-card.module.css';
import { paths } from '../../../lib/paths';

const CARD_SIZES = '(max-width: 600px) 50vw, (max-width: 900px) 33vw, 25vw';

/**
 * `headingLevel`: one below the heading of the list the card is in (h2 under a page's h1). A card is
 * drawn again only when its product changes: a list that draws again (once the browser has taken a
 * server-rendered page over, or a batch of cards later) leaves the cards it already has alone.
 */
export const ProductCard = memo(function ProductCard({
  product,
  eager = false,
  headingLevel: Name = 'h3',
}: {
  product: Card_;
  eager?: boolean;
  headingLevel?: 'h2' | 'h3';
}) {
  const v = product.DefaultVariant;
  const outOfStock = !v || v.Stock <= 0;
  const sale = v && saleOf(v);
  // Compare sits over the picture, beside the card's link rather than in it (no button inside a link).
  return (
    <div className={css.cell}>
      <RouterLink to={paths.product(product.Id)} className={css.card} data-testid="product-card">
        <div className={css.picture}>
          <ProductImage key={product.Images[0]?.Id ?? 0} image={product.Images[0]} alt={product.Name} sizes={CARD_SIZES} eager={eager} />
          {outOfStock && <span className={css.chip}>Out of Stock</span>}
        </div>
        <div className={css.body}>
          <span className={css.category}>{product.Brand ? `${product.Brand} · ${product.CategoryName}` : product.CategoryName}</span>
          <Name className={css.name}>{product.Name}</Name>
          <CardRating rating={product.Rating} />
          {v && (
            <span className={css.price}>
              <span className={css.line}>
                <span className={css.amount}>{formatRupees(v.Price)}</span>
                {sale && (
                  <s className={css.mrp} data-testid="card-mrp">
                    <span className="visually-hidden">MRP </span>
                    {sale.mrp}
                  </s>
                )}
              </span>
              <span className={css.line}>
                {sale && sale.off > 0 && <span className={css.off}>{sale.off}% off</span>}
                <span className={css.gst}>{INCL_GST}</span>
                {product.MoreOptions && (
                  <span className={css.more} data-testid="card-more-options">
                    More options
                  </span>
                )}
              </span>
            </span>
          )}
        </div>
      </RouterLink>
      <CompareToggle
        className={css.compare}
        product={{ Id: product.Id, Name: product.Name, CategoryId: product.CategoryId, CategoryName: product.CategoryName, Image: product.Images[0] ?? null }}
      />
      <div className={css.overPicture}>
        <WishlistHeart productId={product.Id} className={css.heart} />
      </div>
    </div>
  );
});
