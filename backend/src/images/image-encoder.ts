import {
  BadRequestException,
  UnprocessableEntityException,
  UnsupportedMediaTypeException,
} from '@nestjs/common';
import type Sharp from 'sharp';
import {
  dimensionProblem,
  MAX_PIXELS,
  SHARP_FORMATS,
  sniffImageType,
  UPLOAD_MESSAGES as M,
  type UploadType,
  variantWidths,
  type VariantType,
} from './image-rules';

let library: typeof Sharp | undefined;

/**
 * sharp, loaded on the first upload: libvips takes some 25 MB of memory once loaded, which a server that
 * never receives an image need not hold. One libvips thread per image and no operation cache: uploads are
 * rare, and neither a core nor memory should stay taken by them. (The queue in ImagesService runs one
 * upload at a time.)
 */
async function loadSharp(): Promise<typeof Sharp> {
  if (!library) {
    const loaded = (await import('sharp')).default;
    loaded.cache(false);
    loaded.concurrency(1);
    library = loaded;
  }
  return library;
}

const WEBP_QUALITY = 80;
const JPEG_QUALITY = 82;
/** Behind the JPEG variant's transparent parts (JPEG has no alpha). */
const JPEG_BACKGROUND = '#ffffff';

export interface EncodedVariant {
  width: number;
  height: number;
  type: VariantType;
  bytes: Buffer;
}

export interface EncodedImage {
  originalType: UploadType;
  /** Of the largest variant. */
  width: number;
  height: number;
  variants: EncodedVariant[];
}

/** Decoding options for every read: refuse pixel bombs before decoding, and damaged data of any kind. */
const INPUT = { limitInputPixels: MAX_PIXELS, failOn: 'error' } as const;

/**
 * Checks an upload by its content and re-encodes it: EXIF orientation applied, then every piece of metadata
 * (EXIF with GPS, XMP, IPTC, ICC) dropped, the colours in sRGB; WebP at each width, JPEG at the largest.
 * Throws the 4xx the upload endpoint answers with.
 */
export async function encodeImage(bytes: Buffer): Promise<EncodedImage> {
  const originalType = sniffImageType(bytes);
  if (!originalType) throw new UnsupportedMediaTypeException(M.unsupported);

  const sharp = await loadSharp();
  // The header only (no pixel limit needed: nothing is decoded): a 30000×30000 PNG is refused here.
  const metadata = await sharp(bytes, { ...INPUT, limitInputPixels: false })
    .metadata()
    .catch(() => undefined);
  if (!metadata || metadata.format !== SHARP_FORMATS[originalType]) throw new BadRequestException(M.corrupt);
  const { width, height } = metadata.autoOrient;
  const problem = dimensionProblem(width, height);
  if (problem) throw new UnprocessableEntityException(M[problem]);

  // Decoded once, to the largest width; every variant is made from these pixels.
  const widths = variantWidths(width);
  const largest = widths[widths.length - 1];
  const pixels = await sharp(bytes, INPUT)
    .autoOrient()
    .resize({ width: largest, withoutEnlargement: true })
    .toColourspace('srgb')
    .raw()
    .toBuffer({ resolveWithObject: true })
    .catch(() => {
      throw new BadRequestException(M.corrupt);
    });
  const { channels } = pixels.info;
  const raw = () =>
    sharp(pixels.data, {
      raw: { width: pixels.info.width, height: pixels.info.height, channels },
    });

  const variants: EncodedVariant[] = [];
  for (const target of widths) {
    const resized = target === pixels.info.width ? raw() : raw().resize({ width: target });
    const { data, info } = await resized
      .webp({ quality: WEBP_QUALITY })
      .toBuffer({ resolveWithObject: true });
    variants.push({ width: info.width, height: info.height, type: 'image/webp', bytes: data });
  }
  const jpeg = await raw()
    .flatten({ background: JPEG_BACKGROUND })
    .jpeg({ quality: JPEG_QUALITY, mozjpeg: true })
    .toBuffer({ resolveWithObject: true });
  variants.push({ width: jpeg.info.width, height: jpeg.info.height, type: 'image/jpeg', bytes: jpeg.data });

  return { originalType, width: jpeg.info.width, height: jpeg.info.height, variants };
}
