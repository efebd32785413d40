import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import Add from '@mui/icons-material/Add';
import Remove from '@mui/icons-material/Remove';
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import type { CartItem } from '@shared/schemas/cart';
import { formatRupees, percentOff, toPaise, toRupees } from '@shared/money';
import { Price } from '../../../components/price';
import { ProductImage } from '../../../components/product-image';
import { nextQuantity, quantityBounds } from '../cart-rules';
import { paths } from '../../../lib/paths';
import { PALETTE } from '../../../components/palette';

export interface CartLineProps {
  item: CartItem;
  busy: boolean;
  onQuantity: (quantity: number) => void;
  onRemove: () => void;
}

/** One cart line: picture, name, variant, price (with its MRP when on sale, and its share of the coupon), quantity (1..stock) and removal. */
export function CartLine({ item, busy, onQuantity, onRemove }: CartLineProps) {
  const { canIncrease, canDecrease } = quantityBounds(item);
  const off = percentOff(toPaise(item.Price), toPaise(item.Mrp));
  const overStock = item.Quantity > item.Stock;
  const to = paths.product(item.ProductId, item.VariantId);
  return (
    <Box
      component="li"
      data-testid="cart-line"
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '76px 1fr', sm: '96px 1fr auto' },
        gridTemplateAreas: { xs: '"img info" "qty qty"', sm: '"img info qty"' },
        columnGap: 2,
        rowGap: 1.5,
        py: 2,
        '& + &': { borderTop: 1, borderColor: 'divider' },
        opacity: busy ? 0.6 : 1,
        transition: 'opacity .2s',
      }}
    >
      <Box
        sx={{
          gridArea: 'img',
          width: { xs: 76, sm: 96 },
          height: { xs: 76, sm: 96 },
          borderRadius: 2,
          overflow: 'hidden',
          bgcolor: PALETTE.imageBackground,
          border: 1,
          borderColor: 'divider',
        }}
      >
        <RouterLink to={to} aria-hidden tabIndex={-1} style={{ display: 'block', width: '100%', height: '100%' }}>
          <ProductImage image={item.image} alt="" sizes="96px" emptyText="No Image" />
        </RouterLink>
      </Box>
      <Box sx={{ gridArea: 'info', minWidth: 0 }}>
        <Link
          component={RouterLink}
          to={to}
          underline="hover"
          color="text.primary"
          sx={{ fontWeight: 650, lineHeight: 1.35, display: '-webkit-box', WebkitLineClamp: 2, WebkitBoxOrient: 'vertical', overflow: 'hidden' }}
        >
          {item.ProductName}
        </Link>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.25 }}>
          Variant: {item.VariantTitle}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 0.75 }} data-testid="line-price">
          <span>{formatRupees(item.Price)} each</span>
          {off > 0 && (
            <>
              <span>
                MRP <s>{formatRupees(item.Mrp)}</s>
              </span>
              <Box component="span" sx={{ color: 'success.main', fontWeight: 650 }}>
                {off}% off
              </Box>
            </>
          )}
        </Typography>
        {item.Discount > 0 && (
          <Typography variant="body2" sx={{ color: 'success.main', fontWeight: 600 }} data-testid="line-coupon">
            Coupon −{formatRupees(item.Discount)}
          </Typography>
        )}
        {overStock && (
          <Typography variant="body2" color="error" sx={{ fontWeight: 600, mt: 0.5 }} role="status">
            {item.Stock <= 0 ? 'Out of stock: please remove it' : `Only ${item.Stock} left in stock`}
          </Typography>
        )}
      </Box>
      <Box
        sx={{
          gridArea: 'qty',
          display: 'flex',
          flexDirection: { xs: 'row', sm: 'column' },
          alignItems: { xs: 'center', sm: 'flex-end' },
          justifyContent: 'space-between',
          gap: 1,
        }}
      >
        <Price rupees={toRupees(toPaise(item.Price) * item.Quantity)} size="small" data-testid="line-total" />
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
          <Box
            sx={{ display: 'flex', alignItems: 'center', border: 1, borderColor: 'divider', borderRadius: 2, bgcolor: 'background.paper' }}
            role="group"
            aria-label={`Quantity of ${item.ProductName}`}
          >
            <IconButton size="small" aria-label="Decrease quantity" disabled={busy || !canDecrease} onClick={() => onQuantity(nextQuantity(item, -1))}>
              <Remove fontSize="small" />
            </IconButton>
            <Typography sx={{ minWidth: 28, textAlign: 'center', fontWeight: 650 }} aria-live="polite" data-testid="line-quantity">
              {item.Quantity}
            </Typography>
            <IconButton size="small" aria-label="Increase quantity" disabled={busy || !canIncrease} onClick={() => onQuantity(nextQuantity(item, 1))}>
              <Add fontSize="small" />
            </IconButton>
          </Box>
          <Tooltip title="Remove">
            <span>
              <IconButton aria-label={`Remove ${item.ProductName}`} onClick={onRemove} disabled={busy} sx={{ color: 'error.main' }}>
                <DeleteOutline />
              </IconButton>
            </span>
          </Tooltip>
        </Box>
      </Box>
    </Box>
  );
}
