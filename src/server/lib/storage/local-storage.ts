// Pictures as files under DATA_DIR (the default): the layout and the addresses are those the shop
// always had; /uploads is served by the shop itself (plugins/web.ts).
import { mkdir, readdir, readFile, stat, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { assertKey, type PutOptions, type Storage, type StoredObject } from './storage';

export class LocalStorage implements Storage {
  readonly provider = 'local' as const;
  readonly imageOrigins: string[] = [];

  constructor(private readonly root: string) {}

  private file(key: string): string {
    assertKey(key);
    return path.join(this.root, ...key.split('/'));
  }

  async put(key: string, body: Buffer, _options: PutOptions): Promise<void> {
    const file = this.file(key);
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, body);
  }

  async get(key: string): Promise<Buffer | null> {
    return readFile(this.file(key)).catch(() => null);
  }

  async delete(keys: string[]): Promise<void> {
    await Promise.all(keys.map((k) => unlink(this.file(k)).catch(() => undefined)));
  }

  async head(key: string): Promise<StoredObject | null> {
    const info = await stat(this.file(key)).catch(() => null);
    return info?.isFile() ? { key, size: info.size, modified: info.mtime } : null;
  }

  async exists(key: string): Promise<boolean> {
    return (await this.head(key)) !== null;
  }

  async *list(prefix: string): AsyncIterable<StoredObject> {
    const start = prefix.replace(/\/+$/, '');
    assertKey(start);
    const walk = async function* (dir: string, keyDir: string): AsyncGenerator<StoredObject> {
      const entries = await readdir(dir, { withFileTypes: true }).catch(() => []);
      for (const entry of entries.sort((a, b) => a.name.localeCompare(b.name))) {
        const key = `${keyDir}/${entry.name}`;
        const full = path.join(dir, entry.name);
        if (entry.isDirectory()) yield* walk(full, key);
        else if (entry.isFile()) {
          const info = await stat(full).catch(() => null);
          if (info) yield { key, size: info.size, modified: info.mtime };
        }
      }
    };
    yield* walk(path.join(this.root, ...start.split('/')), start);
  }

  publicAddress(key: string): string {
    return key;
  }

  async signedAddress(): Promise<string | null> {
    return null;
  }
}
