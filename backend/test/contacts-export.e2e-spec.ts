import request from 'supertest';
import { Between, DataSource } from 'typeorm';
import { type RunningApp } from '../src/app';
import { Clock } from '../src/common/clock';
import { CURRENT_PRIVACY_POLICY_VERSION } from '../src/contact/consent';
import { ContactSubmission } from '../src/contacts/contact-submission.entity';
import { EXPORT_BATCH } from '../src/contacts/contacts-export';
import { STAFF, submissionRow } from './factories';
import { addStaff, http, login, TestWorkspace } from './harness';
import { auditOf, postNote, seedRequest, submitRequest } from './inquiries-seed';

const HEADER =
  '"id","fecha","nombre","email","telefono","tipo_caso","mensaje","estado","consentimiento_fecha","politica_version","idioma","notas"';

/** An RFC 4180 reader, strict enough to fail on a stray quote: records of fields, CRLF between records. */
function parseCsv(text: string): string[][] {
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
      const end = text.slice(at).search(/[,\r\n"]/);
      field = end < 0 ? text.slice(at) : text.slice(at, at + end);
      at += field.length;
      if (text[at] === '"') throw new Error(`stray quote at ${at}`);
    }
    fields.push(field);
    if (text[at] === ',') at += 1;
    else if (text.startsWith('\r\n', at) || at === text.length) {
      records.push(fields);
      fields = [];
      at += 2;
    } else throw new Error(`expected a comma or CRLF at ${at}: ${JSON.stringify(text.slice(at, at + 20))}`);
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
  /** The records after the header, each as an object keyed by the header's names. */
  const rowsOf = (body: Buffer) => {
    const [header, ...records] = parseCsv(body.toString('utf8').replace(/^\uFEFF/, ''));
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

  it('is a UTF-8 file with a BOM, the header row and CRLF line ends, named with the day in Bogotá', async () => {
    // 22:00 on 1 June in Bogotá is already 2 June in UTC.
    running.app.get(Clock).now = () => new Date('2025-06-02T03:00:00Z');
    const id = await submit({ nombre: 'Cliente Exportado', mensaje: 'Primera línea\nSegunda línea' });
    const response = await exportCsv('?q=cliente%20exportado').expect(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe('attachment; filename="solicitudes-2025-06-01.csv"');
    expect(response.headers['cache-control']).toBe('no-store');
    const body = response.body as Buffer;
    expect([...body.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = body.toString('utf8').slice(1);
    expect(text.startsWith(`${HEADER}\r\n`)).toBe(true);
    expect(text.endsWith('\r\n')).toBe(true);
    // Outside quoted fields, every line break is CRLF.
    expect(text.replace(/"(?:[^"]|"")*"/g, '').match(/\r?\n/g)).toEqual(['\r\n', '\r\n']);
    const detail = (await request(http(running)).get(`/api/contacts/${id}`).set('Cookie', cookie)).body;
    expect(rowsOf(body)).toEqual([
      {
        id: String(id),
        fecha: detail.createdAt,
        nombre: 'Cliente Exportado',
        email: detail.email,
        telefono: "'+57 300 123 4567",
        tipo_caso: 'familia',
        mensaje: 'Primera línea\nSegunda línea',
        estado: 'Pendiente',
        consentimiento_fecha: detail.consentRecord.at,
        politica_version: CURRENT_PRIVACY_POLICY_VERSION,
        idioma: 'es',
        notas: '0',
      },
    ]);
  });

  it('quotes commas, quotes and line breaks so every value comes back exactly', async () => {
    const values = {
      nombre: 'Pérez, "La Doctora" Ana',
      mensaje: 'Dijo: "necesito ayuda", y luego\r\notra línea,\nY otra.',
    };
    await submit({ ...values, email: 'comillas@example.com' });
    const [row] = rowsOf((await exportCsv('?q=comillas@example.com').expect(200)).body);
    expect(row).toMatchObject(values);
  });

  it('quotes every field, so a separator of any locale inside a value never starts a cell of its own', async () => {
    // Excel in Spanish and Colombian settings splits on ';': bare, `=1+1` here would be a formula cell.
    const nombre = 'Juan;=1+1;x';
    await submit({ nombre, email: 'punto-y-coma@example.com' });
    const body = (await exportCsv('?q=punto-y-coma@example.com').expect(200)).body as Buffer;
    const [, record] = body.toString('utf8').split('\r\n');
    expect(record).toMatch(/^("(?:[^"]|"")*",)*"(?:[^"]|"")*"$/);
    expect(record).toContain(`,"${nombre}",`);
    expect(rowsOf(body)[0].nombre).toBe(nombre);
  });

  it.each([
    ['=', '=HYPERLINK("http://evil.example","clic")'],
    ['+', '+57 cmd|/C calc'],
    ['-', '-2+3+cmd|/C calc'],
    ['@', '@SUM(1+1)*cmd|/C calc'],
    ['TAB', '\t=1+1 tabulado'],
    ['CR', '\r=1+1 retorno'],
  ])('neutralises a cell starting with %s by a leading quote', async (_name, value) => {
    // Seeded directly: the form trims tabs and returns away, but older or imported rows may hold them.
    const marker = `peligro${_name.toLowerCase()}@example.com`;
    await seedRequest(running, new Date(), { nombre: value, mensaje: value, email: marker });
    const [row] = rowsOf((await exportCsv(`?q=${encodeURIComponent(marker)}`).expect(200)).body);
    expect(row.nombre).toBe(`'${value}`);
    expect(row.mensaje).toBe(`'${value}`);
  });

  it('exports only what the filters select, with the note count and state', async () => {
    const pending = await submit({ email: 'filtro.export@example.com', tipo_caso: 'penal' });
    const done = await submit({ email: 'filtro.export@example.com', tipo_caso: 'penal' });
    await submit({ email: 'filtro.export@example.com', tipo_caso: 'familia' });
    await request(http(running)).patch(`/api/contacts/${done}/processed`).set('Cookie', cookie).expect(200);
    await postNote(running, cookie, pending, { body: 'Una' }).expect(201);
    await postNote(running, cookie, pending, { body: 'Dos' }).expect(201);
    const all = rowsOf((await exportCsv('?q=filtro.export&tipo_caso=penal').expect(200)).body);
    expect(all.map((row) => [row.id, row.estado, row.notas])).toEqual([
      [String(done), 'Procesado', '0'],
      [String(pending), 'Pendiente', '2'],
    ]);
    const onlyPending = rowsOf(
      (await exportCsv('?q=filtro.export&tipo_caso=penal&status=pending').expect(200)).body,
    );
    expect(onlyPending.map((row) => row.id)).toEqual([String(pending)]);
    const none = (await exportCsv('?q=filtro.export&from=2000-01-01&to=2000-01-31').expect(200)).body;
    expect(none.toString('utf8')).toBe(`\uFEFF${HEADER}\r\n`);
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
    expect(rows.map((row) => Number(row.id))).toEqual(expected.map((row) => row.id));
    const newest = await repository.findOneByOrFail({ id: expected[0].id });
    expect(rows[0]).toMatchObject({
      fecha: newest.createdAt.toISOString(),
      nombre: newest.nombre,
      estado: newest.processed ? 'Procesado' : 'Pendiente',
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

  it('refuses bad filters and paging with a JSON 400, and audits nothing then', async () => {
    const before = (await auditOf(running, 'export_csv')).length;
    for (const [query, field] of [
      ['?from=2025-02-30', 'from'],
      ['?status=x', 'status'],
      ['?from=2025-03-02&to=2025-03-01', 'to'],
      ['?limit=10', 'limit'],
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
