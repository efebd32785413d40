// Provides the wishlist to the rest of the app (hearts, header, the wishlist page): a guest's list
// in the browser, a signed-in shopper's on the server, with each change shown at once and put back
// when the server refuses it. At sign-in a guest's list is merged into the account, then forgotten
// here (docs/wishlist.md).
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useSession } from '../../lib/auth-store';
import { ApiError } from '../../lib/api-client';
import { toastError } from '../../lib/toast';
import { WishlistActionsContext, type WishlistActions } from '../../lib/wishlist-actions';
import { guestWishlist, useGuestWishlist } from './guest-wishlist';
import { savedWith, toggledIn } from './wishlist-rules';
import { useWishlist } from './api/get-wishlist';
import { saveProduct } from './api/save-product';
import { removeProduct } from './api/remove-product';
import { mergeWishlist } from './api/merge-wishlist';
import { wishlistKeys } from './api/keys';

export const WISHLIST_NOT_CHANGED = 'Your wishlist could not be changed. Please try again.';
const NO_IDS: readonly number[] = [];
const NONE: ReadonlySet<number> = new Set();

/** The server's sentence when it refused, else ours. */
export const refusalText = (err: unknown, fallback: string) => (err instanceof ApiError && err.status > 0 && err.message ? err.message : fallback);

export function WishlistProvider({ children }: { children: ReactNode }) {
  const session = useSession();
  const userId = session?.user.id ?? null;
  const guestList = useGuestWishlist();
  const queryClient = useQueryClient();

  // A guest's list is merged once per sign-in and list; the account's list waits for it.
  const mergeKey = userId && guestList.length > 0 ? `${userId}|${guestList.join(',')}` : null;
  const attempted = useRef<string | null>(null);
  const [merging, setMerging] = useState(false);
  const mergeDue = mergeKey !== null && attempted.current !== mergeKey;
  useEffect(() => {
    if (!mergeKey || attempted.current === mergeKey) return;
    attempted.current = mergeKey;
    setMerging(true);
    mergeWishlist(guestWishlist.get())
      .then(async (answer) => {
        // A list asked for while the merge ran (the wishlist page's) is older than its answer.
        await queryClient.cancelQueries({ queryKey: wishlistKeys.mine });
        queryClient.setQueryData(wishlistKeys.mine, answer);
        guestWishlist.set([]);
      })
      // Kept in the browser: the next sign-in tries again.
      .catch((err: unknown) => toastError(refusalText(err, 'Your saved products could not be added to your account. Please try again.')))
      .finally(() => setMerging(false));
  }, [mergeKey, queryClient]);

  const mine = useWishlist(!!userId && !merging && !mergeDue);
  const serverIds = useMemo(() => mine.data?.Items.map((i) => i.Id) ?? NO_IDS, [mine.data]);
  // The shopper's choices the server has not answered yet: product id -> saved.
  const [pending, setPending] = useState<ReadonlyMap<number, boolean>>(() => new Map());
  const saved = useMemo(() => {
    const ids = userId ? savedWith(serverIds, pending) : new Set(guestList);
    return ids.size ? ids : NONE;
  }, [userId, serverIds, pending, guestList]);
  const latest = useRef({ saved, userId });
  latest.current = { saved, userId };

  const settle = useCallback((productId: number, wanted: boolean) => {
    setPending((m) => {
      if (m.get(productId) !== wanted) return m;
      const next = new Map(m);
      next.delete(productId);
      return next;
    });
  }, []);

  const toggle = useCallback(
    (productId: number) => {
      if (!latest.current.userId) {
        const next = toggledIn(guestWishlist.get(), productId);
        if ('refused' in next) toastError(next.refused);
        else guestWishlist.set(next.list);
        return;
      }
      const wanted = !latest.current.saved.has(productId);
      setPending((m) => new Map(m).set(productId, wanted));
      (wanted ? saveProduct(productId) : removeProduct(productId))
        .then(async () => {
          await queryClient.invalidateQueries({ queryKey: wishlistKeys.mine });
          settle(productId, wanted);
        })
        .catch((err: unknown) => {
          // Back as it was, and why.
          settle(productId, wanted);
          toastError(refusalText(err, WISHLIST_NOT_CHANGED));
        });
    },
    [queryClient, settle],
  );

  // Read by the hearts through useSyncExternalStore (lib/wishlist-actions.ts): the first render sees
  // nothing saved, as the server drew it; the list comes with the effect after it.
  const [store] = useState(() => ({ value: NONE, listeners: new Set<() => void>() }));
  useEffect(() => {
    store.value = saved;
    store.listeners.forEach((l) => l());
  }, [store, saved]);
  const actions = useMemo<WishlistActions>(
    () => ({
      subscribe: (listener) => {
        store.listeners.add(listener);
        return () => store.listeners.delete(listener);
      },
      saved: () => store.value,
      toggle,
    }),
    [store, toggle],
  );
  return <WishlistActionsContext.Provider value={actions}>{children}</WishlistActionsContext.Provider>;
}
