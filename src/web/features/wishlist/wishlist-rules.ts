// The wishlist's rules in the browser (docs/wishlist.md), apart from React so that they are tested alone.
import { WISHLIST_MAX, WISHLIST_MESSAGES } from '@shared/wishlist';

/** A guest's list as stored in the browser: product ids, newest first. Anything else stored there is dropped. */
export function readGuestList(text: string | null): readonly number[] {
  if (!text) return [];
  try {
    const parsed: unknown = JSON.parse(text);
    if (!Array.isArray(parsed)) return [];
    const ids = parsed.filter((id): id is number => Number.isSafeInteger(id) && id > 0);
    return [...new Set(ids)].slice(0, WISHLIST_MAX);
  } catch {
    return [];
  }
}

/** The guest's list with the product saved (first, as the newest) or taken off; a full list refuses one more. */
export function toggledIn(list: readonly number[], productId: number): { list: readonly number[] } | { refused: string } {
  if (list.includes(productId)) return { list: list.filter((id) => id !== productId) };
  if (list.length >= WISHLIST_MAX) return { refused: WISHLIST_MESSAGES.full };
  return { list: [productId, ...list] };
}

/** What the shopper sees as saved: the server's list with the choices it has not answered yet laid over it. */
export function savedWith(serverIds: readonly number[], pending: ReadonlyMap<number, boolean>): ReadonlySet<number> {
  const saved = new Set(serverIds);
  for (const [id, wanted] of pending) {
    if (wanted) saved.add(id);
    else saved.delete(id);
  }
  return saved;
}
