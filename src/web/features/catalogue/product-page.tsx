import { useEffect, useMemo, useState } from 'react';
import { useParams, useSearchParams, Link as RouterLink } from '../../lib/router';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { SHOP } from '@shared/constants';
import type { Image, Variant } from '@shared/schemas/catalogue';
import { chosenVariant, galleryImages, productPageDescription, productPageTitle } from '@shared/product-page';
import { useProduct, useVariants } from './api/get-product';
import { ImageGallery } from './components/image-gallery';
import { RichText } from './components/rich-text';
import { ProductImage } from '../../components/product-image';
import { useCartActions } from '../../lib/cart-actions';
import { toastError, toastSuccess } from '../../lib/toast';
import { PageMeta } from '../../components/page-meta';
import { CartGlyph, MinusGlyph, PlusGlyph } from '../../components/shell-icons';
import { formatShopPrice, INCL_GST } from '@shared/money';
import css from './product-page.module.css';
import shell from '../../app/layout/shell.module.css';
import { useLater } from '../../lib/later';

/** The frame's round icon button, in the stepper's colours. */
const stepButton = `${shell.iconButton} ${css.step}`;

export const LOAD_FAILED = 'Failed to load product information';

function stockText(stock: number) {
  if (stock <= 0) return null;
  if (stock <= 5) return `Only ${stock} left in stock`;
  return 'In stock';
}

export default function ProductPage() {
  const { productId } = useParams();
  const id = Number(productId);
  const [params, setParams] = useSearchParams();
  const productQ = useProduct(id);
  const variantsQ = useVariants(id);
  const cart = useCartActions();
  const [quantity, setQuantity] = useState(1);
  const [tab, setTab] = useState(0);
  const [adding, setAdding] = useState(false);
  // The description and features tabs are below the fold: drawn a task after the rest.
  const later = useLater();

  const product = productQ.data;
  const variants: Variant[] = useMemo(() => variantsQ.data ?? (product?.DefaultVariant ? [product.DefaultVariant] : []), [variantsQ.data, product]);
  const requested = Number(params.get('variantId'));
  const variant = chosenVariant(variants, requested);
  const images: Image[] = useMemo(() => galleryImages(variant, product?.Images ?? []), [variant, product]);
  const stock = variant?.Stock ?? 0;

  // A different variant starts again at quantity 1, never above its stock.
  useEffect(() => setQuantity(1), [variant?.Id]);


  if (!Number.isInteger(id) || id <= 0 || productQ.isError) {
    return (
      <Container maxWidth="md" sx={{ py: 4 }}>
        <PageMeta title={`${LOAD_FAILED} | ${SHOP.name}`} />
        <Alert severity="error" variant="outlined" sx={{ bgcolor: 'background.paper' }} action={<Button component={RouterLink} to="/">Back to Home</Button>}>
          <AlertTitle>{LOAD_FAILED}</AlertTitle>
          This product may no longer be available.
        </Alert>
      </Container>
    );
  }

  if (productQ.isPending || !product) {
    return (
      <Container maxWidth="lg">
        <Grid container spacing={4}>
          <Grid size={{ xs: 12, md: 6 }}>
            <Skeleton variant="rounded" sx={{ aspectRatio: '1 / 1', height: 'auto' }} />
          </Grid>
          <Grid size={{ xs: 12, md: 6 }}>
            <Skeleton width="30%" />
            <Skeleton height={48} />
            <Skeleton width="50%" height={40} />
            <Skeleton height={120} />
          </Grid>
        </Grid>
      </Container>
    );
  }

  const chooseVariant = (v: Variant) => setParams((p) => {
    p.set('variantId', String(v.Id));
    return p;
  }, { replace: true });

  const addToCart = async () => {
    if (!variant || stock <= 0) return;
    setAdding(true);
    try {
      await cart.addToCart({ productId: product.Id, variantId: variant.Id, quantity });
      toastSuccess(`${product.Name} added to your cart`);
    } catch (err) {
      if (err instanceof Error && err.name !== 'ApiError') toastError(err.message);
    } finally {
      setAdding(false);
    }
  };

  return (
    <div className={shell.container}>
      <PageMeta title={productPageTitle(product.Name)} description={productPageDescription(product.Description)} />
      <nav aria-label="Breadcrumb">
        <ol className={css.crumbs}>
          <li>
            <RouterLink to="/" className={css.crumbLink}>
              Home
            </RouterLink>
          </li>
          <li>
            <RouterLink to={`/search?query=${encodeURIComponent(product.CategoryName)}`} className={css.crumbLink}>
              {product.CategoryName}
            </RouterLink>
          </li>
          <li aria-current="page" className={css.crumbHere}>
            {product.Name}
          </li>
        </ol>
      </nav>
      <div className={css.columns}>
        <div>
          <ImageGallery images={images} alt={product.Name} />
        </div>
        <div>
          <span className={css.overline}>
            {product.CategoryName} · {product.ProductCode}
          </span>
          <h1 className={css.title}>{product.Name}</h1>
          {variant && (
            <div className={css.price}>
              <span className={css.amount} data-testid="product-price">
                {formatShopPrice(variant.Price)}
              </span>
              <span className={css.gst}>{INCL_GST}</span>
            </div>
          )}
          <div className={css.stock} data-testid="stock-status">
            {stock <= 0 ? <span className={css.outChip}>Out of Stock</span> : <span className={stock <= 5 ? css.fewLeft : css.inStock}>{stockText(stock)}</span>}
          </div>
          <p className={css.summary}>{product.Description}</p>

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

          <div className={css.buy}>
            <div className={css.stepper} role="group" aria-label="Quantity">
              <button type="button" className={stepButton} aria-label="Decrease quantity" onClick={() => setQuantity((q) => Math.max(1, q - 1))} disabled={quantity <= 1 || stock <= 0}>
                <MinusGlyph />
              </button>
              <span className={css.count} aria-live="polite" data-testid="quantity">
                {stock <= 0 ? 0 : quantity}
              </span>
              <button type="button" className={stepButton} aria-label="Increase quantity" onClick={() => setQuantity((q) => Math.min(stock, q + 1))} disabled={quantity >= stock || stock <= 0}>
                <PlusGlyph />
              </button>
            </div>
            <button type="button" className={css.addButton} onClick={addToCart} disabled={stock <= 0 || adding || !variant}>
              <CartGlyph />
              Add to cart
            </button>
          </div>
          <hr className={css.rule} />
          <p className={css.note}>Free GST invoice with every order · Secure online payment · Order Processing time is 3 to 5 working days</p>
        </div>
      </div>

      {later && (
      <Box sx={{ mt: { xs: 4, md: 6 }, bgcolor: 'background.paper', borderRadius: 3, border: 1, borderColor: 'divider' }}>
        <Tabs value={tab} onChange={(_, v: number) => setTab(v)} sx={{ borderBottom: 1, borderColor: 'divider', px: 2 }}>
          <Tab label="Description" id="tab-description" aria-controls="panel-description" />
          <Tab label="Features" id="tab-features" aria-controls="panel-features" />
        </Tabs>
        <Box sx={{ p: { xs: 2, md: 3 } }} role="tabpanel" id={tab === 0 ? 'panel-description' : 'panel-features'} aria-labelledby={tab === 0 ? 'tab-description' : 'tab-features'}>
          {tab === 0 ? (
            product.Descriptions.length === 0 ? (
              <Typography color="text.secondary">{product.Description}</Typography>
            ) : (
              product.Descriptions.map((d) => (
                <Box key={d.Id} sx={{ mb: 2 }}>
                  {d.Description && <RichText html={d.Description} />}
                  {d.FileName && (
                    <Box sx={{ mt: 2, maxWidth: 720 }}>
                      <ProductImage image={d} alt={`${product.Name} description`} sizes="(max-width: 900px) 100vw, 720px" />
                    </Box>
                  )}
                </Box>
              ))
            )
          ) : product.Features.length === 0 ? (
            <Typography color="text.secondary">No features listed for this product.</Typography>
          ) : (
            <Table size="small" aria-label="Features">
              <TableBody>
                {product.Features.map((f) => (
                  <TableRow key={f.Id}>
                    <TableCell component="th" scope="row" sx={{ fontWeight: 600, width: { xs: '40%', md: '30%' }, color: 'text.secondary' }}>
                      {f.ItemType}
                    </TableCell>
                    <TableCell>{f.ItemValue}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          )}
        </Box>
      </Box>
      )}
    </div>
  );
}
