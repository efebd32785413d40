import { useEffect, useMemo, useState } from 'react';
import { useParams, useSearchParams, Link as RouterLink } from '../../lib/router';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import Divider from '@mui/material/Divider';
import Grid from '@mui/material/Grid';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import AddShoppingCart from '@mui/icons-material/AddShoppingCart';
import Add from '@mui/icons-material/Add';
import Remove from '@mui/icons-material/Remove';
import { SHOP } from '@shared/constants';
import type { Image, Variant } from '@shared/schemas/catalogue';
import { chosenVariant, galleryImages, productPageDescription, productPageTitle } from '@shared/product-page';
import { useProduct, useVariants } from './api/get-product';
import { ImageGallery } from './components/image-gallery';
import { RichText } from './components/rich-text';
import { Price } from '../../components/price';
import { ProductImage } from '../../components/product-image';
import { useCartActions } from '../../lib/cart-actions';
import { toastError, toastSuccess } from '../../lib/toast';
import { PageMeta } from '../../components/page-meta';
import { useLater } from '../../lib/later';

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
    <Container maxWidth="lg">
      <PageMeta title={productPageTitle(product.Name)} description={productPageDescription(product.Description)} />
      <Breadcrumbs sx={{ mb: 2, fontSize: 14 }} aria-label="Breadcrumb">
        <Link component={RouterLink} to="/" underline="hover" color="inherit">
          Home
        </Link>
        <Link component={RouterLink} to={`/search?query=${encodeURIComponent(product.CategoryName)}`} underline="hover" color="inherit">
          {product.CategoryName}
        </Link>
        <Typography color="text.primary" sx={{ fontSize: 14, maxWidth: { xs: 160, sm: 'none' }, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
          {product.Name}
        </Typography>
      </Breadcrumbs>
      <Grid container spacing={{ xs: 3, md: 5 }}>
        <Grid size={{ xs: 12, md: 6 }}>
          <ImageGallery images={images} alt={product.Name} />
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <Typography variant="overline" color="text.secondary">
            {product.CategoryName} · {product.ProductCode}
          </Typography>
          <Typography variant="h4" component="h1" sx={{ fontSize: { xs: 24, md: 32 }, mb: 2 }}>
            {product.Name}
          </Typography>
          {variant && <Price rupees={variant.Price} size="large" data-testid="product-price" />}
          <Box sx={{ mt: 1, mb: 2, minHeight: 32 }} data-testid="stock-status">
            {stock <= 0 ? (
              <Chip label="Out of Stock" color="error" sx={{ fontWeight: 600 }} />
            ) : (
              <Typography color={stock <= 5 ? 'warning.main' : 'success.main'} sx={{ fontWeight: 600 }}>
                {stockText(stock)}
              </Typography>
            )}
          </Box>
          <Typography color="text.secondary" sx={{ mb: 3, lineHeight: 1.7 }}>
            {product.Description}
          </Typography>

          {variants.length > 0 && (
            <Box sx={{ mb: 3 }}>
              <Typography variant="subtitle2" component="p" sx={{ mb: 1 }} id="variant-label">
                Variant: <strong>{variant?.Title}</strong>
              </Typography>
              <ToggleButtonGroup exclusive value={variant?.Id ?? null} aria-labelledby="variant-label" onChange={(_, value: number | null) => {
                const v = variants.find((x) => x.Id === value);
                if (v) chooseVariant(v);
              }} sx={{ flexWrap: 'wrap', gap: 1, '& .MuiToggleButtonGroup-grouped': { border: 1, borderColor: 'divider', borderRadius: '8px !important', mx: 0 } }}>
                {variants.map((v) => (
                  <ToggleButton key={v.Id} value={v.Id} sx={{ px: 2, py: 0.75, textTransform: 'none', fontWeight: 600, '&.Mui-selected': { borderColor: 'secondary.main', bgcolor: 'rgba(232,102,28,0.08)' } }}>
                    {v.Title}
                    {v.Stock <= 0 && <Box component="span" sx={{ ml: 0.75, fontSize: 11, color: 'error.main' }}>(out of stock)</Box>}
                  </ToggleButton>
                ))}
              </ToggleButtonGroup>
            </Box>
          )}

          <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
            <Box sx={{ display: 'flex', alignItems: 'center', border: 1, borderColor: 'divider', borderRadius: 2, bgcolor: 'background.paper' }} role="group" aria-label="Quantity">
              <IconButton aria-label="Decrease quantity" onClick={() => setQuantity((q) => Math.max(1, q - 1))} disabled={quantity <= 1 || stock <= 0}>
                <Remove />
              </IconButton>
              <Typography sx={{ minWidth: 36, textAlign: 'center', fontWeight: 600 }} aria-live="polite" data-testid="quantity">
                {stock <= 0 ? 0 : quantity}
              </Typography>
              <IconButton aria-label="Increase quantity" onClick={() => setQuantity((q) => Math.min(stock, q + 1))} disabled={quantity >= stock || stock <= 0}>
                <Add />
              </IconButton>
            </Box>
            <Button variant="contained" color="secondary" size="large" startIcon={<AddShoppingCart />} onClick={addToCart} disabled={stock <= 0 || adding || !variant} sx={{ flex: { xs: 1, sm: 'none' }, px: 4, py: 1.25 }}>
              Add to cart
            </Button>
          </Box>
          <Divider sx={{ my: 3 }} />
          <Typography variant="body2" color="text.secondary">
            Free GST invoice with every order · Secure online payment · Order Processing time is 3 to 5 working days
          </Typography>
        </Grid>
      </Grid>

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
    </Container>
  );
}
