import { lazy, Suspense, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useParams, useSearchParams, Link as RouterLink } from 'react-router';
import type { Image, Product, Variant } from '@shared/schemas/catalogue';
import type { PublicReview } from '@shared/schemas/reviews';
import { chosenVariant, galleryImages, productPageDescription, productPageTitle } from '@shared/product-page';
import { breadcrumbJsonLd, productJsonLd } from '@shared/seo';
import { imageVariantUrl } from '@shared/images';
import { SHOP } from '@shared/constants';
import { idOfAddress } from '@shared/address-ids';
import { paths } from '../../lib/paths';
import { useProduct, useVariants } from './api/get-product';
import { ImageGallery } from './components/image-gallery';
import { ProductDeclarations } from './components/product-declarations';
import { DeliveryAndSeller } from './components/delivery-and-seller';
import { saleOf } from './components/sale';
import { stockText } from './components/stock';
import { CompareToggle } from './compare/compare-toggle';
import { WishlistHeart } from '../../components/wishlist-heart';
import { useAddToCart } from '../../lib/cart-actions';
import { Breadcrumbs } from '../../components/breadcrumbs';
import { PageMeta } from '../../components/page-meta';
import { CartGlyph, MinusGlyph, PlusGlyph } from '../../components/shell-icons';
import { formatRupees, INCL_GST } from '@shared/money';
import css from './product-page.module.css';
import shell from '../../components/shell.module.css';
import { Later } from '../../lib/later';
import { lazyPart } from '../../lib/lazy-part';
import { ratingText, Stars } from '../../components/rating-stars';
import { StickyBuyBar } from './components/sticky-buy-bar';
import block from '../../components/placeholder.module.css';

/** The frame's round icon button, in the stepper's colours. */
const stepButton = `${shell.iconButton} ${css.step}`;

// Below the fold or rarely shown: chunks of their own, so the first screen opens without them.
const ProductDetails = lazyPart(() => import('./components/product-details'));
/** The product page's own parts below the fold, loaded before the browser takes a served page over. */
export const preloadProductParts = () => ProductDetails.preload();
const ProductLoadError = lazy(() => import('./components/product-load-error'));

/** A product that is not for sale (or an address that names none) shows the shop's not-found page. */
const isMissing = (error: unknown) => (error as { status?: number } | null)?.status === 404;

/** What app/ adds below the product: its reviews, and the first of them for the structured data. */
export interface ProductPageReviews {
  section: (product: Product) => ReactNode;
  shown?: readonly PublicReview[];
  /** The id of the reviews' section, which the rating under the name leads to. */
  anchor?: string;
}

/**
 * The rating under the product's name: "4.7 ★ (3)", a link to the reviews below. A product without
 * reviews says so in a line of the same height.
 */
function RatingSummary({ rating, anchor }: { rating: Product['Rating']; anchor?: string }) {
  if (rating.Count <= 0)
    return (
      <p className={css.rating} data-testid="rating-summary">
        <span className={css.noRating}>No reviews yet</span>
      </p>
    );
  const content = (
    <>
      <span className={css.ratingAverage}>{ratingText(rating.Average)}</span>
      <span className="visually-hidden"> out of 5 stars,</span>
      <Stars value={rating.Average} size={16} />
      <span className={css.ratingCount}>
        ({rating.Count}
        <span className="visually-hidden"> {rating.Count === 1 ? 'review' : 'reviews'}</span>)
      </span>
    </>
  );
  return (
    <p className={css.rating} data-testid="rating-summary">
      {anchor ? (
        <a href={`#${anchor}`} className={css.ratingLink}>
          {content}
        </a>
      ) : (
        content
      )}
    </p>
  );
}

/** What the app shows under a sold-out variant (the stock-alerts feature's "Notify me"). */
type SoldOutSlot = (v: { variantId: number; productName: string; variantTitle: string }) => ReactNode;

export default function ProductPage({ notFound, reviews, soldOut }: { notFound?: ReactNode; reviews?: ProductPageReviews; soldOut?: SoldOutSlot }) {
  const { productId } = useParams();
  // An address that is not the product's own (/product/012, /product/0x10) names no product.
  const id = idOfAddress(productId) ?? 0;
  const [params, setParams] = useSearchParams();
  const productQ = useProduct(id);
  const variantsQ = useVariants(id);
  const cart = useAddToCart();
  const [quantity, setQuantity] = useState(1);
  // The buy row (quantity, Add to cart, heart): the phone's sticky bar shows once it has scrolled out.
  const [buyRow, setBuyRow] = useState<HTMLDivElement | null>(null);

  const product = productQ.data;
  const variants: Variant[] = useMemo(() => variantsQ.data ?? (product?.DefaultVariant ? [product.DefaultVariant] : []), [variantsQ.data, product]);
  const requested = Number(params.get('variantId'));
  const variant = chosenVariant(variants, requested);
  const images: Image[] = useMemo(() => galleryImages(variant, product?.Images ?? []), [variant, product]);
  const stock = variant?.Stock ?? 0;
  const sale = variant ? saleOf(variant) : null;

  // A different variant starts again at quantity 1, never above its stock.
  useEffect(() => setQuantity(1), [variant?.Id]);

  // The tabs' code is fetched as soon as there is a product to show them for.
  useEffect(() => {
    if (product) void ProductDetails.preload();
  }, [product]);

  if (notFound && (id === 0 || isMissing(productQ.error))) return notFound;
  if (id === 0 || productQ.isError) {
    return (
      <Suspense fallback={null}>
        <ProductLoadError />
      </Suspense>
    );
  }

  if (productQ.isPending || !product) {
    return (
      <div className={`${shell.container} ${css.columns}`} aria-busy="true">
        <span className={`${block.block} ${css.loadingPicture}`} />
        <div>
          {[
            ['30%', '1.2em'],
            ['100%', '48px'],
            ['50%', '40px'],
            ['100%', '120px'],
          ].map(([width, height], i) => (
            <span key={i} className={block.block} style={{ width, height, margin: '8px 0' }} />
          ))}
        </div>
      </div>
    );
  }

  const chooseVariant = (v: Variant) =>
    setParams(
      (p) => {
        p.set('variantId', String(v.Id));
        return p;
      },
      { replace: true },
    );

  const addToCart = async () => {
    if (!variant || stock <= 0) return;
    await cart.add(product.Name, { productId: product.Id, variantId: variant.Id, quantity });
  };

  return (
    <div className={shell.container}>
      <PageMeta
        title={productPageTitle(product.Name)}
        description={productPageDescription(product.Description)}
        canonicalPath={paths.product(product.Id)}
        image={images[0] ? (imageVariantUrl(images[0], 1280) ?? undefined) : undefined}
        structuredData={(baseUrl) => [
          productJsonLd(product, variant, { baseUrl, sellerName: SHOP.legalName, reviews: reviews?.shown }),
          breadcrumbJsonLd([
            { name: 'Home', url: `${baseUrl}/` },
            { name: product.CategoryName, url: `${baseUrl}${paths.category(product.CategorySlug)}` },
            { name: product.Name, url: `${baseUrl}${paths.product(product.Id)}` },
          ]),
        ]}
      />
      <Breadcrumbs
        links={[
          { label: 'Home', to: paths.home },
          { label: product.CategoryName, to: paths.category(product.CategorySlug) },
        ]}
        here={product.Name}
        clipHere
        className={css.crumbs}
      />
      <div className={css.columns}>
        <div className={css.head}>
          <span className={css.overline}>
            {product.Brand && (
              <>
                <RouterLink to={paths.brand(product.Brand.Slug)} className={css.brandLink} data-testid="product-brand">
                  {product.Brand.Name}
                </RouterLink>
                {' · '}
              </>
            )}
            {product.CategoryName} · {product.ProductCode}
          </span>
          <h1 className={`${shell.pageTitle} ${css.title}`}>{product.Name}</h1>
          <RatingSummary rating={product.Rating} anchor={reviews?.anchor} />
        </div>
        <div className={css.gallery}>
          <ImageGallery images={images} alt={product.Name} />
        </div>
        <div className={css.buyBox}>
          {variant && (
            <div className={css.price}>
              <span className={css.amount} data-testid="product-price">
                {formatRupees(variant.Price)}
              </span>
              {sale && sale.off > 0 && (
                <span className={css.off} data-testid="product-off">
                  {sale.off}% off
                </span>
              )}
              <span className={css.gst}>{INCL_GST}</span>
            </div>
          )}
          {sale && (
            <p className={css.mrp}>
              MRP{' '}
              <s className={css.mrpAmount} data-testid="product-mrp">
                {sale.mrp}
              </s>{' '}
              (inclusive of all taxes)
            </p>
          )}
          <div className={css.stock} data-testid="stock-status">
            {stock <= 0 ? (
              <span className={css.outChip}>Out of Stock</span>
            ) : (
              <span className={stock <= 5 ? css.fewLeft : css.inStock}>{stockText(stock)}</span>
            )}
          </div>

          {variants.length > 0 && (
            <div className={css.variants}>
              <p className={css.variantLabel} id="variant-label">
                Variant: <strong>{variant?.Title}</strong>
              </p>
              <div className={css.variantList} role="group" aria-labelledby="variant-label">
                {variants.map((v) => (
                  <button key={v.Id} type="button" className={css.variant} aria-pressed={v.Id === variant?.Id} onClick={() => chooseVariant(v)}>
                    {v.Title}
                    {v.Stock <= 0 && <span className={css.variantOut}>(out of stock)</span>}
                  </button>
                ))}
              </div>
            </div>
          )}

          <div className={css.buy} ref={setBuyRow}>
            <div className={css.stepper} role="group" aria-label="Quantity">
              <button
                type="button"
                className={stepButton}
                aria-label="Decrease quantity"
                onClick={() => setQuantity((q) => Math.max(1, q - 1))}
                disabled={quantity <= 1 || stock <= 0}
              >
                <MinusGlyph />
              </button>
              <span className={css.count} aria-live="polite" data-testid="quantity">
                {stock <= 0 ? 0 : quantity}
              </span>
              <button
                type="button"
                className={stepButton}
                aria-label="Increase quantity"
                onClick={() => setQuantity((q) => Math.min(stock, q + 1))}
                disabled={quantity >= stock || stock <= 0}
              >
                <PlusGlyph />
              </button>
            </div>
            <button type="button" className={css.addButton} onClick={addToCart} disabled={stock <= 0 || cart.adding || !variant}>
              <CartGlyph />
              Add to cart
            </button>
            <WishlistHeart productId={product.Id} large />
          </div>
          {stock <= 0 && variant && soldOut?.({ variantId: variant.Id, productName: product.Name, variantTitle: variant.Title })}
          <DeliveryAndSeller variantId={variant?.Id} quantity={quantity} />
          <CompareToggle
            className={css.compare}
            product={{
              Id: product.Id,
              Name: product.Name,
              CategoryId: product.CategoryId,
              CategoryName: product.CategoryName,
              Image: product.DefaultVariant?.Images[0] ?? product.Images[0] ?? null,
            }}
          />
          <p className={css.summary}>{product.Description}</p>
          <ProductDeclarations declarations={product.Declarations} />
          <hr className={css.rule} />
          <p className={css.note}>Free GST invoice with every order · Secure online payment · Order Processing time is 3 to 5 working days</p>
        </div>
      </div>
      {variant && stock > 0 && (
        <StickyBuyBar
          watched={buyRow}
          name={product.Name}
          price={formatRupees(variant.Price)}
          variantTitle={variants.length > 1 ? variant.Title : null}
          onAdd={addToCart}
          disabled={cart.adding}
        />
      )}

      {/* The description and features tabs are below the fold: drawn a task after the rest. */}
      <Later>
        <Suspense fallback={null}>
          <ProductDetails product={product} />
        </Suspense>
        {reviews?.section(product)}
      </Later>
    </div>
  );
}
