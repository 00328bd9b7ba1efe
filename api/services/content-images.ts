import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import type { Db } from '../db/client.ts';
import { contentImages } from '../db/schema.ts';
import { ApiError } from '../lib/errors.ts';
import { IMAGE_WIDTHS } from './content.ts';
import { MAX_UPLOAD_BYTES } from '../../contract/console-content.ts';

/** Formats a picture may arrive in; anything else (SVG, PDF, a renamed file) is refused. */
const ACCEPTED = new Set(['jpeg', 'png', 'webp', 'avif', 'gif', 'heif']);
/** The hero's frame: 16:9, cropped to the centre. */
const RATIO = 9 / 16;
/** Below this many pixels a hero picture is too small to look right even at the smallest width. */
const MIN_WIDTH = 480;

export const UPLOAD_FORMATS = { webp: 'image/webp', jpeg: 'image/jpeg' } as const;
export type UploadFormat = keyof typeof UPLOAD_FORMATS;
const EXT: Record<UploadFormat, string> = { webp: 'webp', jpeg: 'jpg' };

/** The address the site's hero reads: `{w}` stands for each of IMAGE_WIDTHS. */
export const uploadUrl = (key: string, format: UploadFormat = 'webp') => `/api/art/upload/${key}/{w}.${EXT[format]}`;

/**
 * A picture for a slide or a news article: checked (a real image, not too large, wide enough),
 * cropped to the hero's frame and encoded in each width as WebP (what the hero shows) and JPEG
 * (for anything that cannot read WebP). The original is not kept: its metadata (a camera's
 * location) never reaches the site.
 */
export async function prepareUpload(bytes: Uint8Array): Promise<{ width: number; format: UploadFormat; bytes: Uint8Array }[]> {
  if (!bytes.length) throw new ApiError('imageRequired', -422, 400);
  if (bytes.length > MAX_UPLOAD_BYTES) throw new ApiError('imageTooLarge', -413, 413);
  let meta: Awaited<ReturnType<ReturnType<typeof sharp>['metadata']>>;
  try {
    meta = await sharp(bytes, { limitInputPixels: 50_000_000 }).metadata();
  } catch {
    throw new ApiError('notAnImage', -422, 400);
  }
  if (!meta.format || !ACCEPTED.has(meta.format)) throw new ApiError('notAnImage', -422, 400);
  if ((meta.width ?? 0) < MIN_WIDTH) throw new ApiError('imageTooSmall', -422, 400);
  const out: { width: number; format: UploadFormat; bytes: Uint8Array }[] = [];
  for (const width of IMAGE_WIDTHS) {
    // rotate(): a phone's picture stands the way it was taken (EXIF orientation), then the metadata goes.
    const frame = sharp(bytes, { limitInputPixels: 50_000_000 })
      .rotate()
      .resize({ width, height: Math.round(width * RATIO), fit: 'cover' });
    const [webp, jpeg] = await Promise.all([frame.clone().webp({ quality: 80 }).toBuffer(), frame.clone().jpeg({ quality: 82, mozjpeg: true }).toBuffer()]);
    out.push({ width, format: 'webp', bytes: webp }, { width, format: 'jpeg', bytes: jpeg });
  }
  return out;
}

/** Keeps an upload's sizes under a new key (in the caller's transaction): the address the slide stores. */
export async function storeUpload(tx: Db, operatorId: number, variants: { width: number; format: UploadFormat; bytes: Uint8Array }[]) {
  const key = randomBytes(12).toString('hex');
  await tx.insert(contentImages).values(variants.map((v) => ({ operatorId, key, width: v.width, format: v.format, bytes: v.bytes })));
  return { key, url: uploadUrl(key) };
}

/** One size of an upload, for /api/art/upload/<key>/<width>.<webp|jpg>; null when there is none. */
export async function readUpload(db: Db, key: string, width: number, ext: string) {
  const format = (Object.keys(EXT) as UploadFormat[]).find((f) => EXT[f] === ext);
  if (!format || !/^[0-9a-f]{24}$/.test(key)) return null;
  const [row] = await db
    .select({ bytes: contentImages.bytes })
    .from(contentImages)
    .where(and(eq(contentImages.key, key), eq(contentImages.width, width), eq(contentImages.format, format)))
    .limit(1);
  return row ? { type: UPLOAD_FORMATS[format], bytes: Buffer.from(row.bytes) } : null;
}
