import request from 'supertest';
import { Between, DataSource } from 'typeorm';
import { type RunningApp } from '../src/app';
import { Clock } from '../src/common/clock';
import { CURRENT_PRIVACY_POLICY_VERSION } from '../src/contact/consent';
import { ContactSubmission } from '../src/contacts/contact-submission.entity';
import { EXPORT_BATCH } from '../src/contacts/contacts-export';
import { firmDateTime } from '../src/common/firm-time';
import { STAFF, submissionRow } from './factories';
import { addStaff, http, login, TestWorkspace } from './harness';
import { auditOf, postNote, seedRequest, submitRequest } from './inquiries-seed';

const SPANISH_HEADER =
  '"N.º";"Recibida (hora de Medellín)";"Nombre completo";"Correo electrónico";"Teléfono";"Tipo de caso";' +
  '"Mensaje";"Estado";"Consentimiento (hora de Medellín)";"Versión de la política de privacidad";' +
  '"Idioma del formulario";"Notas internas"';
const ENGLISH_HEADER =
  '"No.","Received (Medellín time)","Full name","Email","Phone","Case type","Message","Status",' +
  '"Consent given (Medellín time)","Privacy policy version","Form language","Internal notes"';

/** An RFC 4180 reader, strict enough to fail on a stray quote: records of fields, CRLF between records. */
function parseCsv(text: string, separator: string): string[][] {
  const records: string[][] = [];
  let fields: string[] = [];
  let at = 0;
  while (at < text.length) {
    let field = '';
    if (text[at] === '"') {
      at += 1;
      for (;;) {
        const quote = text.indexOf('"', at);
        if (quote < 0) throw new Error('unterminated quoted field');
        field += text.slice(at, quote);
        at = quote + 1;
        if (text[at] !== '"') break;
        field += '"';
        at += 1;
      }
    } else {
      const end = text.slice(at).search(new RegExp(`[${separator}\\r\\n"]`));
      field = end < 0 ? text.slice(at) : text.slice(at, at + end);
      at += field.length;
      if (text[at] === '"') throw new Error(`stray quote at ${at}`);
    }
    fields.push(field);
    if (text[at] === separator) at += 1;
    else if (text.startsWith('\r\n', at) || at === text.length) {
      records.push(fields);
      fields = [];
      at += 2;
    } else
      throw new Error(`expected ${separator} or CRLF at ${at}: ${JSON.stringify(text.slice(at, at + 20))}`);
  }
  return records;
}

describe('CSV export of the staff list', () => {
  const workspace = new TestWorkspace();
  let running: RunningApp;
  let cookie: string;

  const exportCsv = (query = '') =>
    request(http(running))
      .get(`/api/contacts/export.csv${query}`)
      .set('Cookie', cookie)
      .buffer(true)
      .parse((res, done) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => done(null, Buffer.concat(chunks)));
      });
  /** The records after the header, each as an object keyed by the header's names (Spanish, `;` unless told). */
  const rowsOf = (body: Buffer, separator = ';') => {
    const [header, ...records] = parseCsv(body.toString('utf8').replace(/^\uFEFF/, ''), separator);
    return records.map((record) => Object.fromEntries(header.map((name, index) => [name, record[index]])));
  };
  const submit = (overrides: Record<string, unknown> = {}) => submitRequest(running, overrides);

  beforeAll(async () => {
    running = await workspace.start();
    await addStaff(running);
    cookie = await login(running);
  });
  afterAll(async () => {
    await running.close();
    workspace.cleanup();
  });

  it("is UTF-8 with a BOM, Spanish headers split by ; and CRLF, times on Medellín's clock, named with the day in Bogotá", async () => {
    // 22:00 on 1 June in Bogotá is already 2 June in UTC.
    running.app.get(Clock).now = () => new Date('2025-06-02T03:00:00Z');
    const id = await submit({
      nombre: 'Cliente Exportado',
      email: 'cliente.exportado@example.com',
      mensaje: 'Primera línea\nSegunda línea',
    });
    const response = await exportCsv('?q=cliente%20exportado').expect(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe('attachment; filename="solicitudes-2025-06-01.csv"');
    expect(response.headers['cache-control']).toBe('no-store');
    const body = response.body as Buffer;
    expect([...body.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = body.toString('utf8').slice(1);
    expect(text.startsWith(`${SPANISH_HEADER}\r\n`)).toBe(true);
    expect(text.endsWith('\r\n')).toBe(true);
    // Outside quoted fields, every line break is CRLF and every separator a semicolon.
    const outside = text.replace(/"(?:[^"]|"")*"/g, '');
    expect(outside.match(/\r?\n/g)).toEqual(['\r\n', '\r\n']);
    expect(outside.replace(/\r\n/g, '')).toMatch(/^;+$/);
    expect(rowsOf(body)).toEqual([
      {
        'N.º': String(id),
        'Recibida (hora de Medellín)': '01/06/2025 22:00',
        'Nombre completo': 'Cliente Exportado',
        'Correo electrónico': 'cliente.exportado@example.com',
        // A leading tab, not an apostrophe: the spreadsheet keeps it as text and shows nothing before it.
        Teléfono: '\t+57 300 123 4567',
        'Tipo de caso': 'Derecho de Familia',
        Mensaje: 'Primera línea\nSegunda línea',
        Estado: 'Pendiente',
        'Consentimiento (hora de Medellín)': '01/06/2025 22:00',
        'Versión de la política de privacidad': CURRENT_PRIVACY_POLICY_VERSION,
        'Idioma del formulario': 'Español',
        'Notas internas': '',
      },
    ]);
  });

  it("speaks English with commas when asked, and the staff member's own language by default", async () => {
    running.app.get(Clock).now = () => new Date('2026-11-27T22:57:36.457Z');
    const id = await submit({ email: 'english.export@example.com', tipo_caso: 'otro', idioma: 'en' });
    await request(http(running)).patch(`/api/contacts/${id}/processed`).set('Cookie', cookie).expect(200);
    const expected = {
      'No.': String(id),
      'Received (Medellín time)': '11/27/2026 5:57 PM',
      'Case type': 'Other',
      Status: 'Processed',
      'Form language': 'English',
    };
    const asked = (await exportCsv('?q=english.export&lang=en').expect(200)).body as Buffer;
    expect(asked.toString('utf8').slice(1).startsWith(`${ENGLISH_HEADER}\r\n`)).toBe(true);
    expect(rowsOf(asked, ',')).toEqual([expect.objectContaining(expected)]);

    // Chosen in the panel, English is the file's language without a parameter; ; on request.
    await request(http(running))
      .patch('/api/auth/user')
      .set('Cookie', cookie)
      .send({ locale: 'en' })
      .expect(200);
    try {
      expect(rowsOf((await exportCsv('?q=english.export').expect(200)).body, ',')).toEqual([
        expect.objectContaining(expected),
      ]);
      const semicolons = (await exportCsv('?q=english.export&separator=semicolon').expect(200)).body;
      expect(rowsOf(semicolons, ';')).toEqual([expect.objectContaining(expected)]);
      const spanish = (await exportCsv('?q=english.export&lang=es&separator=comma').expect(200)).body;
      expect(rowsOf(spanish, ',')).toEqual([
        expect.objectContaining({
          'Recibida (hora de Medellín)': '27/11/2026 17:57',
          'Tipo de caso': 'Otro',
        }),
      ]);
    } finally {
      await request(http(running))
        .patch('/api/auth/user')
        .set('Cookie', cookie)
        .send({ locale: 'es' })
        .expect(200);
    }
  });

  it('quotes separators, quotes and line breaks so every value comes back exactly', async () => {
    const values = {
      nombre: 'Pérez, "La Doctora"; Ana',
      mensaje: 'Dijo: "necesito ayuda", y luego\r\notra línea;\nY otra.',
    };
    await submit({ ...values, email: 'comillas@example.com' });
    for (const [separator, name] of [
      [';', 'semicolon'],
      [',', 'comma'],
    ]) {
      const [row] = rowsOf(
        (await exportCsv(`?q=comillas@example.com&separator=${name}`).expect(200)).body,
        separator,
      );
      expect(row).toMatchObject({ 'Nombre completo': values.nombre, Mensaje: values.mensaje });
    }
  });

  it('quotes every field, so a separator of any locale inside a value never starts a cell of its own', async () => {
    // Excel in Spanish and Colombian settings splits on ';': bare, `=1+1` here would be a formula cell.
    const nombre = 'Juan;=1+1;x';
    await submit({ nombre, email: 'punto-y-coma@example.com' });
    const body = (await exportCsv('?q=punto-y-coma@example.com').expect(200)).body as Buffer;
    const [, record] = body.toString('utf8').split('\r\n');
    expect(record).toMatch(/^("(?:[^"]|"")*";)*"(?:[^"]|"")*"$/);
    expect(record).toContain(`;"${nombre}";`);
    expect(rowsOf(body)[0]['Nombre completo']).toBe(nombre);
  });

  it.each([
    ['=', '=HYPERLINK("http://evil.example","clic")'],
    ['+', '+57 cmd|/C calc'],
    ['-', '-2+3+cmd|/C calc'],
    ['@', '@SUM(1+1)*cmd|/C calc'],
    ['TAB', '\t=1+1 tabulado'],
    ['CR', '\r=1+1 retorno'],
  ])('neutralises a cell starting with %s by a leading quote, the phone column too', async (_name, value) => {
    // Seeded directly: the form trims tabs and returns away, but older or imported rows may hold them.
    const marker = `peligro${_name.toLowerCase()}@example.com`;
    // The phone column holds at most 30 characters.
    const telefono = value.slice(0, 30);
    await seedRequest(running, new Date(), { nombre: value, mensaje: value, telefono, email: marker });
    const [row] = rowsOf((await exportCsv(`?q=${encodeURIComponent(marker)}`).expect(200)).body);
    expect(row['Nombre completo']).toBe(`'${value}`);
    expect(row.Mensaje).toBe(`'${value}`);
    // Not made of phone characters alone, so it gets the apostrophe rather than the tab.
    expect(row.Teléfono).toBe(`'${telefono}`);
  });

  it.each([
    ['+57 300 123 4567', '\t+57 300 123 4567'],
    ['3001234567', '\t3001234567'],
    ['(604) 444-1234', '\t(604) 444-1234'],
    ['-300 123 4567', '\t-300 123 4567'],
  ])('keeps the phone %j as text with a tab, no apostrophe', async (telefono, expected) => {
    const marker = `tel${telefono.replace(/\D/g, '')}@example.com`;
    await seedRequest(running, new Date(), { telefono, email: marker });
    const [row] = rowsOf((await exportCsv(`?q=${encodeURIComponent(marker)}`).expect(200)).body);
    expect(row.Teléfono).toBe(expected);
  });

  it("exports only what the filters select, with each note's time, author and text, and the state", async () => {
    running.app.get(Clock).now = () => new Date('2026-11-28T13:00:00Z');
    const pending = await submit({ email: 'filtro.export@example.com', tipo_caso: 'penal' });
    const done = await submit({ email: 'filtro.export@example.com', tipo_caso: 'penal' });
    await submit({ email: 'filtro.export@example.com', tipo_caso: 'familia' });
    await request(http(running)).patch(`/api/contacts/${done}/processed`).set('Cookie', cookie).expect(200);
    await postNote(running, cookie, pending, { body: 'Llamé; no contestó' }).expect(201);
    running.app.get(Clock).now = () => new Date('2026-11-28T14:30:00Z');
    await postNote(running, cookie, pending, { body: '=Volver a llamar mañana' }).expect(201);
    const all = rowsOf((await exportCsv('?q=filtro.export&tipo_caso=penal').expect(200)).body);
    expect(all.map((row) => [row['N.º'], row['Tipo de caso'], row.Estado, row['Notas internas']])).toEqual([
      [String(done), 'Derecho Penal', 'Procesado', ''],
      [
        String(pending),
        'Derecho Penal',
        'Pendiente',
        `28/11/2026 8:00 · ${STAFF.email}: Llamé; no contestó\n28/11/2026 9:30 · ${STAFF.email}: =Volver a llamar mañana`,
      ],
    ]);
    const onlyPending = rowsOf(
      (await exportCsv('?q=filtro.export&tipo_caso=penal&status=pending').expect(200)).body,
    );
    expect(onlyPending.map((row) => row['N.º'])).toEqual([String(pending)]);
    const none = (await exportCsv('?q=filtro.export&from=2000-01-01&to=2000-01-31').expect(200)).body;
    expect(none.toString('utf8')).toBe(`\uFEFF${SPANISH_HEADER}\r\n`);
  });

  it('exports thousands of rows completely, newest first, ties broken by id, across batch boundaries', async () => {
    // Stored out of time order, three to a timestamp, so neither the id alone nor the time alone gives the
    // order, and some ties straddle the boundary between two batches.
    const ROWS = 3000;
    const start = Date.parse('2021-01-01T05:00:00Z');
    const slot = (i: number) => Math.floor(((i * 1237) % ROWS) / 3);
    const repository = running.app.get(DataSource).getRepository(ContactSubmission);
    for (let from = 0; from < ROWS; from += 500) {
      await repository.insert(
        Array.from({ length: 500 }, (_, k) =>
          submissionRow(from + k, new Date(start + slot(from + k) * 60_000), (from + k) % 2 === 0),
        ),
      );
    }
    expect(EXPORT_BATCH % 3).not.toBe(0);
    const expected = await repository.find({
      select: { id: true },
      where: { createdAt: Between(new Date(start), new Date(start + ROWS * 60_000)) },
      order: { createdAt: 'DESC', id: 'DESC' },
    });
    expect(expected).toHaveLength(ROWS);
    const rows = rowsOf((await exportCsv('?from=2021-01-01&to=2021-12-31').expect(200)).body);
    expect(rows.map((row) => Number(row['N.º']))).toEqual(expected.map((row) => row.id));
    const newest = await repository.findOneByOrFail({ id: expected[0].id });
    expect(rows[0]).toMatchObject({
      'Recibida (hora de Medellín)': firmDateTime(newest.createdAt, 'es'),
      'Nombre completo': newest.nombre,
      Estado: newest.processed ? 'Procesado' : 'Pendiente',
    });
  }, 120_000);

  it('records the export in the audit log with the count and the filter, never the content', async () => {
    const before = (await auditOf(running, 'export_csv')).length;
    await submit({ email: 'auditado@example.com', mensaje: 'Texto privado del mensaje, que no se audita.' });
    await exportCsv('?q=auditado@example.com&status=pending').expect(200);
    const entries = (await auditOf(running, 'export_csv')).slice(before);
    expect(entries).toEqual([
      expect.objectContaining({
        actor: STAFF.email,
        action: 'export_csv',
        target: null,
        detail: '1 request; q=auditado@example.com, status=pending',
      }),
    ]);
    await exportCsv().expect(200);
    const [whole] = (await auditOf(running, 'export_csv')).slice(before + 1);
    expect(whole.detail).toMatch(/^\d+ requests; no filter$/);
    expect(whole.detail).not.toContain('Texto privado');
  });

  it('refuses bad filters, paging, languages and separators with a JSON 400, and audits nothing then', async () => {
    const before = (await auditOf(running, 'export_csv')).length;
    for (const [query, field] of [
      ['?from=2025-02-30', 'from'],
      ['?status=x', 'status'],
      ['?from=2025-03-02&to=2025-03-01', 'to'],
      ['?limit=10', 'limit'],
      ['?lang=fr', 'lang'],
      ['?separator=%3B', 'separator'],
      ['?separator=tab', 'separator'],
    ]) {
      const response = await request(http(running))
        .get(`/api/contacts/export.csv${query}`)
        .set('Cookie', cookie)
        .expect(400);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      expect(Object.keys(response.body.errors)).toEqual([field]);
    }
    expect(await auditOf(running, 'export_csv')).toHaveLength(before);
  });

  it('is 401 without a session', async () => {
    const response = await request(http(running)).get('/api/contacts/export.csv').expect(401);
    expect(response.body).toEqual({ statusCode: 401, message: 'Unauthorized' });
  });
});
