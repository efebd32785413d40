// Where uploaded pictures are kept (docs/storage.md): files under DATA_DIR, or objects in an
// S3-compatible bucket. Every stored picture has a key, the same in both: its path under DATA_DIR
// ("uploads/products/12/<uuid>.jpg", "return-photos/5/<uuid>-320.webp"). Keys under uploads/ are
// public (product images, banners); every other key is private and reached only through the shop.
import { unavailable } from '../errors';

/** What the screens say when the bucket does not answer (503); the cause goes to the log only. */
export const STORAGE_DOWN = 'Pictures cannot be saved or shown just now: the picture storage does not answer. Please try again in a few minutes.';

export const storageDown = (cause?: unknown) => unavailable(STORAGE_DOWN, cause);

/** One stored object as a listing or a look-up gives it. */
export interface StoredObject {
  key: string;
  size: number;
  /** When it was written; orphans are judged by it. */
  modified: Date;
  /** The bucket's ETag (an MD5 of the content for a single-part upload); unset for local files. */
  etag?: string;
}

export interface PutOptions {
  contentType: string;
}

export interface Storage {
  readonly provider: 'local' | 's3';
  /** Writes an object (replacing one of that key); public keys are stored to be cached for a year. */
  put(key: string, body: Buffer, options: PutOptions): Promise<void>;
  /** An object's bytes, or null when there is none. */
  get(key: string): Promise<Buffer | null>;
  /** Removes objects; a key that is not there is no error. */
  delete(keys: string[]): Promise<void>;
  /** An object's size and age, or null when there is none. */
  head(key: string): Promise<StoredObject | null>;
  exists(key: string): Promise<boolean>;
  /** Every object whose key starts with `prefix` (a folder, ending with "/"). */
  list(prefix: string): AsyncIterable<StoredObject>;
  /**
   * The address of a public key's folder or object as the API gives it: the key itself for local
   * files (the shop serves /uploads), the bucket's or the CDN's absolute address with S3.
   */
  publicAddress(key: string): string;
  /** The origins pictures are drawn from besides the shop's own (for the pages' Content-Security-Policy). */
  readonly imageOrigins: string[];
  /**
   * A short-lived signed address of a private object, or null when the storage cannot sign one
   * (local files: the shop serves them itself, by its own signed addresses).
   */
  signedAddress(key: string): Promise<string | null>;
}

/** Public keys: product images and banners. Return photos once kept there (uploads/returns) are not. */
export const isPublicKey = (key: string) => key.startsWith('uploads/') && !/^uploads\/returns(\/|$)/i.test(key);

/** Cache-Control stored with an object: names change with content, so public pictures never change under theirs. */
export const cacheControlOf = (key: string) => (isPublicKey(key) ? 'public, max-age=31536000, immutable' : 'private, no-store');

/**
 * Keys are made by the shop from folders it names and file names it generates; anything else
 * (a path leaving the root, odd characters) is refused before it reaches a disk or a bucket.
 */
export function assertKey(key: string): void {
  if (!/^[A-Za-z0-9][A-Za-z0-9_.\-/]*$/.test(key) || key.split('/').some((part) => part === '' || part === '.' || part === '..')) {
    throw new Error(`not a storage key: ${JSON.stringify(key)}`);
  }
}

export const contentTypeOf = (key: string) =>
  key.endsWith('.webp')
    ? 'image/webp'
    : key.endsWith('.svg')
      ? 'image/svg+xml'
      : key.endsWith('.png')
        ? 'image/png'
        : key.endsWith('.pdf')
          ? 'application/pdf'
          : 'image/jpeg';
