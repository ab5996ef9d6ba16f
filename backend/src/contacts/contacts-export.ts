import { once } from 'node:events';
import { Injectable, Logger } from '@nestjs/common';
import { type Response } from 'express';
import { AuditService, requestCount } from '../audit/audit.service';
import { Clock } from '../common/clock';
import { type ContactSubmission } from './contact-submission.entity';
import { ContactNotesService } from './contact-notes.service';
import { type ContactFilter, describeFilter } from './contacts-filter';
import { ContactsRepository } from './contacts.repository';
import { CSV_BOM, csvCell, csvPhoneCell, csvRecord } from './csv';
import { firmDateTime, firmDayOf } from '../common/firm-time';
import { CASE_TYPE_LABELS } from '@abogados/shared';
import { type StaffLocale } from '../auth/staff-locale';
import { type ContactNote } from './contact-note.entity';
import { CSV_SEPARATORS, type CsvSeparatorName } from './dto/export-contacts-query.dto';

/** What the file is written in: the staff member's language and the separator their Excel splits on. */
export interface CsvFormat {
  locale: StaffLocale;
  separator: string;
}

/** Each column's header as the consultation form and the panel name the field, in each language. */
export const CSV_COLUMNS: Record<StaffLocale, string[]> = {
  es: [
    'N.º',
    'Recibida (hora de Medellín)',
    'Nombre completo',
    'Correo electrónico',
    'Teléfono',
    'Tipo de caso',
    'Mensaje',
    'Estado',
    'Consentimiento (hora de Medellín)',
    'Versión de la política de privacidad',
    'Idioma del formulario',
    'Notas internas',
  ],
  en: [
    'No.',
    'Received (Medellín time)',
    'Full name',
    'Email',
    'Phone',
    'Case type',
    'Message',
    'Status',
    'Consent given (Medellín time)',
    'Privacy policy version',
    'Form language',
    'Internal notes',
  ],
};

const WORDS = {
  es: { pending: 'Pendiente', processed: 'Procesado', languages: { es: 'Español', en: 'Inglés' } },
  en: { pending: 'Pending', processed: 'Processed', languages: { es: 'Spanish', en: 'English' } },
} as const;

/** The separator staff chose, else the one Excel in their language expects. */
export function csvFormat(locale: StaffLocale, separator?: CsvSeparatorName): CsvFormat {
  return { locale, separator: CSV_SEPARATORS[separator ?? (locale === 'es' ? 'semicolon' : 'comma')] };
}

/** Rows read per query: memory stays flat however many requests the filter selects. */
export const EXPORT_BATCH = 500;

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
  async send(filter: ContactFilter, format: CsvFormat, actor: string, res: Response): Promise<void> {
    res.status(200).set({
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="${this.fileName()}"`,
    });
    try {
      const count = await this.writeRows(filter, format, res);
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
  private async writeRows(filter: ContactFilter, format: CsvFormat, res: Response): Promise<number> {
    const line = (fields: string[]) => csvRecord(fields, format.separator);
    await write(res, CSV_BOM + line(CSV_COLUMNS[format.locale].map(csvCell)));
    let count = 0;
    let last: ContactSubmission | undefined;
    for (;;) {
      const rows = await this.repository.batchAfter(filter, this.clock.now(), EXPORT_BATCH, last);
      if (rows.length === 0) return count;
      const notes = notesByRequest(await this.notes.notesOf(rows.map((row) => row.id)));
      await write(
        res,
        rows.map((row) => line(fieldsOf(row, notes.get(row.id) ?? [], format.locale))).join(''),
      );
      count += rows.length;
      last = rows[rows.length - 1];
    }
  }
}

function notesByRequest(notes: ContactNote[]): Map<number, ContactNote[]> {
  const byRequest = new Map<number, ContactNote[]>();
  for (const note of notes)
    byRequest.set(note.submissionId, [...(byRequest.get(note.submissionId) ?? []), note]);
  return byRequest;
}

/** One request's fields: times on Medellín's clock, words in the staff member's language, notes in full. */
function fieldsOf(row: ContactSubmission, notes: ContactNote[], locale: StaffLocale): string[] {
  const words = WORDS[locale];
  const when = (date: Date | null) => (date ? firmDateTime(date, locale) : '');
  const caseTypes: Record<string, string> = CASE_TYPE_LABELS[locale];
  const languages: Record<string, string> = words.languages;
  return [
    csvCell(row.id),
    csvCell(when(row.createdAt)),
    csvCell(row.nombre),
    csvCell(row.email),
    csvPhoneCell(row.telefono),
    csvCell(Object.hasOwn(caseTypes, row.tipo_caso) ? caseTypes[row.tipo_caso] : row.tipo_caso),
    csvCell(row.mensaje),
    csvCell(row.processed ? words.processed : words.pending),
    csvCell(when(row.consentAt)),
    csvCell(row.privacyPolicyVersion ?? ''),
    csvCell(
      row.language && Object.hasOwn(languages, row.language) ? languages[row.language] : (row.language ?? ''),
    ),
    csvCell(notes.map((note) => `${when(note.createdAt)} · ${note.author}: ${note.body}`).join('\n')),
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
