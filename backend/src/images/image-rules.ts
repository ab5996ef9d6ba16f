import { registerErrorCodes } from '../common/error-codes';

/**
 * What an upload must be, decided without sharp: the type from the first bytes, the size limits, the widths
 * to encode. Pure functions, so each rule is tested on its own (image-rules.spec.ts).
 */

/**
 * A camera photo as a phone takes it (a 12 MP JPEG is some 3–13 MB, a 48 MP one up to 20 MB): re-encoded on
 * the server to the widths the site serves. Decoding stays small whatever the file: JPEG is shrunk while it
 * is decoded (libvips shrink-on-load) and the pixel limits below refuse bombs before a pixel is read.
 * Measured with the encoder's pipeline under the production settings (backend/start.json): a 47 MP JPEG
 * (14.7 MB, EXIF-rotated) peaks at 116 MB RSS for the whole process (81 MB before), a 64 MP PNG at 142 MB.
 * One upload is encoded at a time (ImagesService's queue); the ones waiting hold only their file.
 */
export const MAX_UPLOAD_MB = 20;
export const MAX_UPLOAD_BYTES = MAX_UPLOAD_MB * 1024 * 1024;
/**
 * The largest request an upload can be: the image and its multipart framing (boundaries, the part's
 * headers, and the few small fields multer lets through: 10 of at most 1 KB). A larger declared body is
 * refused before it is read, and a proxy in front lets this much through (docker/nginx.conf).
 */
export const MAX_UPLOAD_BODY_BYTES = MAX_UPLOAD_BYTES + 64 * 1024;
export const MIN_SIDE = 200;
export const MAX_SIDE = 8000;
/** Refused before decoding: a small file can claim billions of pixels (a decompression bomb). */
export const MAX_PIXELS = MAX_SIDE * MAX_SIDE;
/** Responsive widths; an image narrower than the largest gets its own width as the last one. */
export const VARIANT_WIDTHS = [320, 640, 960, 1280] as const;

export const UPLOAD_FIELD = 'file';

export type UploadType = 'image/jpeg' | 'image/png' | 'image/webp';
export type VariantType = 'image/webp' | 'image/jpeg';

export const VARIANT_EXTENSIONS: Record<VariantType, string> = { 'image/webp': 'webp', 'image/jpeg': 'jpg' };

/** Every refusal names the field, so a client can show it under the file input. */
export const UPLOAD_MESSAGES = {
  missing: `file: send one image in the multipart/form-data field "${UPLOAD_FIELD}"`,
  tooMany: `file: send exactly one image, in the field "${UPLOAD_FIELD}" only`,
  malformed: 'file: the multipart/form-data body is malformed',
  notFormData: `file: send the image in a multipart/form-data body (with its boundary), in the field "${UPLOAD_FIELD}"`,
  tooLarge: `file: the image is larger than ${MAX_UPLOAD_MB} MB`,
  unsupported: 'file: only JPEG, PNG or WebP images are accepted',
  corrupt: 'file: the image is damaged or incomplete and cannot be read',
  tooSmall: `file: the image must be at least ${MIN_SIDE}×${MIN_SIDE} pixels`,
  tooBig: `file: the image must be at most ${MAX_SIDE}×${MAX_SIDE} pixels`,
} as const;

const TOKEN = "[!#$%&'*+.^_`|~0-9A-Za-z-]+";
const QUOTED = '"(?:[^"\\\\]|\\\\.)*"';
/** One `; name=value` of a media type, or an empty one (RFC 9110 § 5.6.6), the value a token or a quoted string. */
const PARAMETER = new RegExp(`^[ \\t]*;[ \\t]*(?:(${TOKEN})=(${TOKEN}|${QUOTED}))?`);
/** RFC 2046 § 5.1.1: 1 to 70 characters, the last not a space. */
const BOUNDARY = /^[0-9A-Za-z'()+_,\-./:=? ]{0,69}[0-9A-Za-z'()+_,\-./:=?]$/;

/**
 * The boundary of a `multipart/form-data` Content-Type, the one body an upload may have; undefined for any
 * other type, a missing, empty or repeated boundary, or a header that is not a media type at all (the
 * multipart parser would refuse it, or read another multipart type's body as a form).
 */
export function formDataBoundary(contentType: string | undefined): string | undefined {
  const header = contentType?.trim() ?? '';
  const type = /^multipart\/form-data(?=[ \t;]|$)/i.exec(header);
  if (!type) return undefined;
  const seen = new Set<string>();
  let boundary: string | undefined;
  for (let rest = header.slice(type[0].length); rest !== '';) {
    const parameter = PARAMETER.exec(rest);
    if (!parameter) return undefined;
    rest = rest.slice(parameter[0].length);
    if (parameter[1] === undefined) continue;
    const name = parameter[1].toLowerCase();
    if (seen.has(name)) return undefined;
    seen.add(name);
    if (name === 'boundary') boundary = parameter[2].replace(/^"(.*)"$/s, '$1').replace(/\\(.)/gs, '$1');
  }
  return boundary !== undefined && BOUNDARY.test(boundary) ? boundary : undefined;
}

/** The type the bytes themselves say, whatever the file's name or the Content-Type claimed. */
export function sniffImageType(bytes: Uint8Array): UploadType | undefined {
  const starts = (offset: number, ...expected: number[]) =>
    bytes.length >= offset + expected.length && expected.every((byte, i) => bytes[offset + i] === byte);
  const ascii = (offset: number, text: string) => starts(offset, ...Buffer.from(text, 'latin1'));
  if (starts(0, 0xff, 0xd8, 0xff)) return 'image/jpeg';
  if (starts(0, 0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return 'image/png';
  if (ascii(0, 'RIFF') && ascii(8, 'WEBP')) return 'image/webp';
  return undefined;
}

/** sharp's name for each accepted format, to check that its decoder agrees with the first bytes. */
export const SHARP_FORMATS: Record<UploadType, string> = {
  'image/jpeg': 'jpeg',
  'image/png': 'png',
  'image/webp': 'webp',
};

export type DimensionProblem = 'tooSmall' | 'tooBig' | undefined;

export function dimensionProblem(width: number, height: number): DimensionProblem {
  if (width > MAX_SIDE || height > MAX_SIDE || width * height > MAX_PIXELS) return 'tooBig';
  if (width < MIN_SIDE || height < MIN_SIDE) return 'tooSmall';
  return undefined;
}

/** The widths to encode, ascending, never above the image's own: 700 wide gives 320, 640 and 700. */
export function variantWidths(width: number): number[] {
  const largest = Math.min(width, VARIANT_WIDTHS[VARIANT_WIDTHS.length - 1]);
  return [...VARIANT_WIDTHS.filter((candidate) => candidate < largest), largest];
}

/** "640.webp" → { width: 640, type: 'image/webp' }; anything else (a leading zero, another extension) → undefined. */
export function parseVariantFile(file: string): { width: number; type: VariantType } | undefined {
  const match = /^([1-9]\d{0,4})\.(webp|jpg)$/.exec(file);
  if (!match) return undefined;
  return { width: Number(match[1]), type: match[2] === 'webp' ? 'image/webp' : 'image/jpeg' };
}

export function variantUrl(id: string, width: number, type: VariantType): string {
  return `/media/${id}/${width}.${VARIANT_EXTENSIONS[type]}`;
}

/** Ids are 16 characters of base64url (96 random bits). */
export const IMAGE_ID = /^[A-Za-z0-9_-]{16}$/;

const MEDIA_URL_ID = /\/media\/([A-Za-z0-9_-]{1,64})\//g;

/** The image ids the /media/<id>/… URLs in a text name (a post's Markdown), each once. */
export function mediaImageIds(text: string): string[] {
  return [...new Set([...text.matchAll(MEDIA_URL_ID)].map((match) => match[1]))];
}

registerErrorCodes('upload', UPLOAD_MESSAGES);
