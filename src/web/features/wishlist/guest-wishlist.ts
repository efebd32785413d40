// A guest's wishlist, kept in the browser's storage across pages, tabs and visits until the guest
// signs in and it is merged into the account (docs/wishlist.md). The server and the hydrating
// browser draw every heart outlined, the next render draws the stored list (lib/stored-list.ts).
import { storedList } from '../../lib/stored-list';
import { readGuestList } from './wishlist-rules';

const stored = storedList<number>('swara.wishlist', readGuestList);

export const useGuestWishlist = stored.use;

export const guestWishlist = { get: stored.get, set: stored.set };
