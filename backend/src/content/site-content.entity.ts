import { Column, Entity, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import { ImageKey } from '../images/image-key.entity';
import { SITE_CONTENT_TABLE } from '../database/schema/content';

/** The one row's key: the site has one set of facts. */
export const SITE_CONTENT_ID = 1;

/**
 * The firm's facts, one JSON text per section (validated on the way in and on the way out, see
 * content-codec.ts), and the content version: every change bumps it in the same statement, so an instance
 * that sees the version has the facts that go with it.
 */
@Entity({ name: SITE_CONTENT_TABLE })
export class SiteContentRow {
  @PrimaryColumn({ type: 'integer' })
  id: number;

  @Column({ type: 'integer' })
  version: number;

  @Column({ type: 'text' })
  firm: string;

  /** The office hours (null only before the server's first start after they became structured). */
  @Column({ type: 'text', nullable: true })
  hours: string | null;

  @Column({ type: 'text' })
  controller: string;

  @Column({ type: 'text' })
  attorney: string;

  @Column({ type: 'text' })
  hero: string;

  @Column({ name: 'updated_at', type: Date })
  updatedAt: Date;

  /**
   * The photos' image ids (also inside `attorney` and `hero`), as foreign keys: the database refuses to
   * delete an image shown here, and to show one deleted meanwhile (400).
   */
  @Column({ name: 'attorney_photo_id', type: 'varchar', length: 16, nullable: true })
  attorneyPhotoId: string | null;

  @ManyToOne(() => ImageKey, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'attorney_photo_id' })
  attorneyPhoto?: ImageKey;

  @Column({ name: 'hero_photo_id', type: 'varchar', length: 16, nullable: true })
  heroPhotoId: string | null;

  @ManyToOne(() => ImageKey, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'hero_photo_id' })
  heroPhoto?: ImageKey;
}
