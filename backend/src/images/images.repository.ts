import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { Image, ImageVariant } from './image.entity';

/** Columns of an image but its bytes (which are in its variants anyway). */
const IMAGE_COLUMNS = {
  id: true,
  originalType: true,
  width: true,
  height: true,
  byteSize: true,
  createdAt: true,
  createdBy: true,
} as const;

export type VariantKey = Pick<ImageVariant, 'imageId' | 'width' | 'type'>;

/**
 * The uploaded images and their encoded variants. Single statements, never a transaction (the shared
 * SQLite connection trap). The variants' bytes are a blob on SQLite and bytea on PostgreSQL: the entities
 * are described per engine (image.entity.ts), so the statements here are the same on both.
 */
@Injectable()
export class ImagesRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  private get images() {
    return this.dataSource.getRepository(Image);
  }

  private get variants() {
    return this.dataSource.getRepository(ImageVariant);
  }

  async insert(image: Image): Promise<void> {
    await this.images.insert(image);
  }

  /** All of an image's variants in one INSERT. */
  async insertVariants(variants: ImageVariant[]): Promise<void> {
    await this.variants.insert(variants);
  }

  /**
   * The image with its variants, in one statement (ON DELETE CASCADE); false when there was none. A row
   * still naming it (a photo, a post's cover) makes its foreign key refuse the statement, which throws.
   */
  async remove(id: string): Promise<boolean> {
    const result = await this.images.delete({ id });
    return (result.affected ?? 0) > 0;
  }

  exists(id: string): Promise<boolean> {
    return this.images.existsBy({ id });
  }

  /** The image's row without its bytes, or null. */
  byId(id: string): Promise<Image | null> {
    return this.images.findOne({ where: { id }, select: IMAGE_COLUMNS });
  }

  /** Every image's row, newest first. */
  all(): Promise<Image[]> {
    return this.images.find({ select: IMAGE_COLUMNS, order: { createdAt: 'DESC', id: 'ASC' } });
  }

  /** The widths and types of one image's variants, or of every image's. */
  variantKeys(imageId?: string): Promise<VariantKey[]> {
    return this.variants.find({
      where: imageId === undefined ? {} : { imageId },
      select: { imageId: true, width: true, type: true },
    });
  }

  /** One variant's bytes and ETag, or null. */
  variant(key: VariantKey): Promise<Pick<ImageVariant, 'bytes' | 'etag'> | null> {
    return this.variants.findOne({ where: key, select: { bytes: true, etag: true } });
  }
}
