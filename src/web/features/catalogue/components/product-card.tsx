import { Link as RouterLink } from '../../../lib/router';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import Skeleton from '@mui/material/Skeleton';
import type { ProductCard as Card_ } from '@shared/schemas/catalogue';
import { ProductImage } from '../../../components/product-image';
import { Price } from '../../../components/price';

const CARD_SIZES = '(max-width: 600px) 50vw, (max-width: 900px) 33vw, 25vw';

export function ProductCard({ product, eager = false }: { product: Card_; eager?: boolean }) {
  const v = product.DefaultVariant;
  const outOfStock = !v || v.Stock <= 0;
  return (
    <Card sx={{ height: '100%', transition: 'box-shadow .2s, transform .2s', '&:hover': { boxShadow: 4, transform: 'translateY(-2px)' } }} data-testid="product-card">
      <CardActionArea component={RouterLink} to={`/product/${product.Id}`} sx={{ height: '100%', display: 'flex', flexDirection: 'column', alignItems: 'stretch' }}>
        <Box sx={{ position: 'relative', aspectRatio: '1 / 1', bgcolor: '#f3f4f8' }}>
          <ProductImage image={product.Images[0]} alt={product.Name} sizes={CARD_SIZES} eager={eager} />
          {outOfStock && (
            <Chip label="Out of Stock" color="error" size="small" sx={{ position: 'absolute', top: 8, left: 8, fontWeight: 600 }} />
          )}
        </Box>
        <CardContent sx={{ flex: 1, display: 'flex', flexDirection: 'column', gap: 0.75, p: { xs: 1.5, md: 2 } }}>
          <Typography variant="caption" color="text.secondary" sx={{ textTransform: 'uppercase', letterSpacing: 0.6 }}>
            {product.CategoryName}
          </Typography>
          <Typography component="h3" sx={{ fontWeight: 600, fontSize: { xs: 14, md: 15 }, lineHeight: 1.35, display: '-webkit-box', WebkitLineClamp: 2, WebkitBoxOrient: 'vertical', overflow: 'hidden', minHeight: '2.7em' }}>
            {product.Name}
          </Typography>
          <Box sx={{ mt: 'auto' }}>{v ? <Price rupees={v.Price} size="small" /> : null}</Box>
        </CardContent>
      </CardActionArea>
    </Card>
  );
}

export function ProductCardSkeleton() {
  return (
    <Card sx={{ height: '100%' }} aria-hidden>
      <Skeleton variant="rectangular" sx={{ aspectRatio: '1 / 1', height: 'auto' }} />
      <CardContent>
        <Skeleton width="40%" />
        <Skeleton />
        <Skeleton width="60%" />
      </CardContent>
    </Card>
  );
}
