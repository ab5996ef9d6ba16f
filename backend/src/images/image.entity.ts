import { EntitySchema } from 'typeorm';
import { type DatabaseConfig } from '../config/app-config';

/** An uploaded image: what it was and who sent it. Its encoded bytes are its variants (ImageVariant). */
export class Image {
  /** 16 characters of base64url: opaque, URL-safe, not guessable from another image's. */
  id: string;
  /** What the upload was (image/jpeg, image/png, image/webp), by its content. */
  originalType: string;
  /** Of the largest variant. */
  width: number;
  height: number;
  /** Of the upload as received. */
  byteSize: number;
  createdAt: Date;
  /** The staff member who uploaded it. */
  createdBy: string;
}

/** One encoded file of an image: a width in a type, served at /media/<id>/<width>.<webp|jpg>. */
export class ImageVariant {
  imageId: string;
  width: number;
  /** image/webp or image/jpeg. */
  type: string;
  /** In the database, so every instance serves every image. */
  bytes: Buffer;
  /** Strong ETag, quoted, computed once from the bytes. */
  etag: string;
  image?: Image;
}

/**
 * The bytes column is a blob on SQLite and bytea on PostgreSQL, and TypeORM has no binary type both accept:
 * so these entities are described for the engine in use rather than by decorators (and both of them, as
 * TypeORM resolves a schema's relations among schemas only).
 */
export function imageEntities(engine: DatabaseConfig['type']): EntitySchema[] {
  const postgres = engine === 'postgres';
  const image = new EntitySchema<Image>({
    name: 'Image',
    target: Image,
    tableName: 'images',
    columns: {
      id: { type: 'varchar', length: 16, primary: true },
      originalType: { name: 'original_type', type: 'varchar', length: 20 },
      width: { type: 'integer' },
      height: { type: 'integer' },
      byteSize: { name: 'byte_size', type: 'integer' },
      createdAt: { name: 'created_at', type: postgres ? 'timestamp' : 'datetime', createDate: true },
      createdBy: { name: 'created_by', type: 'varchar', length: 254 },
    },
  });
  const variant = new EntitySchema<ImageVariant>({
    name: 'ImageVariant',
    target: ImageVariant,
    tableName: 'image_variants',
    columns: {
      imageId: { name: 'image_id', type: 'varchar', length: 16, primary: true },
      width: { type: 'integer', primary: true },
      type: { type: 'varchar', length: 20, primary: true },
      bytes: { type: postgres ? 'bytea' : 'blob' },
      etag: { type: 'varchar', length: 64 },
    },
    relations: {
      image: { type: 'many-to-one', target: 'Image', joinColumn: { name: 'image_id' }, onDelete: 'CASCADE' },
    },
  });
  return [image, variant] as EntitySchema[];
}
