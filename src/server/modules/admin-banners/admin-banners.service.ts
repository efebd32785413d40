// Banners for the home carousel: upload (proven images only, docs/pincodes-and-images.md), switch on or off, order, delete.
import type { Uses } from '../../context';
import { badRequest, notFound } from '../../lib/errors';
import type { Banner } from '@shared/schemas/catalogue';
import { ADMIN_MESSAGES, bannerFormSchema } from '@shared/schemas/admin-catalogue';
import { discardImageFiles, storeImages } from '../../lib/uploads';
import { recordChange, type Actor } from '../audit';
import * as repo from './admin-banners.repo';
import { publicFolder } from '../../lib/storage';

/** What this file touches of the app's context. */
type Ctx = Uses<'cache' | 'db' | 'now' | 'storage'>;

type BannerRow = NonNullable<Awaited<ReturnType<typeof repo.findBanner>>>;
const toBanner = (b: BannerRow): Banner => ({
  Id: b.id,
  Name: b.name,
  FileName: b.fileName,
  FilePath: publicFolder(b.filePath),
  IsActive: b.isActive,
  SeqId: b.seqId,
});
/** A banner as the audit log keeps it (docs/audit-log.md). */
const bannerFacts = (b: BannerRow) => ({ Name: b.name, FileName: b.fileName, IsActive: b.isActive, SeqId: b.seqId });

/**
 * Each file becomes an active banner at the end of the carousel. With several files the name
 * is numbered so the admin grid tells them apart.
 */
export async function uploadBanners(ctx: Ctx, admin: Actor, name: string | undefined, files: Buffer[]): Promise<Banner[]> {
  if (!files.length) throw badRequest(ADMIN_MESSAGES.noFilesSelected);
  const parsed = bannerFormSchema.safeParse({ Name: name ?? '' });
  if (!parsed.success) {
    const message = parsed.error.issues[0]?.message;
    throw badRequest(!message || message === ADMIN_MESSAGES.bannerNameField ? ADMIN_MESSAGES.bannerNameMissing : message);
  }
  const stored = await storeImages(ctx, 'banners', files);
  const rows = await ctx.db.transaction(async (tx) => {
    const first = await repo.nextSeqId(tx);
    const added = await repo.insertBanners(
      tx,
      stored.map((s, i) => ({
        name: stored.length > 1 ? `${parsed.data.Name} ${i + 1}`.slice(0, 200) : parsed.data.Name,
        filePath: s.FilePath,
        fileName: s.FileName,
        seqId: first + i,
      })),
    );
    for (const b of added) {
      await recordChange(tx, admin, ctx.now(), {
        kind: 'banner',
        action: 'created',
        entity: b.id,
        summary: `Added the banner "${b.name}"`,
        after: bannerFacts(b),
      });
    }
    return added;
  });
  // Read your own writes here; other instances hear it from the catalogue_changed trigger.
  ctx.cache.changed('banners');
  return rows.map(toBanner);
}

export async function deleteBanner(ctx: Ctx, admin: Actor, id: number): Promise<void> {
  const banner = await repo.findBanner(ctx.db, id);
  if (!banner) throw notFound(ADMIN_MESSAGES.bannerNotFound);
  await ctx.db.transaction(async (tx) => {
    await repo.deleteBanner(tx, id);
    await recordChange(tx, admin, ctx.now(), {
      kind: 'banner',
      action: 'deleted',
      entity: id,
      summary: `Deleted the banner "${banner.name}"`,
      before: bannerFacts(banner),
    });
  });
  ctx.cache.changed('banners');
  await discardImageFiles(ctx, [banner]);
}

export async function setActive(ctx: Ctx, admin: Actor, id: number, isActive: boolean, seqId: number): Promise<Banner> {
  const row = await ctx.db.transaction(async (tx) => {
    const before = await repo.findBanner(tx, id);
    const saved = before && (await repo.updateBanner(tx, id, { isActive, seqId }));
    if (!before || !saved) return null;
    await recordChange(tx, admin, ctx.now(), {
      kind: 'banner',
      action: 'updated',
      entity: id,
      summary: `${saved.isActive === before.isActive ? 'Moved' : saved.isActive ? 'Switched on' : 'Switched off'} the banner "${saved.name}"`,
      before: bannerFacts(before),
      after: bannerFacts(saved),
    });
    return saved;
  });
  if (!row) throw notFound(ADMIN_MESSAGES.bannerNotFound);
  ctx.cache.changed('banners');
  return toBanner(row);
}
