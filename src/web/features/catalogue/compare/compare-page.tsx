// The comparison of up to four products of one category (/compare?ids=1,2,3), rendered on the
// server: one column a product (picture, name, brand, price with stock, rating, Add to cart, Remove), then one
// row a specification, the rows whose values differ marked, or shown alone. The first column stays
// in place while the others scroll sideways on a narrow screen. A shopper's own list: not for
// search engines (robots noindex).
import { useState, type ReactNode } from 'react';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import type { CompareAnswer, ProductCard } from '@shared/schemas/catalogue';
import { SHOP } from '@shared/constants';
import { formatRupees, INCL_GST } from '@shared/money';
import { PageMeta } from '../../../components/page-meta';
import { ProductImage } from '../../../components/product-image';
import { EmptyState, EmptyStateButton, EmptyStateLink } from '../../../components/empty-state';
import { CartGlyph } from '../../../components/shell-icons';
import { CardRating } from '../../../components/rating-stars';
import { useAddToCart } from '../../../lib/cart-actions';
import { useServerOrHydrating } from '../../../lib/hydration';
import { paths } from '../../../lib/paths';
import block from '../../../components/placeholder.module.css';
import shell from '../../../components/shell.module.css';
import { useComparison } from '../api/compare-products';
import { saleOf } from '../components/sale';
import { stockText } from '../components/stock';
import { compareList, useCompareList } from './compare-list';
import { compareAddress, idsOfAddress } from './compare-rules';
import css from './compare.module.css';

const HOW_TO =
  'Nothing to compare yet. Tap Compare on up to 4 products of one category, on their cards or their pages, then Compare in the bar at the bottom of the screen.';

export default function ComparePage() {
  const [params] = useSearchParams();
  const found = idsOfAddress(params.get('ids'));
  const ids = 'ids' in found ? found.ids : [];
  const q = useComparison(ids);
  return (
    <div className={shell.container}>
      <PageMeta title={`Compare products | ${SHOP.name}`} description="Products side by side: price, stock and specifications." noindex />
      <h1 className={`${shell.pageTitle} ${css.title}`}>
        Compare products{q.data?.Products[0] ? <span className={css.titleCategory}> · {q.data.Products[0].CategoryName}</span> : null}
      </h1>
      {'wrong' in found ? (
        <EmptyState message={`${found.wrong} Choose the products again.`} action={<EmptyStateLink to={paths.home}>Browse products</EmptyStateLink>} />
      ) : ids.length === 0 ? (
        <NothingChosen />
      ) : q.isPending ? (
        <span className={`${block.block} ${css.loading}`} aria-busy="true" />
      ) : q.isError ? (
        <Refused status={(q.error as { status?: number }).status ?? 0} message={q.error.message} retry={() => void q.refetch()} />
      ) : (
        <Comparison answer={q.data} />
      )}
    </div>
  );
}

/** No ids in the address: how to choose products, or the way to the ones already on the list. */
function NothingChosen() {
  const list = useCompareList();
  if (list.length > 0)
    return (
      <EmptyState
        message={`Your compare list holds ${list.length} ${list.length === 1 ? 'product' : 'products'}.`}
        action={<EmptyStateLink to={compareAddress(list.map((p) => p.Id))}>Compare them</EmptyStateLink>}
      />
    );
  return <EmptyState message={HOW_TO} action={<EmptyStateLink to={paths.home}>Browse products</EmptyStateLink>} />;
}

function Refused({ status, message, retry }: { status: number; message: string; retry: () => void }) {
  if (status === 404)
    return (
      <EmptyState
        message="A product of this comparison is no longer for sale. Remove it from your compare list and compare the others."
        action={<EmptyStateLink to={paths.home}>Browse products</EmptyStateLink>}
      />
    );
  if (status >= 400 && status < 500)
    return <EmptyState message={`${message}.`.replace(/\.\.$/, '.')} action={<EmptyStateLink to={paths.home}>Browse products</EmptyStateLink>} />;
  return <EmptyState message="Could not load the comparison. Please try again." action={<EmptyStateButton onClick={retry}>Retry</EmptyStateButton>} />;
}

function Comparison({ answer }: { answer: CompareAnswer }) {
  const [onlyDifferences, setOnlyDifferences] = useState(false);
  const navigate = useNavigate();
  const products = answer.Products;
  const rows = onlyDifferences ? answer.Specifications.filter((s) => s.Differs) : answer.Specifications;
  const remove = (id: number) => {
    compareList.remove(id);
    const rest = products.filter((p) => p.Id !== id).map((p) => p.Id);
    navigate(compareAddress(rest), { replace: true });
  };
  return (
    <>
      <div className={css.tools}>
        <label className={css.switch}>
          <input type="checkbox" role="switch" checked={onlyDifferences} onChange={(e) => setOnlyDifferences(e.target.checked)} />
          <span className={css.track} aria-hidden="true" />
          Show only differences
        </label>
      </div>
      <div className={css.scroller} data-testid="compare-scroller">
        <table className={css.table} style={{ minWidth: `calc(var(--first-column) + ${products.length} * var(--product-column))` }}>
          <caption className="visually-hidden">Compared products, one column each</caption>
          <thead>
            <tr>
              <th scope="col" className={css.rowName}>
                <span className="visually-hidden">Product</span>
              </th>
              {products.map((p) => (
                <th key={p.Id} scope="col" className={css.product}>
                  <ProductHead product={p} />
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            <ProductRow name="Price" products={products} testId="compare-price">
              {(p) => <PriceCell product={p} />}
            </ProductRow>
            <ProductRow name="Rating" products={products} testId="compare-rating">
              {(p) => (p.Rating.Count > 0 ? <CardRating rating={p.Rating} /> : <span className={css.none}>No reviews yet</span>)}
            </ProductRow>
            <ProductRow name={<span className="visually-hidden">Actions</span>} products={products}>
              {(p) => (
                <div className={css.actions}>
                  <AddToCart product={p} />
                  <button type="button" className={css.removeButton} onClick={() => remove(p.Id)}>
                    Remove<span className="visually-hidden"> {p.Name}</span>
                  </button>
                </div>
              )}
            </ProductRow>
            <tr>
              <th scope="rowgroup" colSpan={products.length + 1} className={css.section}>
                <span className={css.sectionText}>Specifications</span>
              </th>
            </tr>
            {rows.map((s) => (
              <tr key={s.Key} className={s.Differs ? css.differs : undefined} data-differs={s.Differs}>
                <th scope="row" className={css.rowName}>
                  {s.Name}
                  {s.Differs && <span className="visually-hidden"> (differs)</span>}
                </th>
                {s.Values.map((v, i) => (
                  <td key={products[i]!.Id}>{v || <span className={css.none}>–</span>}</td>
                ))}
              </tr>
            ))}
            {rows.length === 0 && (
              <tr>
                <td colSpan={products.length + 1} className={css.noRows}>
                  {answer.Specifications.length === 0 ? 'No specifications are listed for these products yet.' : 'These products have the same specifications.'}
                </td>
              </tr>
            )}
          </tbody>
        </table>
      </div>
    </>
  );
}

/** A row of the table: its name, then one cell a product. */
function ProductRow({
  name,
  products,
  testId,
  children,
}: {
  name: ReactNode;
  products: readonly ProductCard[];
  testId?: string;
  children: (p: ProductCard) => ReactNode;
}) {
  return (
    <tr>
      <th scope="row" className={css.rowName}>
        {name}
      </th>
      {products.map((p) => (
        <td key={p.Id} data-testid={testId}>
          {children(p)}
        </td>
      ))}
    </tr>
  );
}

function ProductHead({ product: p }: { product: ProductCard }) {
  return (
    <div className={css.head}>
      <RouterLink to={paths.product(p.Id)} className={css.picture} tabIndex={-1} aria-hidden="true">
        <ProductImage image={p.Images[0]} alt="" sizes="160px" emptyText="" />
      </RouterLink>
      <RouterLink to={paths.product(p.Id)} className={css.name}>
        {p.Name}
      </RouterLink>
      {p.Brand && <span className={css.brand}>{p.Brand}</span>}
    </div>
  );
}

/**
 * The price of the variant the product is offered with (the default one while in stock, else the
 * cheapest in stock), its MRP and saving, and whether it can be bought: a sale that empties it
 * moves the row to the next variant in stock, or to "Out of Stock".
 */
function PriceCell({ product }: { product: ProductCard }) {
  const v = product.DefaultVariant;
  if (!v) return <span className={css.none}>–</span>;
  const sale = saleOf(v);
  return (
    <div className={css.price}>
      <span className={`${css.amount} ${v.Stock <= 0 ? css.soldOut : ''}`}>{formatRupees(v.Price)}</span>
      {sale && (
        <span>
          <s className={css.mrp}>
            <span className="visually-hidden">MRP </span>
            {sale.mrp}
          </s>{' '}
          {sale.off > 0 && <span className={css.off}>{sale.off}% off</span>}
        </span>
      )}
      <span className={css.gst}>{INCL_GST}</span>
      {product.MoreOptions && <span className={css.options}>{v.Title} · more options</span>}
      <StockLine stock={v.Stock} />
    </div>
  );
}

function StockLine({ stock }: { stock: number }) {
  const text = stockText(stock);
  return (
    <span className={`${css.stockLine} ${stock <= 0 ? css.out : stock <= 5 ? css.few : css.inStock}`} data-testid="compare-stock">
      {text}
    </span>
  );
}

/** Adds the product's default variant, one of it, to the cart, as the product page does. */
function AddToCart({ product }: { product: ProductCard }) {
  const { adding, add: addToCart } = useAddToCart();
  // The cart is the browser's: nothing to add to while the server draws or the browser hydrates.
  const hydrating = useServerOrHydrating();
  const v = product.DefaultVariant;
  const out = !v || v.Stock <= 0;
  const add = () => {
    if (!v || out) return;
    void addToCart(product.Name, { productId: product.Id, variantId: v.Id, quantity: 1 });
  };
  return (
    <button type="button" className={css.addButton} onClick={add} disabled={out || adding || hydrating}>
      <CartGlyph />
      Add to cart<span className="visually-hidden"> {product.Name}</span>
    </button>
  );
}
