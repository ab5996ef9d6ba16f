import request from 'supertest';
import { type RunningApp } from '../src/app';
import { CONSENT_TEXTS, CURRENT_PRIVACY_POLICY_VERSION } from '../src/contact/consent';
import { ContactsService } from '../src/contacts/contacts.service';
import { ContactViews } from '../src/inbox/contact-views';
import { STAFF } from './factories';
import { addStaff, http, login, TestWorkspace } from './harness';
import { auditOf, postNote, rowsFor, seedRequest, submitRequest } from './inquiries-seed';

/** Bogotá is UTC-5 all year: midnight there is 05:00 UTC. */
const bogota = (local: string) => new Date(`${local}-05:00`);
/** The seeded requests all fall in March 2025; every filter test narrows to it unless it tests the dates. */
const MARCH = 'from=2025-03-01&to=2025-03-31';
const TEXT = 'any case and accents';
const PHONE = 'a phone number however written';
const LITERAL = 'LIKE wildcards taken literally';

describe('inquiry management API', () => {
  const workspace = new TestWorkspace();
  let running: RunningApp;
  let cookie: string;
  const id: Record<string, number> = {};

  const get = (path: string) => request(http(running)).get(path).set('Cookie', cookie);
  const list = async (query: string) => {
    const response = await get(`/api/contacts?${query}`).expect(200);
    return {
      ids: (response.body as Array<{ id: number }>).map((row) => row.id),
      total: Number(response.headers['x-total-count']),
    };
  };
  const idsOf = (...names: string[]) => names.map((name) => id[name]);
  const submit = (overrides: Record<string, unknown> = {}) => submitRequest(running, overrides);

  beforeAll(async () => {
    running = await workspace.start();
    await addStaff(running);
    cookie = await login(running);
    // Newest first: luis, ana, peter, jose, maria.
    id.jose = await seedRequest(running, bogota('2025-03-10T00:00:00.000'), {
      nombre: 'José Álvarez',
      email: 'jose.alvarez@example.com',
      telefono: '+57 (300) 555-1234',
      tipo_caso: 'familia',
      mensaje: 'Divorcio con hijos menores.',
    });
    id.maria = await seedRequest(running, bogota('2025-03-09T23:59:59.999'), {
      nombre: 'MARÍA GÓMEZ',
      email: 'maria.gomez@example.com',
      telefono: '3104445566',
      tipo_caso: 'penal',
      mensaje: 'Tengo 100% de certeza_total del caso.',
      processed: true,
    });
    id.peter = await seedRequest(running, bogota('2025-03-10T23:59:59.999'), {
      nombre: 'Peter Smith',
      email: 'peter@example.org',
      telefono: '+1 212 555 0000',
      tipo_caso: 'english',
      mensaje: 'Need help with a visa, path C:\\visa\\form.',
    });
    id.ana = await seedRequest(running, bogota('2025-03-11T00:00:00.000'), {
      nombre: 'Ana Ruiz',
      email: 'ana@example.com',
      telefono: '+57 311 222 3333',
      tipo_caso: 'administrativo',
      mensaje: 'Derecho de petición rechazado por la alcaldía.',
      processed: true,
    });
    id.luis = await seedRequest(running, bogota('2025-03-15T12:00:00.000'), {
      nombre: 'Luis Pérez',
      email: 'luis@example.com',
      telefono: '+57 320 000 1111',
      tipo_caso: 'familia',
      mensaje: 'Custodia compartida 50_50 de mi hija.',
    });
  });
  afterAll(async () => {
    await running.close();
    workspace.cleanup();
  });

  describe('search and filters', () => {
    it('lists the whole window newest first, with its total', async () => {
      expect(await list(MARCH)).toEqual({ ids: idsOf('luis', 'ana', 'peter', 'jose', 'maria'), total: 5 });
    });

    it.each([
      [TEXT, 'jose', ['jose']],
      [TEXT, 'JOSÉ ÁLVAREZ', ['jose']],
      [TEXT, 'alvarez', ['jose']],
      [TEXT, 'gomez', ['maria']],
      [TEXT, 'María', ['maria']],
      [TEXT, 'perez', ['luis']],
      [TEXT, 'peticion', ['ana']],
      [TEXT, '  custodia   compartida ', ['luis']],
      [TEXT, 'example.org', ['peter']],
      [TEXT, 'maria.gomez@example.com', ['maria']],
      [TEXT, 'nadie-coincide', []],
      [PHONE, '5551234', ['jose']],
      [PHONE, '3005551234', ['jose']],
      [PHONE, '(300) 555-1234', ['jose']],
      [PHONE, '300 555 1234', ['jose']],
      [PHONE, '+57 311 222 3333', ['ana']],
      [PHONE, '573112223333', ['ana']],
      [PHONE, '310 444 5566', ['maria']],
      [LITERAL, '%', ['maria']],
      [LITERAL, '100%', ['maria']],
      [LITERAL, '_', ['luis', 'maria']],
      [LITERAL, '50_50', ['luis']],
      [LITERAL, 'a_a', []],
      [LITERAL, '\\', ['peter']],
      [LITERAL, 'c:\\visa\\', ['peter']],
      [LITERAL, '%%', []],
    ])('search (%s): q=%j', async (_kind, q, names) => {
      expect((await list(`${MARCH}&q=${encodeURIComponent(q)}`)).ids).toEqual(idsOf(...names));
    });

    it.each([
      ['status=pending', ['luis', 'peter', 'jose']],
      ['status=processed', ['ana', 'maria']],
      ['tipo_caso=familia', ['luis', 'jose']],
      ['tipo_caso=english', ['peter']],
      ['tipo_caso=otro', []],
      ['status=pending&tipo_caso=familia', ['luis', 'jose']],
      ['status=processed&tipo_caso=familia', []],
      ['status=pending&tipo_caso=familia&q=divorcio', ['jose']],
      ['status=processed&q=example.com', ['ana', 'maria']],
      ['q=&status=&tipo_caso=', ['luis', 'ana', 'peter', 'jose', 'maria']],
    ])('%s narrows the list, combined with the other filters', async (query, names) => {
      const { ids, total } = await list(`${MARCH}&${query}`);
      expect(ids).toEqual(idsOf(...names));
      expect(total).toBe(names.length);
    });

    it.each([
      // Jose is 00:00 on the 10th in Bogotá, Peter 23:59:59.999 on the 10th, Maria 23:59:59.999 on the 9th.
      ['from=2025-03-10&to=2025-03-10', ['peter', 'jose']],
      ['from=2025-03-09&to=2025-03-09', ['maria']],
      ['from=2025-03-11&to=2025-03-11', ['ana']],
      ['from=2025-03-10&to=2025-03-11', ['ana', 'peter', 'jose']],
      ['from=2025-03-11&to=2025-12-31', ['luis', 'ana']],
      ['from=2025-03-12&to=2025-03-14', []],
      ['from=2025-03-01&to=2025-03-09', ['maria']],
      ['from=2025-03-15&to=2025-03-15', ['luis']],
    ])('%s counts whole calendar days in Bogotá, both ends included', async (query, names) => {
      expect((await list(query)).ids).toEqual(idsOf(...names));
    });

    it('takes from or to alone', async () => {
      expect((await list('to=2025-03-09')).ids).toContain(id.maria);
      expect((await list('to=2025-03-09')).ids).not.toContain(id.jose);
      const recent = (await list('from=2025-03-11')).ids;
      expect(recent).toEqual(expect.arrayContaining(idsOf('luis', 'ana')));
      expect(recent).not.toContain(id.peter);
    });

    it('takes the days whose whole Medellín day falls in the years 0000 to 9999 in UTC, and no others', async () => {
      const all = await list('');
      expect(await list('from=0000-01-01&to=9999-12-30')).toEqual(all);
      // The last day of 9999 in Medellín ends in the year 10000 in UTC.
      const response = await get('/api/contacts?from=2025-03-01&to=9999-12-31').expect(400);
      expect(response.body).toEqual({
        statusCode: 400,
        message: 'Validation failed',
        errors: { to: 'to must be a calendar day from 0000-01-01 to 9999-12-30' },
      });
    });

    it('pages through the filtered set, with the filtered total on every page', async () => {
      expect(await list(`${MARCH}&limit=2`)).toEqual({ ids: idsOf('luis', 'ana'), total: 5 });
      expect(await list(`${MARCH}&limit=2&offset=2`)).toEqual({ ids: idsOf('peter', 'jose'), total: 5 });
      expect(await list(`${MARCH}&limit=2&offset=4`)).toEqual({ ids: idsOf('maria'), total: 5 });
      expect(await list(`${MARCH}&status=pending&limit=1&offset=1`)).toEqual({
        ids: idsOf('peter'),
        total: 3,
      });
    });

    it.each([
      ['q=' + 'a'.repeat(201), 'q', 'q must be at most 200 characters'],
      ['q=a%00b', 'q', 'q contains characters that are not allowed'],
      ['q=a&q=b', 'q', 'q must be a single text value'],
      ['status=done', 'status', 'status must be one of pending, processed, overdue'],
      ['status=Pending', 'status', 'status must be one of pending, processed, overdue'],
      [
        'tipo_caso=civil',
        'tipo_caso',
        'tipo_caso must be one of familia, penal, administrativo, english, otro',
      ],
      ['from=2025-02-30', 'from', 'from must be a calendar day written YYYY-MM-DD'],
      ['from=2025-3-1', 'from', 'from must be a calendar day written YYYY-MM-DD'],
      ['from=yesterday', 'from', 'from must be a calendar day written YYYY-MM-DD'],
      ['to=2025-13-01', 'to', 'to must be a calendar day written YYYY-MM-DD'],
      ['to=2025-03-01T00:00', 'to', 'to must be a calendar day written YYYY-MM-DD'],
      ['from=2025-03-02&to=2025-03-01', 'to', 'to must be the same day as from or later'],
    ])('answers %s with a 400 naming %s', async (query, field, message) => {
      const response = await get(`/api/contacts?${query}`).expect(400);
      expect(response.body).toEqual({
        statusCode: 400,
        message: 'Validation failed',
        errors: { [field]: message },
      });
    });

    it('accepts a search of exactly 200 characters, counted as characters', async () => {
      await get(`/api/contacts?q=${encodeURIComponent('😀'.repeat(200))}`).expect(200);
      await get(`/api/contacts?q=${encodeURIComponent('😀'.repeat(201))}`).expect(400);
    });

    it('is 401 without a session', async () => {
      const response = await request(http(running)).get('/api/contacts?q=jose').expect(401);
      expect(response.body).toEqual({ statusCode: 401, message: 'Unauthorized' });
    });
  });

  describe('detail', () => {
    it('shows the proof of consent in the language of the page the request came from', async () => {
      const english = await submit({ idioma: 'en' });
      const spanish = await submit();
      const en = (await get(`/api/contacts/${english}`).expect(200)).body;
      const es = (await get(`/api/contacts/${spanish}`).expect(200)).body;
      expect(en.consentRecord).toEqual({
        at: en.createdAt,
        privacyPolicyVersion: CURRENT_PRIVACY_POLICY_VERSION,
        text: CONSENT_TEXTS[CURRENT_PRIVACY_POLICY_VERSION].en,
        language: 'en',
      });
      expect(es.consentRecord).toEqual({
        at: es.createdAt,
        privacyPolicyVersion: CURRENT_PRIVACY_POLICY_VERSION,
        text: CONSENT_TEXTS[CURRENT_PRIVACY_POLICY_VERSION].es,
        language: 'es',
      });
    });

    it('answers every field of the list, the notifications, the consent record and the notes', async () => {
      const submitted = await submit({ tipo_caso: 'penal' });
      const detail = (await get(`/api/contacts/${submitted}`).expect(200)).body;
      const [listed] = (await get(`/api/contacts?limit=1`).expect(200)).body;
      expect(listed.id).toBe(submitted);
      expect(detail).toEqual({ ...listed, consentRecord: expect.any(Object), notes: [] });
      expect(
        detail.notifications.map(
          (state: { kind: string; channel: string }) => `${state.kind} ${state.channel}`,
        ),
      ).toEqual(['new email', 'new webhook', 'ack email']);
      for (const state of detail.notifications) {
        expect(state).toEqual({
          kind: expect.any(String),
          channel: expect.any(String),
          status: expect.stringMatching(/^(pending|sending|sent|failed|skipped)$/),
          attempts: expect.any(Number),
          lastError: state.lastError === null ? null : expect.any(String),
          sentAt: state.sentAt === null ? null : expect.stringMatching(/Z$/),
          nextAttemptAt: state.nextAttemptAt === null ? null : expect.stringMatching(/Z$/),
          // This server sends what the fleet sends: nothing waits for a sender that is not running.
          noSender: false,
        });
      }
    });

    it('has no consent record for a request stored before consent was recorded', async () => {
      const old = await seedRequest(running, bogota('2024-01-05T10:00:00.000'), {
        consentAt: null,
        privacyPolicyVersion: null,
        consentText: null,
        language: null,
      });
      expect((await get(`/api/contacts/${old}`).expect(200)).body.consentRecord).toBeNull();
    });

    it('is 404 for a missing id, 400 for a bad one, 401 without a session', async () => {
      expect((await get('/api/contacts/999999').expect(404)).body).toEqual({
        statusCode: 404,
        message: 'Contact submission 999999 not found',
      });
      expect((await get('/api/contacts/abc').expect(400)).body.message).toContain('positive whole number');
      await request(http(running)).get(`/api/contacts/${id.jose}`).expect(401);
    });
  });

  describe('notes', () => {
    it('adds notes as the signed-in staff member and lists them oldest first', async () => {
      const target = await submit();
      const first = await postNote(running, cookie, target, {
        body: '  Llamé al cliente.\n\tCita el martes.  ',
      });
      expect(first.status).toBe(201);
      expect(first.body).toEqual({
        id: expect.any(Number),
        author: STAFF.email,
        body: 'Llamé al cliente.\n\tCita el martes.',
        createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
      });
      const second = (await postNote(running, cookie, target, { body: 'Segunda nota' }).expect(201)).body;
      const detail = (await get(`/api/contacts/${target}`).expect(200)).body;
      expect(detail.notes).toEqual([first.body, second]);
      expect(detail.noteCount).toBe(2);
      const [listed] = (await get('/api/contacts?limit=1').expect(200)).body;
      expect(listed).toMatchObject({ id: target, noteCount: 2 });
    });

    it('stores a note in NFC and counts its length in characters', async () => {
      const target = await submit();
      const decomposed = (await postNote(running, cookie, target, { body: 'Jose\u0301' }).expect(201)).body;
      expect(decomposed.body).toBe('José');
      // 2000 emoji are 4000 UTF-16 units, and still 2000 characters.
      await postNote(running, cookie, target, { body: '😀'.repeat(2000) }).expect(201);
      const long = await postNote(running, cookie, target, { body: '😀'.repeat(2001) }).expect(400);
      expect(long.body.errors).toEqual({ body: 'body must be at most 2000 characters' });
    });

    it.each([
      [{ body: '' }, 'body', 'body must not be empty'],
      [{ body: ' \n\t ' }, 'body', 'body must not be empty'],
      [{}, 'body', 'body must be text'],
      [{ body: 42 }, 'body', 'body must be text'],
      [{ body: ['a'] }, 'body', 'body must be text'],
      [{ body: 'a'.repeat(2001) }, 'body', 'body must be at most 2000 characters'],
      [{ body: 'bell \u0007 here' }, 'body', 'body contains characters that are not allowed'],
      [{ body: 'nul \u0000 here' }, 'body', 'body contains characters that are not allowed'],
      [{ body: 'half \ud800 pair' }, 'body', 'body contains characters that are not allowed'],
      [{ body: 'override \u202e here' }, 'body', 'body contains characters that are not allowed'],
      [{ body: 'isolate \u2066 here' }, 'body', 'body contains characters that are not allowed'],
      [{ body: 'mark \u200f here' }, 'body', 'body contains characters that are not allowed'],
      [{ body: 'ok', author: 'someone@else' }, 'author', expect.any(String)],
    ])('refuses %j with a 400', async (body, field, message) => {
      const response = await postNote(running, cookie, id.jose, body).expect(400);
      expect(response.body).toEqual({
        statusCode: 400,
        message: 'Validation failed',
        errors: { [field]: message },
      });
    });

    it('refuses a body that is not JSON with 415', async () => {
      await request(http(running))
        .post(`/api/contacts/${id.jose}/notes`)
        .set('Cookie', cookie)
        .type('form')
        .send({ body: 'hola' })
        .expect(415);
    });

    it('is 404 for a missing request, 400 for a bad id, 401 without a session, and stores nothing then', async () => {
      expect((await postNote(running, cookie, 999999, { body: 'Nota' }).expect(404)).body).toEqual({
        statusCode: 404,
        message: 'Contact submission 999999 not found',
      });
      await request(http(running))
        .post('/api/contacts/x/notes')
        .set('Cookie', cookie)
        .send({ body: 'a' })
        .expect(400);
      await request(http(running)).post(`/api/contacts/${id.jose}/notes`).send({ body: 'Nota' }).expect(401);
      expect(await rowsFor(running, 'contact_notes', id.jose)).toBe(0);
    });
  });

  describe('delete', () => {
    it('answers 204 and takes the notes and outbox rows with the request', async () => {
      const target = await submit();
      await postNote(running, cookie, target, { body: 'Una nota' }).expect(201);
      expect(await rowsFor(running, 'contact_notes', target)).toBe(1);
      expect(await rowsFor(running, 'notification_outbox', target)).toBe(3);
      const response = await request(http(running)).delete(`/api/contacts/${target}`).set('Cookie', cookie);
      expect(response.status).toBe(204);
      expect(response.text).toBe('');
      await get(`/api/contacts/${target}`).expect(404);
      expect(await rowsFor(running, 'contact_notes', target)).toBe(0);
      expect(await rowsFor(running, 'notification_outbox', target)).toBe(0);
      await request(http(running)).delete(`/api/contacts/${target}`).set('Cookie', cookie).expect(404);
    });

    it('is 401 without a session and 400 for a bad id, and deletes nothing then', async () => {
      await request(http(running)).delete(`/api/contacts/${id.jose}`).expect(401);
      await request(http(running)).delete('/api/contacts/1.5').set('Cookie', cookie).expect(400);
      await get(`/api/contacts/${id.jose}`).expect(200);
    });
  });

  describe('audit', () => {
    it('records marking (only the first time), notes and deletions against "contact N" and the staff member', async () => {
      const target = await submit();
      const before = {
        mark: (await auditOf(running, 'mark_processed')).length,
        note: (await auditOf(running, 'note_added')).length,
        delete: (await auditOf(running, 'delete')).length,
      };
      const patch = () =>
        request(http(running)).patch(`/api/contacts/${target}/processed`).set('Cookie', cookie).expect(200);
      await patch();
      await patch();
      await postNote(running, cookie, target, { body: 'Nota con datos del caso' }).expect(201);
      await request(http(running)).delete(`/api/contacts/${target}`).set('Cookie', cookie).expect(204);
      // Failures leave nothing behind.
      await request(http(running)).delete(`/api/contacts/${target}`).set('Cookie', cookie).expect(404);
      await postNote(running, cookie, target, { body: 'x' }).expect(404);

      const entry = { actor: STAFF.email, target: `contact ${target}`, detail: null };
      const marks = await auditOf(running, 'mark_processed');
      const notes = await auditOf(running, 'note_added');
      const deletes = await auditOf(running, 'delete');
      expect(marks.slice(before.mark)).toEqual([expect.objectContaining(entry)]);
      expect(notes.slice(before.note)).toEqual([expect.objectContaining(entry)]);
      expect(deletes.slice(before.delete)).toEqual([expect.objectContaining(entry)]);
    });
  });

  describe('service methods for data-subject rights and retention', () => {
    const contacts = () => running.app.get(ContactsService);

    it('the staff views of one address hold every request of it exactly, newest first, with notes and consent', async () => {
      const email = 'sujeto.datos@example.com';
      const older = await seedRequest(running, bogota('2023-05-01T09:00:00.000'), { email });
      const newer = await seedRequest(running, bogota('2023-06-01T09:00:00.000'), { email });
      await seedRequest(running, bogota('2023-06-02T09:00:00.000'), { email: `otro.${email}` });
      await postNote(running, cookie, older, { body: 'Nota vieja' }).expect(201);
      const details = await running.app.get(ContactViews).byEmail(` ${email.toUpperCase()} `);
      expect(details.map((detail) => detail.id)).toEqual([newer, older]);
      expect(details[1]).toMatchObject({ noteCount: 1, notes: [{ body: 'Nota vieja' }] });
      expect(details[0].consentRecord).toMatchObject({
        language: 'es',
        privacyPolicyVersion: CURRENT_PRIVACY_POLICY_VERSION,
      });
      expect(await running.app.get(ContactViews).byEmail('nadie@example.com')).toEqual([]);
    });

    it('deleteByEmail deletes only that address, with its notes and outbox rows', async () => {
      const email = 'borrar.me@example.com';
      const ids = [
        await seedRequest(running, bogota('2023-07-01T09:00:00.000'), { email }),
        await seedRequest(running, bogota('2023-07-02T09:00:00.000'), { email }),
      ];
      const kept = await seedRequest(running, bogota('2023-07-03T09:00:00.000'), { email: `x${email}` });
      await postNote(running, cookie, ids[0], { body: 'Nota' }).expect(201);
      expect(await contacts().deleteByEmail(email)).toBe(2);
      for (const gone of ids) {
        await get(`/api/contacts/${gone}`).expect(404);
        expect(await rowsFor(running, 'contact_notes', gone)).toBe(0);
        expect(await rowsFor(running, 'notification_outbox', gone)).toBe(0);
      }
      await get(`/api/contacts/${kept}`).expect(200);
      expect(await contacts().deleteByEmail(email)).toBe(0);
    });

    it('deleteOlderThan deletes strictly before the cutoff', async () => {
      const cutoff = new Date('2019-06-01T00:00:00.000Z');
      const before = await seedRequest(running, new Date(cutoff.getTime() - 1));
      const at = await seedRequest(running, cutoff);
      expect(await contacts().deleteOlderThan(cutoff)).toBe(1);
      await get(`/api/contacts/${before}`).expect(404);
      expect(await rowsFor(running, 'notification_outbox', before)).toBe(0);
      await get(`/api/contacts/${at}`).expect(200);
    });
  });
});
