// Banners for the home carousel: upload (proven images only, docs/pincodes-and-images.md), switch on or off, order, delete.
import type { AppContext } from '../../context';
import { badRequest, notFound } from '../../lib/errors';
import type { Banner } from '@shared/schemas/catalogue';
import { ADMIN_MESSAGES, bannerFormSchema } from '@shared/schemas/admin-catalogue';
import { discardImageFiles, storeImages } from '../admin-catalogue/uploads';
import * as repo from './admin-banners.repo';

type BannerRow = NonNullable<Awaited<ReturnType<typeof repo.findBanner>>>;
const toBanner = (b: BannerRow): Banner => ({ Id: b.id, Name: b.name, FileName: b.fileName, FilePath: b.filePath, IsActive: b.isActive, SeqId: b.seqId });

/**
 * Each file becomes an active banner at the end of the carousel. With several files the name
 * is numbered so the admin grid tells them apart.
 */
export async function uploadBanners(ctx: AppContext, name: string | undefined, files: Buffer[]): Promise<Banner[]> {
  if (!files.length) throw badRequest(ADMIN_MESSAGES.noFilesSelected);
  const parsed = bannerFormSchema.safeParse({ Name: name ?? '' });
  if (!parsed.success) {
    const message = parsed.error.issues[0]?.message;
    throw badRequest(!message || message === ADMIN_MESSAGES.bannerNameField ? ADMIN_MESSAGES.bannerNameMissing : message);
  }
  const stored = await storeImages(ctx, 'banners', files);
  const first = await repo.nextSeqId(ctx.db);
  const rows = await repo.insertBanners(
    ctx.db,
    stored.map((s, i) => ({
      name: stored.length > 1 ? `${parsed.data.Name} ${i + 1}`.slice(0, 200) : parsed.data.Name,
      filePath: s.FilePath,
      fileName: s.FileName,
      seqId: first + i,
    })),
  );
  // Read your own writes here; other instances hear it from the catalogue_changed trigger.
  ctx.cache.changed('banners');
  return rows.map(toBanner);
}

export async function deleteBanner(ctx: AppContext, id: number): Promise<void> {
  const banner = await repo.findBanner(ctx.db, id);
  if (!banner) throw notFound(ADMIN_MESSAGES.bannerNotFound);
  await repo.deleteBanner(ctx.db, id);
  ctx.cache.changed('banners');
  await discardImageFiles(ctx, [banner]);
}

export async function setActive(ctx: AppContext, id: number, isActive: boolean, seqId: number): Promise<Banner> {
  const row = await repo.updateBanner(ctx.db, id, { isActive, seqId });
  if (!row) throw notFound(ADMIN_MESSAGES.bannerNotFound);
  ctx.cache.changed('banners');
  return toBanner(row);
}
