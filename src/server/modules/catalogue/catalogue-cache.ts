// Cached catalogue answers, per instance. Entries are dropped when the database announces a
// change (lib/change-feed.ts), and in any case after a short time, so no instance serves stale data.

interface Entry<T> {
  value: T;
  expires: number;
}

export class CatalogueCache {
  private products = new Map<number, Entry<unknown>>();
  private lists = new Map<string, Entry<unknown>>();
  private banners = new Map<string, Entry<unknown>>();
  /** Bumped by every change: a load that began before a change is not kept. */
  private generation = 0;

  constructor(
    private readonly ttlMs = 30_000,
    private readonly maxLists = 500,
  ) {}

  private get<T>(map: Map<unknown, Entry<unknown>>, key: unknown, now: number): T | undefined {
    const e = map.get(key);
    if (!e) return undefined;
    if (e.expires <= now) {
      map.delete(key);
      return undefined;
    }
    return e.value as T;
  }

  async product<T>(id: number, load: () => Promise<T>): Promise<T> {
    const now = Date.now();
    const hit = this.get<T>(this.products, id, now);
    if (hit !== undefined) return hit;
    const gen = this.generation;
    const value = await load();
    if (gen !== this.generation) return value;
    // Bounded, so that asking for many unknown ids cannot grow memory without end.
    if (this.products.size >= this.maxLists * 10) this.products.delete(this.products.keys().next().value!);
    this.products.set(id, { value, expires: now + this.ttlMs });
    return value;
  }

  async list<T>(key: string, load: () => Promise<T>): Promise<T> {
    const now = Date.now();
    const hit = this.get<T>(this.lists, key, now);
    if (hit !== undefined) return hit;
    const gen = this.generation;
    const value = await load();
    if (gen !== this.generation) return value;
    if (this.lists.size >= this.maxLists) this.lists.delete(this.lists.keys().next().value!);
    this.lists.set(key, { value, expires: now + this.ttlMs });
    return value;
  }

  async banner<T>(key: string, load: () => Promise<T>): Promise<T> {
    const now = Date.now();
    const hit = this.get<T>(this.banners, key, now);
    if (hit !== undefined) return hit;
    const gen = this.generation;
    const value = await load();
    if (gen === this.generation) this.banners.set(key, { value, expires: now + this.ttlMs });
    return value;
  }

  /** A change announced by the database: a product id, "banners", or "all". */
  changed(payload: string) {
    this.generation += 1;
    if (payload === 'banners') {
      this.banners.clear();
      return;
    }
    const id = Number(payload);
    if (Number.isInteger(id) && id > 0) this.products.delete(id);
    else this.products.clear();
    // Any product change can move it in or out of a list, or change a card's price or stock.
    this.lists.clear();
  }

  clear() {
    this.generation += 1;
    this.products.clear();
    this.lists.clear();
    this.banners.clear();
  }
}
