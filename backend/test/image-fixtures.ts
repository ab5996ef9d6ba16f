import { randomBytes } from 'node:crypto';
import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';

/** Test images made on the spot with sharp (and one PNG written by hand), none kept in the repository. */

const solid = (width: number, height: number, background = '#7a9a55') =>
  sharp({ create: { width, height, channels: 3, background } });

/** Random pixels: they do not compress, so the file is as large as its pixels. */
const noise = (width: number, height: number) =>
  sharp(randomBytes(width * height * 3), { raw: { width, height, channels: 3 } });

/** As a camera stores a photo: sideways (EXIF orientation 6), with its make and a GPS position in its EXIF. */
const asCameraStores = (image: sharp.Sharp) =>
  image
    .withExif({
      IFD0: { Make: 'TestCam', Model: 'Model X' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '6/1 15/1 0/1',
        GPSLongitudeRef: 'W',
        GPSLongitude: '75/1 34/1 0/1',
      },
    })
    .withMetadata({ orientation: 6 });

/**
 * A 1600×1200 JPEG stored sideways (EXIF orientation 6: shown 1200×1600), with a camera make and a GPS
 * position in its EXIF and a Display P3 colour profile.
 */
export function jpegWithGps(): Promise<Buffer> {
  return asCameraStores(solid(1600, 1200)).withIccProfile('p3').jpeg().toBuffer();
}

/** Whether an EXIF block points to a GPS directory (tag 0x8825, in either byte order). */
export function hasGpsDirectory(exif: Buffer): boolean {
  return exif.includes(Buffer.from([0x88, 0x25])) || exif.includes(Buffer.from([0x25, 0x88]));
}

export const png = (width = 800, height = 600) => solid(width, height).png().toBuffer();
export const webp = (width = 300, height = 250) => solid(width, height).webp().toBuffer();
export const gif = () => solid(300, 300).gif().toBuffer();

/**
 * A camera photo as a phone takes it: 12 MP (4000×3000) of detail that hardly compresses, at quality 97,
 * some 13 MB, stored sideways (EXIF orientation 6: shown 3000×4000) with a GPS position in its EXIF.
 */
export function phonePhoto(): Promise<Buffer> {
  return asCameraStores(noise(4000, 3000)).jpeg({ quality: 97 }).toBuffer();
}

/** `bytes` padded with zeros to `length`: the limits look at the size, whatever follows the image. */
export const paddedTo = (bytes: Buffer, length: number) =>
  Buffer.concat([bytes, Buffer.alloc(length - bytes.length)]);

/** The first half of a real JPEG: its header is intact, its pixels end early. */
export async function truncatedJpeg(): Promise<Buffer> {
  const whole = await noise(800, 600).jpeg().toBuffer();
  return whole.subarray(0, Math.floor(whole.length / 2));
}

export const SVG = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" width="400" height="400"><rect width="400" height="400"/></svg>',
);
export const TEXT = Buffer.from('This is a text file, not a photo.\n'.repeat(20));

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/**
 * A decompression bomb: a valid 30000×30000 PNG of one colour (black, one bit per pixel), about a hundred
 * KB on disk and 900 megapixels once decoded.
 */
export function pngBomb(side = 30000): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(side, 0);
  header.writeUInt32BE(side, 4);
  header.writeUInt8(1, 8); // bit depth
  header.writeUInt8(0, 9); // greyscale
  // Each row: filter byte 0, then all-zero pixels.
  const rows = Buffer.alloc((1 + Math.ceil(side / 8)) * side);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
