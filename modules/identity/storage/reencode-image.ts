import sharp, { type Metadata } from 'sharp';
import { IdentityError } from '../errors.ts';
import type { ImageType } from './image-type.ts';

/** 25 megapixels, e.g. 5000×5000: above it an upload is refused before its pixels are decoded. */
export const MAX_IMAGE_PIXELS = 25_000_000;
/** The longest side of a kept logo or avatar; larger images are scaled down to fit. */
export const MAX_KEPT_SIDE = 1024;
const DECODE_SECONDS = 10;

export type KeptImage = { bytes: Buffer; ext: Exclude<ImageType['ext'], 'gif'> };

export const imageTooManyPixels = () =>
  new IdentityError(
    'UPLOAD.TOO_MANY_PIXELS',
    `Image dimensions must be at most ${MAX_IMAGE_PIXELS / 1_000_000} megapixels (for example 5000×5000 pixels)`,
    413,
  );
export const imageUnreadable = () =>
  new IdentityError(
    'UPLOAD.IMAGE_UNREADABLE',
    'This image could not be read. It may be damaged; please select another file',
    422,
  );

/** What each accepted format is kept as: GIFs become PNGs (first frame), the others keep their kind. */
const keptAs = { png: 'png', gif: 'png', jpeg: 'jpg', webp: 'webp' } as const;

/**
 * Decodes an uploaded image and encodes it anew, so only its pixels are kept: no metadata (EXIF, GPS, text
 * chunks), nothing appended (polyglots), EXIF orientation applied, at most MAX_KEPT_SIDE on its longest side.
 * Dimensions are checked from the header before any pixel is decoded.
 */
export async function reencodeImage(bytes: Uint8Array): Promise<KeptImage> {
  let header: Metadata;
  try {
    header = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch {
    throw imageUnreadable();
  }
  const format = header.format as keyof typeof keptAs;
  if (!Object.hasOwn(keptAs, format) || !header.width || !header.height) throw imageUnreadable();
  if (header.width * header.height > MAX_IMAGE_PIXELS) throw imageTooManyPixels();

  const ext = keptAs[format];
  const image = sharp(bytes, { limitInputPixels: MAX_IMAGE_PIXELS, failOn: 'error', animated: false })
    .timeout({ seconds: DECODE_SECONDS })
    .rotate()
    .resize({ width: MAX_KEPT_SIDE, height: MAX_KEPT_SIDE, fit: 'inside', withoutEnlargement: true });
  const encoded =
    ext === 'png'
      ? image.png({ compressionLevel: 9 })
      : ext === 'jpg'
        ? image.jpeg({ quality: 85, mozjpeg: true })
        : image.webp({ quality: 85 });
  try {
    return { bytes: await encoded.toBuffer(), ext };
  } catch (error) {
    // libvips' own pixel limit backs up the header check, e.g. for a header that understates the image.
    throw /pixel limit/i.test((error as Error).message) ? imageTooManyPixels() : imageUnreadable();
  }
}
