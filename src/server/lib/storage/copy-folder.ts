// Copies what a shop kept under DATA_DIR into its bucket (npm run storage:copy, docs/storage.md):
// product images and their variants, banners, return photos (both folders) and review photos. The
// shop stores no other file (tax invoices and credit notes are drawn again from the database on
// every download). An object already in the bucket with the same size and content (its ETag is the
// MD5 of what a single upload sent) is skipped, so a run that stopped half way is simply run again,
// and a second run copies nothing.
import { createHash } from 'node:crypto';
import { LocalStorage } from './local-storage';
import { contentTypeOf, type Storage } from './storage';

/** The folders under DATA_DIR that hold pictures, public (uploads) and private. */
export const PICTURE_FOLDERS = ['uploads', 'return-photos', 'review-photos'] as const;

export interface CopyReport {
  copied: number;
  skipped: number;
  /** Files that could not be copied (a name the shop never makes, or the bucket refused): named in the log. */
  failed: number;
}

const md5Of = (bytes: Buffer) => `"${createHash('md5').update(bytes).digest('hex')}"`;

export async function copyFolderToStorage(dataDir: string, target: Storage, log: (line: string) => void = () => {}): Promise<CopyReport> {
  const source = new LocalStorage(dataDir);
  const report: CopyReport = { copied: 0, skipped: 0, failed: 0 };
  for (const folder of PICTURE_FOLDERS) {
    for await (const file of source.list(`${folder}/`)) {
      try {
        const bytes = await source.get(file.key);
        if (!bytes) continue;
        const there = await target.head(file.key);
        if (there && there.size === bytes.length && (!there.etag || there.etag === md5Of(bytes))) {
          report.skipped++;
          continue;
        }
        await target.put(file.key, bytes, { contentType: contentTypeOf(file.key) });
        report.copied++;
        log(`copied  ${file.key} (${bytes.length} bytes)`);
      } catch (err) {
        report.failed++;
        log(`FAILED  ${file.key}: ${err instanceof Error ? err.message : String(err)}`);
      }
    }
  }
  return report;
}
