import { Entity, PrimaryColumn } from 'typeorm';

/**
 * The `images` table seen by its key alone, for the decorated entities whose columns keep an image's id
 * (the site content's photos, the posts' covers) to declare their foreign keys to it: TypeORM resolves a
 * decorated entity's relations among decorated entities only, and Image is described per engine
 * (image.entity.ts). The table itself is Image's: this view of it is never synchronised or written.
 */
@Entity({ name: 'images', synchronize: false })
export class ImageKey {
  @PrimaryColumn({ type: 'varchar', length: 16 })
  id: string;
}
