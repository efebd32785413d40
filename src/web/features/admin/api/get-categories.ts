// The admin category list is shared by the catalogue and coupon screens.
export { useCategories } from '../../../lib/admin-categories';
