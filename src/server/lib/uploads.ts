// Multipart uploads for admin calls (docs/pincodes-and-images.md): registered per admin scope so no other route parses
// multipart, read fully into memory under tight limits, and every file proven to be an image
// before any of them is stored.
import multipart from '@fastify/multipart';
import { z } from 'zod';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import path from 'node:path';
import { IMAGE_MAX_BYTES } from '@shared/constants';
import { imageFileNames, prepareImage, removeImage, writeImage, type PreparedImage, type StoredImage } from './images';
import { badRequest } from './errors';
import { assertAllowedText } from './text-guard';
import { and, count, eq } from 'drizzle-orm';
import type { Db, Tx } from '../db/client';
import type { Storage } from './storage';
import { banners, brands, orderItems, productDescriptions, productImages } from '../db/schema';
import { multipartBody } from './api-description';
import { namesOf, unknownNameMessage } from './strict-input';

export const MAX_FILES = 10;

/** Registers @fastify/multipart in the calling (encapsulated) scope only, for at most `maxFiles` files a request. */
export async function registerUploads(app: FastifyInstance, { maxFiles = MAX_FILES }: { maxFiles?: number } = {}) {
  await app.register(multipart, {
    limits: { fileSize: IMAGE_MAX_BYTES, files: maxFiles, fields: 20, fieldSize: 200_000, parts: maxFiles + 20 },
    throwFileSizeLimit: true,
  });
}

/** Describes an upload in the API document: its text fields, and image files in parts named "files". */
export function uploadForm(fields: z.ZodObject) {
  return multipartBody(
    fields.extend({
      files: z
        .array(z.file())
        .max(MAX_FILES)
        .optional()
        .describe(`JPEG or PNG images of at most ${IMAGE_MAX_BYTES / 1024 / 1024} MB, one part each`),
    }),
  );
}

export interface Upload {
  fields: Record<string, string>;
  files: Buffer[];
}

/**
 * Reads a multipart request: text fields by name and the bytes of every file part. More files
 * than the scope allows are refused with `tooManyFiles` when given (the shop's own sentence).
 */
export async function readUpload(req: FastifyRequest, { tooManyFiles }: { tooManyFiles?: string } = {}): Promise<Upload> {
  if (!req.isMultipart()) throw badRequest('The request is not multipart/form-data');
  const fields: Record<string, string> = {};
  const files: Buffer[] = [];
  // The form the route describes names its fields and its file parts: any other name is refused.
  const names = namesOf((req.routeOptions.schema as { multipartBody?: z.ZodObject } | undefined)?.multipartBody);
  try {
    for await (const part of req.parts()) {
      if (names && !names.has(part.fieldname)) throw badRequest(unknownNameMessage('body', part.fieldname));
      if (part.type === 'file') {
        const bytes = await part.toBuffer();
        // An empty file input still sends a part with no name and no bytes: that is "no file".
        if (bytes.length === 0 && !part.filename) continue;
        files.push(bytes);
      } else if (typeof part.value === 'string') {
        fields[part.fieldname] = part.value;
      }
    }
  } catch (err) {
    if (tooManyFiles && (err as { code?: string }).code === 'FST_FILES_LIMIT') throw badRequest(tooManyFiles);
    throw err;
  }
  assertAllowedText(fields);
  return { fields, files };
}

/**
 * Proves every file first (each decoded once), then stores them all under uploads/<folder>, a
 * folder the server names, in the app's storage. If the storage fails part way, the images already
 * stored for this request are removed again and the storage's refusal (503) is thrown: the caller
 * saves no row for any of them.
 */
export async function storeImages(ctx: { storage: Storage }, folder: string, files: Buffer[]): Promise<StoredImage[]> {
  const prepared: PreparedImage[] = [];
  for (const f of files) prepared.push(await prepareImage(f));
  const stored: StoredImage[] = [];
  try {
    for (const p of prepared) stored.push(await writeImage(ctx.storage, path.posix.join('uploads', folder), p));
  } catch (err) {
    await Promise.all(stored.map((s) => removeImage(ctx.storage, s).catch(() => undefined)));
    throw err;
  }
  return stored;
}

/**
 * Removes an image's files once nothing refers to them any more. Order lines keep a snapshot
 * of their image, and one picture may back several rows (variants sharing a photo), so a file
 * is kept while any product image, description, banner, brand logo or order line still names it.
 */
export async function discardImageFiles(ctx: { db: Db; storage: Storage }, images: { filePath: string | null; fileName: string | null }[]): Promise<void> {
  const seen = new Set<string>();
  for (const { filePath, fileName } of images) {
    if (!filePath || !fileName || seen.has(`${filePath}/${fileName}`)) continue;
    seen.add(`${filePath}/${fileName}`);
    if (await isFileReferenced(ctx.db, filePath, fileName)) continue;
    // Names come from our own rows, but a path that leaves the uploads folder is never touched.
    const dir = path.posix.normalize(filePath.replace(/\\/g, '/'));
    const base = fileName.replace(/\.[a-z0-9]+$/i, '');
    if (!dir.startsWith('uploads/') || dir.split('/').includes('..') || !/^[A-Za-z0-9-]+$/.test(base)) continue;
    // The row is already gone: a storage that fails now leaves files nothing names, never a row without its file.
    await ctx.storage.delete(imageFileNames(fileName).map((n) => `${dir}/${n}`)).catch(() => undefined);
  }
}

/** Whether any row still names this stored file (see discardImageFiles). */
async function isFileReferenced(db: Db | Tx, filePath: string, fileName: string): Promise<boolean> {
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
      .from(brands)
      .where(and(eq(brands.logoFilePath, filePath), eq(brands.logoFileName, fileName))),
    db
      .select({ n: count() })
      .from(orderItems)
      .where(and(eq(orderItems.imageFilePath, filePath), eq(orderItems.imageFileName, fileName))),
  ]);
  return checks.some(([r]) => r.n > 0);
}
