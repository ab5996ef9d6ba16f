import { once } from 'node:events';
import { Injectable, Logger } from '@nestjs/common';
import { type Response } from 'express';
import { AuditService, requestCount } from '../audit/audit.service';
import { Clock } from '../common/clock';
import { type ContactSubmission } from './contact-submission.entity';
import { ContactNotesService } from './contact-notes.service';
import { type ContactFilter, describeFilter } from './contacts-filter';
import { ContactsRepository } from './contacts.repository';
import { CSV_BOM, csvLine } from './csv';
import { firmDayOf } from '../common/firm-time';

export const CSV_HEADER = [
  'id',
  'fecha',
  'nombre',
  'email',
  'telefono',
  'tipo_caso',
  'mensaje',
  'estado',
  'consentimiento_fecha',
  'politica_version',
  'idioma',
  'notas',
];

/** Rows read per query: memory stays flat however many requests the filter selects. */
export const EXPORT_BATCH = 500;

const iso = (date: Date | null) => (date ? date.toISOString() : '');

/** The CSV export of the staff list's current filter, newest first. */
@Injectable()
export class ContactsExport {
  private readonly logger = new Logger('ContactsExport');

  constructor(
    private readonly repository: ContactsRepository,
    private readonly notes: ContactNotesService,
    private readonly audit: AuditService,
    private readonly clock: Clock,
  ) {}

  /** The download's file name, dated on Medellín's calendar. */
  fileName(): string {
    return `solicitudes-${firmDayOf(this.clock.now())}.csv`;
  }

  /**
   * Streams the file to `res` in batches, each picking up after the last row sent (keyset on created_at
   * and id, the list's own order), so no batch re-reads or skips rows however deep the export goes, and a
   * slow client holds back the reading (the response's back-pressure). Audits once the file is complete.
   */
  async send(filter: ContactFilter, actor: string, res: Response): Promise<void> {
    res.status(200).set({
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="${this.fileName()}"`,
    });
    try {
      const count = await this.writeRows(filter, res);
      // Recorded before the file ends: once staff have the whole file, the entry is there too.
      await this.audit.record(
        actor,
        'export_csv',
        undefined,
        `${requestCount(count)}; ${describeFilter(filter)}`,
      );
      res.end();
    } catch (error) {
      // The status line is long gone, so no error answer is possible: cut the download short instead,
      // which the browser reports as failed rather than saving a truncated file as if it were whole.
      this.logger.warn(`CSV export stopped: ${error instanceof Error ? error.message : String(error)}`);
      res.destroy();
    }
  }

  /** Writes the BOM, the header and every selected row; returns how many rows. */
  private async writeRows(filter: ContactFilter, res: Response): Promise<number> {
    await write(res, CSV_BOM + csvLine(CSV_HEADER));
    let count = 0;
    let last: ContactSubmission | undefined;
    for (;;) {
      const rows = await this.repository.batchAfter(filter, this.clock.now(), EXPORT_BATCH, last);
      if (rows.length === 0) return count;
      const notes = await this.notes.countsOf(rows.map((row) => row.id));
      await write(res, rows.map((row) => csvLine(cellsOf(row, notes.get(row.id) ?? 0))).join(''));
      count += rows.length;
      last = rows[rows.length - 1];
    }
  }
}

function cellsOf(row: ContactSubmission, notes: number): Array<string | number> {
  return [
    row.id,
    iso(row.createdAt),
    row.nombre,
    row.email,
    row.telefono,
    row.tipo_caso,
    row.mensaje,
    row.processed ? 'Procesado' : 'Pendiente',
    iso(row.consentAt),
    row.privacyPolicyVersion ?? '',
    row.language ?? '',
    notes,
  ];
}

/** Writes and waits while the client is behind; fails if the client went away. */
async function write(res: Response, chunk: string): Promise<void> {
  if (res.destroyed) throw new Error('the client closed the connection');
  if (res.write(chunk)) return;
  const settled = new AbortController();
  try {
    const options = { signal: settled.signal };
    await Promise.race([once(res, 'drain', options), once(res, 'close', options)]);
  } finally {
    settled.abort();
  }
}
