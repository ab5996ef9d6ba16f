import request from 'supertest';
import { CASE_TYPES, CONSULTATION_FIELDS, CONSULTATION_MESSAGES as M } from '@abogados/shared';
import { type RunningApp } from '../src/app';
import { CONSENT_TEXTS, PRIVACY_POLICY_VERSIONS } from '../src/contact/consent';
import { ContactsService } from '../src/contacts/contacts.service';
import { contactRequest } from './factories';
import { http, TestWorkspace } from './harness';

describe('POST /api/contact', () => {
  const workspace = new TestWorkspace();
  let running: RunningApp;
  const stored = async () => running.app.get(ContactsService).list();

  beforeAll(async () => {
    running = await workspace.start();
  });
  afterAll(async () => {
    await running.close();
    workspace.cleanup();
  });

  it('stores a valid request and answers 201 with its id and time', async () => {
    const body = contactRequest({ email: '  Maria.Lopez@Example.COM ', nombre: '  Ana María  ' });
    const response = await request(http(running)).post('/api/contact').send(body).expect(201);
    expect(response.body).toEqual({ id: expect.any(Number), createdAt: expect.any(String) });
    expect(Date.parse(response.body.createdAt)).not.toBeNaN();
    const row = (await stored()).find((c) => c.id === response.body.id);
    expect(row).toMatchObject({
      nombre: 'Ana María',
      email: 'maria.lopez@example.com',
      telefono: body.telefono,
      tipo_caso: 'familia',
      mensaje: body.mensaje,
      consent: true,
      processed: false,
    });
    expect(row!.createdAt.toISOString()).toBe(response.body.createdAt);
  });

  it('stores each of many requests sent at once as it was sent, whatever they share', async () => {
    // Sent together, they are written in a few multi-row INSERTs that bind each case type, language,
    // policy version, consent text and key once per statement: every row must still get its own.
    const sent = Array.from({ length: 40 }, (_, i) => ({
      body: contactRequest({
        nombre: `Cliente Lote ${i}`,
        tipo_caso: CASE_TYPES[i % CASE_TYPES.length],
        idioma: i % 3 === 0 ? 'en' : 'es',
        version_politica: PRIVACY_POLICY_VERSIONS[i % PRIVACY_POLICY_VERSIONS.length],
      }),
      key: i % 4 === 0 ? `lote-${i}-${Date.now()}` : undefined,
    }));
    const answers = await Promise.all(
      sent.map(({ body, key }) => {
        const post = request(http(running)).post('/api/contact').send(body);
        return (key === undefined ? post : post.set('Idempotency-Key', key)).expect(201);
      }),
    );
    const rows = await stored();
    for (const [i, answer] of answers.entries()) {
      const { body } = sent[i];
      const version = body.version_politica as keyof typeof CONSENT_TEXTS;
      const language = body.idioma as 'es' | 'en';
      expect(rows.find((row) => row.id === answer.body.id)).toMatchObject({
        nombre: body.nombre,
        tipo_caso: body.tipo_caso,
        language,
        privacyPolicyVersion: version,
        consentText: CONSENT_TEXTS[version][language],
        consent: true,
        processed: false,
      });
    }
  });

  it.each(CASE_TYPES)('accepts tipo_caso %s', async (tipo) => {
    await request(http(running))
      .post('/api/contact')
      .send(contactRequest({ tipo_caso: tipo }))
      .expect(201);
  });

  const invalid: Array<[string, Record<string, unknown>, string]> = [
    ['nombre', { nombre: 'A' }, M.nombre],
    ['nombre', { nombre: '   ' }, M.nombre],
    ['nombre', { nombre: undefined }, M.nombre],
    ['nombre', { nombre: 42 }, M.nombre],
    ['nombre', { nombre: 'x'.repeat(121) }, M.nombreMax],
    ['email', { email: 'not-an-email' }, M.email],
    ['email', { email: undefined }, M.email],
    ['email', { email: `${'a'.repeat(250)}@example.com` }, M.emailMax],
    // Exotic forms RFC 5322 allows but no visitor needs; in a mailto: link they can add recipients.
    ['email', { email: '"?to=victim@corp.example&bcc=attacker@evil.example&x="@example.com' }, M.email],
    ['email', { email: '"ana maria"@example.com' }, M.email],
    ['email', { email: 'ana?bcc=attacker@example.com' }, M.email],
    ['email', { email: 'ana(comentario)@example.com' }, M.email],
    ['email', { email: 'ana@[127.0.0.1]' }, M.email],
    ['email', { email: 'ana@ex¿ample.com' }, M.email],
    // Bidirectional controls, which make the panel show text in another order than it was written.
    ['nombre', { nombre: 'Juan \u202eoreP' }, M.nombreChars],
    ['nombre', { nombre: 'Juan \u2067Pérez\u2069' }, M.nombreChars],
    ['nombre', { nombre: 'Juan\u200f Pérez' }, M.nombreChars],
    ['telefono', { telefono: '\u202d+57 300 123 4567' }, M.telefonoChars],
    ['mensaje', { mensaje: 'Necesito ayuda \u202bcon mi caso\u202c urgente' }, M.mensajeChars],
    ['mensaje', { mensaje: 'Necesito ayuda\n\u061c con mi caso' }, M.mensajeChars],
    ['email', { email: 'ana@example.com\u200e' }, M.email],
    ['telefono', { telefono: '300123' }, M.telefono],
    ['telefono', { telefono: undefined }, M.telefono],
    ['telefono', { telefono: '3'.repeat(31) }, M.telefonoMax],
    ['tipo_caso', { tipo_caso: '' }, M.tipo_caso],
    ['tipo_caso', { tipo_caso: 'laboral' }, M.tipo_caso],
    ['mensaje', { mensaje: 'Corto' }, M.mensaje],
    ['mensaje', { mensaje: undefined }, M.mensaje],
    ['mensaje', { mensaje: 'x'.repeat(5001) }, M.mensajeMax],
    ['consent', { consent: false }, M.consent],
    ['consent', { consent: 'true' }, M.consent],
    ['consent', { consent: undefined }, M.consent],
  ];

  it.each(invalid)(
    'rejects a bad %s (%j) with its Spanish message and stores nothing',
    async (field, change, message) => {
      const before = (await stored()).length;
      const response = await request(http(running))
        .post('/api/contact')
        .send(contactRequest(change))
        .expect(400);
      expect(response.body).toEqual({
        statusCode: 400,
        message: 'Validation failed',
        errors: { [field]: message },
      });
      expect((await stored()).length).toBe(before);
    },
  );

  it.each(['josé.peña@correo.example.co', 'ana@müller.example', "o'brien+consulta@sub.example.com.co"])(
    'accepts the plain address %j',
    async (email) => {
      await request(http(running)).post('/api/contact').send(contactRequest({ email })).expect(201);
    },
  );

  it('names every failing field at once', async () => {
    const response = await request(http(running)).post('/api/contact').send({}).expect(400);
    // Each field's SPEC §5 message, named after the field.
    expect(response.body.errors).toEqual(
      Object.fromEntries(CONSULTATION_FIELDS.map((field) => [field, M[field]])),
    );
  });

  it('rejects unknown fields with 400', async () => {
    const response = await request(http(running))
      .post('/api/contact')
      .send(contactRequest({ processed: true } as never))
      .expect(400);
    expect(response.body.errors).toEqual({ processed: expect.stringContaining('processed') });
  });

  it.each([
    ['malformed JSON', '{"nombre": "Ana",'],
    ['a bare string', '"hola"'],
    ['null', 'null'],
  ])('answers %s with a clear 400', async (_name, raw) => {
    const response = await request(http(running))
      .post('/api/contact')
      .set('Content-Type', 'application/json')
      .send(raw)
      .expect(400);
    expect(response.body).toEqual({ statusCode: 400, message: 'Malformed JSON in request body' });
  });

  it('answers a JSON array with 400, not a 500', async () => {
    const response = await request(http(running)).post('/api/contact').send([contactRequest()]).expect(400);
    expect(response.body.statusCode).toBe(400);
  });

  it('answers a body over 16 KB with 413', async () => {
    const response = await request(http(running))
      .post('/api/contact')
      .send(contactRequest({ mensaje: 'x'.repeat(17 * 1024) }))
      .expect(413);
    expect(response.body).toEqual({ statusCode: 413, message: 'Request body is larger than 16 KB' });
  });

  it.each([
    ['text/plain', 'hola'],
    ['application/x-www-form-urlencoded', 'nombre=Ana'],
  ])('answers content type %s with 415', async (type, raw) => {
    const response = await request(http(running))
      .post('/api/contact')
      .set('Content-Type', type)
      .send(raw)
      .expect(415);
    expect(response.body).toEqual({ statusCode: 415, message: 'Content-Type must be application/json' });
  });

  it('answers a request without a body with 415', async () => {
    await request(http(running)).post('/api/contact').expect(415);
  });

  /** The site's own script's post as it may come: headers and the exact bytes. */
  const post = (body: string | Buffer | object, headers: Record<string, string> = {}) => {
    const bytes = Buffer.isBuffer(body) || typeof body === 'string' ? body : JSON.stringify(body);
    return request(http(running))
      .post('/api/contact')
      .set({ 'Content-Type': 'application/json', ...headers })
      .send(bytes);
  };
  const VALID = contactRequest();

  it('answers a valid request with no-store, JSON and the security headers', async () => {
    const response = await post(contactRequest()).expect(201);
    expect(response.headers).toMatchObject({
      'cache-control': 'no-store',
      'content-type': 'application/json; charset=utf-8',
      'x-content-type-options': 'nosniff',
      'content-security-policy': expect.stringContaining("default-src 'self'") as string,
    });
  });

  it.each<[string, string | Buffer | object, Record<string, string>, number]>([
    ['charset=utf-8', VALID, { 'Content-Type': 'application/json; charset=utf-8' }, 201],
    ['the site as Origin', VALID, { Origin: 'http://localhost:3000' }, 201],
    ['Sec-Fetch-Site same-origin', VALID, { 'Sec-Fetch-Site': 'same-origin' }, 201],
    ['Sec-Fetch-Site none', VALID, { 'Sec-Fetch-Site': 'none' }, 201],
    ['English, policy 1.0', { ...VALID, idioma: 'en', version_politica: '1.0' }, {}, 201],
    ['a duplicated key, the valid value last', `{"nombre":"x",${JSON.stringify(VALID).slice(1)}`, {}, 201],
    ['white space around the JSON', `\n\t ${JSON.stringify(VALID)} \r\n`, {}, 201],
    ['a byte-order mark', `\uFEFF${JSON.stringify(VALID)}`, {}, 201],
    ['idioma null', { ...VALID, idioma: null }, {}, 201],
    ['__proto__ as a key', `{"__proto__":{"x":1},${JSON.stringify(VALID).slice(1)}`, {}, 201],
    ['application/*+json', VALID, { 'Content-Type': 'application/vnd.api+json' }, 201],
    ['the honeypot filled (the look-alike answer)', { ...VALID, website: 'http://spam.example' }, {}, 201],
    ['the honeypot empty', { ...VALID, website: '' }, {}, 201],
    ['idioma unknown', { ...VALID, idioma: 'fr' }, {}, 400],
    ['version_politica unknown', { ...VALID, version_politica: '9.9' }, {}, 400],
    ['a nested object', { ...VALID, nombre: { first: 'Ana' } }, {}, 400],
    [
      'invalid UTF-8',
      Buffer.concat([Buffer.from('{"nombre":"'), Buffer.from([0xc3, 0x28]), Buffer.from('"}')]),
      {},
      400,
    ],
    ['an empty body', '', {}, 400],
    [
      'a duplicated key, the invalid value last',
      `${JSON.stringify(VALID).slice(0, -1)},"nombre":"x"}`,
      {},
      400,
    ],
    ['another charset', VALID, { 'Content-Type': 'application/json; charset=utf-16' }, 400],
    ['gzip coding on plain bytes', VALID, { 'Content-Encoding': 'gzip' }, 400],
    ['a cross-site Sec-Fetch-Site', VALID, { 'Sec-Fetch-Site': 'cross-site' }, 403],
    ['another Origin', VALID, { Origin: 'https://evil.example' }, 403],
    ['a malformed Idempotency-Key', VALID, { 'Idempotency-Key': 'short' }, 400],
  ])('%s', async (_name, body, headers, status) => {
    const response = await post(body, headers);
    expect(response.status).toBe(status);
    expect(response.body.statusCode ?? 201).toBe(status);
  });

  it('keeps a safe X-Request-Id of the client on the answer', async () => {
    const response = await post(contactRequest(), { 'X-Request-Id': 'abc-123' }).expect(201);
    expect(response.headers['x-request-id']).toBe('abc-123');
  });

  it('keeps an acknowledged request after the server restarts on the same file', async () => {
    const response = await request(http(running)).post('/api/contact').send(contactRequest()).expect(201);
    await running.close();
    running = await workspace.start();
    expect((await stored()).map((c) => c.id)).toContain(response.body.id);
  });
});
