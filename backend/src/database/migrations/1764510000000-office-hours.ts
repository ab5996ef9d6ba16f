import { type MigrationInterface, type QueryRunner } from 'typeorm';
import { hoursLine, hoursTable, type OfficeHours, attentionHours } from '@abogados/shared';
import { agreed, readHoursLine, readHoursRows } from '../../content/free-text-hours';
import { type CarriedOverHours } from '../../content/office-hours-seed';
import { FIRST_CONTENT, type FreeTextHours } from '../../content/seed';
import { SITE_CONTENT_TABLE } from '../schema/content';

/**
 * The office hours become a section of their own (a column of the content's row), structured by day,
 * instead of the free texts of the firm's facts. What the firm typed is read into the structure where it
 * can be (Spanish or English, either clock); what is unread, or the contact page's rows still as the site
 * launched, is left for the server to seed from BUSINESS_HOURS on its next start, which also records the
 * texts it could not read in the activity log (content/office-hours-seed.ts). The version stays: no server
 * has read the content by these rules before.
 */
export class OfficeHours1764510000000 implements MigrationInterface {
  name = 'OfficeHours1764510000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const postgres = queryRunner.connection.driver.options.type === 'postgres';
    await queryRunner.query(`ALTER TABLE ${SITE_CONTENT_TABLE} ADD COLUMN hours text`);
    const rows = (await queryRunner.query(`SELECT firm FROM ${SITE_CONTENT_TABLE} WHERE id = 1`)) as Array<{
      firm: string;
    }>;
    if (rows.length === 0) return;
    const { hours: free, ...firm } = JSON.parse(rows[0].firm) as { hours: FreeTextHours };
    const carried = carryOver(free);
    await queryRunner.query(
      `UPDATE ${SITE_CONTENT_TABLE} SET firm = ${postgres ? '$1' : '?'}, hours = ${postgres ? '$2' : '?'} ` +
        'WHERE id = 1',
      [JSON.stringify(firm), JSON.stringify(carried)],
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    const postgres = queryRunner.connection.driver.options.type === 'postgres';
    const rows = (await queryRunner.query(
      `SELECT firm, hours FROM ${SITE_CONTENT_TABLE} WHERE id = 1`,
    )) as Array<{ firm: string; hours: string | null }>;
    if (rows.length > 0) {
      const stored = rows[0].hours ? (JSON.parse(rows[0].hours) as Partial<OfficeHours>) : {};
      const firm = { ...JSON.parse(rows[0].firm), hours: freeTextOf(stored) };
      await queryRunner.query(
        `UPDATE ${SITE_CONTENT_TABLE} SET firm = ${postgres ? '$1' : '?'} WHERE id = 1`,
        [JSON.stringify(firm)],
      );
    }
    await queryRunner.query(`ALTER TABLE ${SITE_CONTENT_TABLE} DROP COLUMN hours`);
  }
}

/** The free texts read into weeks; null where the server must seed (unread, or the launch's contact rows). */
export function carryOver(free: FreeTextHours): CarriedOverHours {
  const unread: string[] = [];
  const launched = JSON.stringify(free.business) === JSON.stringify(FIRST_CONTENT.firm.hours.business);
  let office = null;
  if (!launched) {
    office = agreed(readHoursRows(free.business, 'es'), readHoursRows(free.business, 'en')) ?? null;
    if (!office) {
      unread.push(
        ...free.business.map((row) => `${row.days.es}: ${row.time.es} / ${row.days.en}: ${row.time.en}`),
      );
    }
  }
  const attention = agreed(readHoursLine(free.footer.es), readHoursLine(free.footer.en)) ?? null;
  if (!attention) unread.push(`${free.footer.es} / ${free.footer.en}`);
  return { carriedOver: { office, attention, unread } };
}

/** The free texts again, written from the structured hours (or the launch's, if none were stored). */
function freeTextOf(hours: Partial<OfficeHours>): FreeTextHours {
  if (!hours.office) return FIRST_CONTENT.firm.hours;
  const full = hours as OfficeHours;
  const rows = (language: 'es' | 'en') => hoursTable(full.office, language);
  return {
    footer: { es: hoursLine(attentionHours(full), 'es'), en: hoursLine(attentionHours(full), 'en') },
    business: rows('es').map((row, index) => ({
      days: { es: row.days, en: rows('en')[index].days },
      time: { es: row.time, en: rows('en')[index].time },
    })),
  };
}
