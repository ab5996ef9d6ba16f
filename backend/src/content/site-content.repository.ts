import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { type QueryDeepPartialEntity } from 'typeorm/query-builder/QueryPartialEntity.js';
import { SITE_CONTENT_ID, SiteContentRow } from './site-content.entity';

/** The columns a section's change writes: its JSON text and, for a photo slot, the image's id. */
export type SectionColumns = QueryDeepPartialEntity<SiteContentRow>;

/**
 * The site content's one row. Every write moves the content version on in the same statement, so an
 * instance that reads the version has the facts that go with it. The same SQL on both engines.
 */
@Injectable()
export class SiteContentRepository {
  constructor(@InjectRepository(SiteContentRow) private readonly rows: Repository<SiteContentRow>) {}

  async row(): Promise<SiteContentRow> {
    const row = await this.rows.findOneBy({ id: SITE_CONTENT_ID });
    if (!row) throw new Error('The site content row is missing: the migrations did not run');
    return row;
  }

  /** The content version alone: what every instance polls. */
  async version(): Promise<number | undefined> {
    const found = await this.rows.findOne({ select: { version: true }, where: { id: SITE_CONTENT_ID } });
    return found?.version;
  }

  /** The images the two photo slots name. */
  photos(): Promise<Pick<SiteContentRow, 'attorneyPhotoId' | 'heroPhotoId'> | null> {
    return this.rows.findOne({
      where: { id: SITE_CONTENT_ID },
      select: { id: true, attorneyPhotoId: true, heroPhotoId: true },
    });
  }

  /** One statement: `columns` written and the version bumped, only if it is still `version`. Answers whether it was. */
  async write(columns: SectionColumns, version: number, at: Date): Promise<boolean> {
    const result = await this.rows
      .createQueryBuilder()
      .update(SiteContentRow)
      .set({ ...columns, version: () => 'version + 1', updatedAt: at })
      .where('id = :id AND version = :version', { id: SITE_CONTENT_ID, version })
      .execute();
    return result.affected === 1;
  }

  /**
   * The office hours seeded in place of `stored` (the migration's carry-over, or none), only if they are
   * still that: the version stays, as no server has read the content before it seeds (ContentService).
   */
  async seedHours(hours: string, stored: string | null): Promise<boolean> {
    const query = this.rows.createQueryBuilder().update(SiteContentRow).set({ hours }).where('id = :id', {
      id: SITE_CONTENT_ID,
    });
    if (stored === null) query.andWhere('hours IS NULL');
    else query.andWhere('hours = :stored', { stored });
    return (await query.execute()).affected === 1;
  }

  /** The version moved on after a change stored elsewhere (the blog's posts). */
  async bumpVersion(at: Date): Promise<void> {
    await this.rows
      .createQueryBuilder()
      .update(SiteContentRow)
      .set({ version: () => 'version + 1', updatedAt: at })
      .where('id = :id', { id: SITE_CONTENT_ID })
      .execute();
  }
}
