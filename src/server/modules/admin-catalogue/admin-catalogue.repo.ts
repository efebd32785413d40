// Which stored files rows still name, across the catalogue, banners and orders (the uploads'
// clean-up asks before it deletes a file). The catalogue's own tables have repos of their own:
// products, images, variants, inventory, descriptions and features (*.repo.ts beside this one).
import { and, count, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { banners, orderItems, productDescriptions, productImages } from '../../db/schema';

type Conn = Db | Tx;

/** Whether any row still names this stored file (see discardImageFiles). */
export async function isFileReferenced(db: Conn, filePath: string, fileName: string): Promise<boolean> {
  const checks = await Promise.all([
    db
      .select({ n: count() })
      .from(productImages)
      .where(and(eq(productImages.filePath, filePath), eq(productImages.fileName, fileName))),
    db
      .select({ n: count() })
      .from(productDescriptions)
      .where(and(eq(productDescriptions.filePath, filePath), eq(productDescriptions.fileName, fileName))),
    db
      .select({ n: count() })
      .from(banners)
      .where(and(eq(banners.filePath, filePath), eq(banners.fileName, fileName))),
    db
      .select({ n: count() })
      .from(orderItems)
      .where(and(eq(orderItems.imageFilePath, filePath), eq(orderItems.imageFileName, fileName))),
  ]);
  return checks.some(([r]) => r.n > 0);
}
