// The shop's picture storage (docs/storage.md): chosen once from the configuration.
import type { Config } from '../../config';
import { LocalStorage } from './local-storage';
import { S3Storage } from './s3-storage';
import type { Storage } from './storage';

export * from './storage';
export { LocalStorage } from './local-storage';

export function createStorage(config: Pick<Config, 'storage' | 'dataDir'>): Storage {
  return config.storage.provider === 's3' ? new S3Storage(config.storage) : new LocalStorage(config.dataDir);
}

/**
 * The process's storage, for the mappings that turn a stored image's folder into the address the
 * API gives (they are plain functions of a row, called from many modules). Set when an app is built;
 * one process runs one shop, so there is one.
 */
let current: Storage | null = null;
export function usePublicAddresses(storage: Storage): void {
  current = storage;
}

/**
 * The FilePath the API gives for a stored picture's folder: unchanged for local files (the shop
 * serves /uploads), the bucket's or CDN's absolute address for public keys in a bucket. Folders
 * that are not public keys (a review photo's call) are the shop's own addresses and stay as they are.
 */
export function publicFolder(filePath: string): string;
export function publicFolder(filePath: string | null): string | null;
export function publicFolder(filePath: string | null): string | null {
  if (!filePath || !current || current.provider === 'local' || !filePath.startsWith('uploads/')) return filePath;
  return current.publicAddress(filePath);
}
