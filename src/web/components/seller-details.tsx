// Who sells, wherever a shopper decides to buy (product page, cart and checkout): the seller's legal
// name, address and GSTIN from the server's settings, and the return and refund policy.
import { Link as RouterLink } from 'react-router';
import { useShopDetails } from '../lib/shop-details';
import { paths } from '../lib/paths';
import css from './seller-details.module.css';

export function SellerDetails({ className }: { className?: string }) {
  const seller = useShopDetails().data?.Seller;
  return (
    <div className={className ? `${css.seller} ${className}` : css.seller} data-testid="seller-details">
      {seller && (
        <>
          <p>
            Sold by <strong>{seller.Name}</strong>
          </p>
          <p className={css.muted}>{seller.Address}</p>
          <p className={css.muted}>GSTIN: {seller.Gstin}</p>
        </>
      )}
      <p>
        <RouterLink className={css.link} to={paths.returns}>
          Return and refund policy
        </RouterLink>
      </p>
    </div>
  );
}
