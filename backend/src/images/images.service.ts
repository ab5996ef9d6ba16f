import { createHash, randomBytes } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { AuditService } from '../audit/audit.service';
import { Clock } from '../common/clock';
import { ByteLru } from './byte-lru';
import { type ImageRefDto } from './dto/image-ref.dto';
import { encodeImage } from './image-encoder';
import { IMAGE_ID, type VariantType, variantUrl } from './image-rules';
import { type Image, type ImageVariant } from './image.entity';
import { ImagesRepository } from './images.repository';
import { SerialQueue } from './serial-queue';

/** Variants kept in memory, by bytes: enough for the photos every page shows, never the whole table. */
const CACHE_BYTES = 8 * 1024 * 1024;

export interface ServedVariant {
  bytes: Buffer;
  etag: string;
  /** For the byte budget of the cache. */
  byteLength: number;
}

/** A quoted strong ETag: the bytes' SHA-256, in base64url. */
export function strongEtag(bytes: Buffer): string {
  return `"${createHash('sha256').update(bytes).digest('base64url')}"`;
}

/** WebP by ascending width first, then the JPEG: the order ImageRef lists them in. */
function byTypeThenWidth(a: { type: string; width: number }, b: { type: string; width: number }): number {
  return (b.type === 'image/webp' ? 1 : 0) - (a.type === 'image/webp' ? 1 : 0) || a.width - b.width;
}

/** An image as the API describes it, from its row and its variants' widths and types. */
export function imageRef(
  image: Pick<Image, 'id' | 'width' | 'height'>,
  variants: Array<Pick<ImageVariant, 'width' | 'type'>>,
): ImageRefDto {
  const { id } = image;
  const sorted = variants
    .map(({ width, type }) => ({ width, type: type as VariantType }))
    .sort(byTypeThenWidth)
    .map(({ width, type }) => ({ width, type, url: variantUrl(id, width, type) }));
  return { id, width: image.width, height: image.height, variants: sorted };
}

/**
 * Uploaded images: checked, re-encoded (one at a time per instance) and stored in the database with their
 * variants, so any instance serves any of them. Writes are single statements, never a transaction (the
 * shared SQLite connection trap): the image row, then all its variants in one INSERT.
 */
@Injectable()
export class ImagesService {
  private readonly queue = new SerialQueue();
  private readonly cache = new ByteLru<ServedVariant>(CACHE_BYTES);

  constructor(
    private readonly images: ImagesRepository,
    private readonly audit: AuditService,
    private readonly clock: Clock,
  ) {}

  async store(bytes: Buffer, actorEmail: string): Promise<ImageRefDto> {
    const encoded = await this.queue.run(() => encodeImage(bytes));
    const id = randomBytes(12).toString('base64url');
    await this.images.insert({
      id,
      originalType: encoded.originalType,
      width: encoded.width,
      height: encoded.height,
      byteSize: bytes.length,
      createdAt: this.clock.now(),
      createdBy: actorEmail.slice(0, 254),
    });
    try {
      await this.images.insertVariants(
        encoded.variants.map((variant) => ({
          imageId: id,
          width: variant.width,
          type: variant.type,
          bytes: variant.bytes,
          etag: strongEtag(variant.bytes),
        })),
      );
    } catch (error) {
      await this.images.remove(id).catch(() => undefined);
      throw error;
    }
    const detail =
      `${encoded.originalType}, ${encoded.width}×${encoded.height}, ` +
      `${encoded.variants.length} variants, ${bytes.length} bytes uploaded`;
    await this.audit.record(actorEmail, 'image_uploaded', `image ${id}`, detail);
    return (await this.describe(id))!;
  }

  async describe(id: string): Promise<ImageRefDto | undefined> {
    if (!IMAGE_ID.test(id)) return undefined;
    const image = await this.images.byId(id);
    if (!image) return undefined;
    const rows = await this.images.variantKeys(id);
    // Every stored image has variants: none means a delete came between the two reads, so it is gone.
    return rows.length === 0 ? undefined : imageRef(image, rows);
  }

  /**
   * Deletes the image with its variants in one statement (ON DELETE CASCADE) and drops it from this
   * instance's memory; false when there was none. A row still showing it (a photo, a post's cover) makes
   * its foreign key refuse the statement, which throws. Other instances look the row up on every request
   * (variant()), so they stop serving it at once.
   */
  async remove(id: string): Promise<boolean> {
    if (!IMAGE_ID.test(id)) return false;
    const removed = await this.images.remove(id);
    this.cache.deletePrefix(`${id}/`);
    return removed;
  }

  /**
   * One variant's bytes and ETag, from memory when recently served. The image's row is looked up every
   * time (by primary key, without its bytes), so an image removed on any instance is gone from all at once.
   */
  async variant(id: string, width: number, type: VariantType): Promise<ServedVariant | undefined> {
    if (!IMAGE_ID.test(id) || !(await this.images.exists(id))) return undefined;
    const key = `${id}/${width}/${type}`;
    const cached = this.cache.get(key);
    if (cached) return cached;
    const row = await this.images.variant({ imageId: id, width, type });
    if (!row) return undefined;
    const served = { bytes: row.bytes, etag: row.etag, byteLength: row.bytes.length };
    this.cache.set(key, served);
    return served;
  }
}
