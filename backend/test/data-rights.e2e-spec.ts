import request from 'supertest';
import { type RunningApp } from '../src/app';
import { Clock } from '../src/common/clock';
import { CONSENT_TEXTS, CURRENT_PRIVACY_POLICY_VERSION } from '../src/contact/consent';
import { contactRequest, STAFF } from './factories';
import { addStaff, http, login, TestWorkspace } from './harness';
import { postNote } from './inquiries-seed';
import { auditRows, remaining } from './data-rights-seed';

const SUBJECT = 'ana.gomez@example.com';
const OTHER = 'pedro.ruiz@example.com';

describe('data-subject access and erasure requests', () => {
  const workspace = new TestWorkspace();
  let running: RunningApp;
  let cookie: string;
  let subjectIds: number[];
  let otherId: number;

  const submit = async (overrides: Record<string, unknown>) =>
    (
      (await request(http(running)).post('/api/contact').send(contactRequest(overrides)).expect(201))
        .body as {
        id: number;
      }
    ).id;
  const addNote = async (submissionId: number, body: string) =>
    void (await postNote(running, cookie, submissionId, { body }).expect(201));
  const post = (path: string, body: unknown) =>
    request(http(running))
      .post(`/api/data-subjects/${path}`)
      .set('Cookie', cookie)
      .send(body as object);

  beforeAll(async () => {
    running = await workspace.start();
    await addStaff(running);
    cookie = await login(running);
    subjectIds = [
      await submit({ email: SUBJECT, idioma: 'es', tipo_caso: 'familia' }),
      await submit({ email: 'Ana.Gomez@Example.com', idioma: 'en', tipo_caso: 'penal' }),
      await submit({ email: SUBJECT, mensaje: 'Tercera consulta, sobre una herencia.' }),
    ];
    otherId = await submit({ email: OTHER });
    await addNote(subjectIds[0], 'Llamé a la clienta; cita el martes.');
    await addNote(subjectIds[0], 'Envió los documentos.');
    await addNote(otherId, 'Nota de otro cliente.');
  });
  afterAll(async () => {
    await running.close();
    workspace.cleanup();
  });

  it.each(['access', 'erasure'])('POST /api/data-subjects/%s is 401 without a session', async (path) => {
    const response = await request(http(running))
      .post(`/api/data-subjects/${path}`)
      .send({ email: SUBJECT })
      .expect(401);
    expect(response.body).toEqual({ statusCode: 401, message: 'Unauthorized' });
  });

  it.each(['access', 'erasure'])('%s refuses anything but JSON with 415', async (path) => {
    for (const send of [
      (r: request.Test) => r.type('form').send(`email=${SUBJECT}`),
      (r: request.Test) => r.type('text/plain').send(SUBJECT),
    ]) {
      const response = await send(
        request(http(running)).post(`/api/data-subjects/${path}`).set('Cookie', cookie),
      ).expect(415);
      expect(response.body).toEqual({ statusCode: 415, message: 'Content-Type must be application/json' });
    }
  });

  it.each([
    ['a malformed address', { email: 'not-an-email' }],
    ['an empty address', { email: '   ' }],
    ['no address', {}],
    ['a number', { email: 42 }],
    ['an address over 254 characters', { email: `${'a'.repeat(64)}@${'b'.repeat(186)}.com` }],
    ['a control character', { email: 'ana\u0000@example.com' }],
    ['a quoted local part', { email: '"?to=victim@corp.example&bcc=attacker@evil.example&x="@example.com' }],
    ['a question mark', { email: 'ana?bcc=x@example.com' }],
    ['an IP literal', { email: 'ana@[127.0.0.1]' }],
    ['a right-to-left override', { email: 'ana\u202e@example.com' }],
    ['an unknown field', { email: SUBJECT, extra: true }],
  ])('access and erasure answer 400 for %s, and change nothing', async (_case, body) => {
    const before = await auditRows(running);
    for (const path of ['access', 'erasure']) {
      const response = await post(path, body).expect(400);
      expect(response.body).toMatchObject({ statusCode: 400, message: 'Validation failed' });
    }
    expect(await auditRows(running)).toEqual(before);
    expect((await remaining(running, subjectIds)).submissions).toHaveLength(3);
  });

  it('access answers every request of the address as a JSON attachment, with consent and notes', async () => {
    // 03:00 UTC on 1 March is still 28 February in Medellín, whose day names the file.
    const clock = running.app.get(Clock);
    const realNow = clock.now;
    clock.now = () => new Date('2026-03-01T03:00:00.000Z');
    let response: request.Response;
    try {
      response = await post('access', { email: `  ${SUBJECT.toUpperCase()} ` });
    } finally {
      clock.now = realNow;
    }
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    const body = response.body as {
      email: string;
      generatedAt: string;
      retentionMonths: number;
      submissions: Array<Record<string, unknown>>;
    };
    expect(body.email).toBe(SUBJECT);
    expect(body.retentionMonths).toBe(24);
    expect(body.generatedAt).toBe('2026-03-01T03:00:00.000Z');
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="datos-personales-2026-02-28.json"',
    );
    // Newest first; the other address is not in it.
    expect(body.submissions.map((s) => s.id)).toEqual([...subjectIds].reverse());
    expect(body.submissions.every((s) => s.email === SUBJECT)).toBe(true);
    expect(JSON.stringify(body)).not.toContain(OTHER);

    const [third, second, first] = body.submissions;
    expect(third.mensaje).toBe('Tercera consulta, sobre una herencia.');
    expect(second).toMatchObject({
      tipo_caso: 'penal',
      consentRecord: {
        at: second.createdAt,
        // A request that names no version is recorded against the one the form shows today.
        privacyPolicyVersion: CURRENT_PRIVACY_POLICY_VERSION,
        text: CONSENT_TEXTS[CURRENT_PRIVACY_POLICY_VERSION].en,
        language: 'en',
      },
      notes: [],
    });
    expect(first).toMatchObject({
      consentRecord: expect.objectContaining({
        text: CONSENT_TEXTS[CURRENT_PRIVACY_POLICY_VERSION].es,
        language: 'es',
      }),
      notes: [
        expect.objectContaining({ author: STAFF.email, body: 'Llamé a la clienta; cita el martes.' }),
        expect.objectContaining({ author: STAFF.email, body: 'Envió los documentos.' }),
      ],
    });
  });

  it('audits the access request with the address masked, and the full address nowhere in the log', async () => {
    const before = await auditRows(running);
    await post('access', { email: SUBJECT }).expect(200);
    await post('access', { email: 'nadie@example.com' }).expect(200);
    expect((await auditRows(running)).slice(before.length)).toEqual([
      expect.objectContaining({
        actor: STAFF.email,
        action: 'access_request',
        target: 'a***@example.com',
        detail: '3 requests',
      }),
      expect.objectContaining({ action: 'access_request', target: 'n***@example.com', detail: '0 requests' }),
    ]);
    const log = JSON.stringify(await auditRows(running)).toLowerCase();
    expect(log).not.toContain('ana.gomez');
    expect(log).not.toContain('nadie@');
  });

  it('erasure deletes every request of the address with its notes and outbox rows, and nothing else', async () => {
    const before = await auditRows(running);
    const response = await post('erasure', { email: 'Ana.Gomez@Example.COM ' }).expect(200);
    expect(response.body).toEqual({ deleted: 3, subscriptionsDeleted: 0 });

    expect(await remaining(running, subjectIds)).toEqual({ submissions: [], notes: [], outbox: [] });
    expect(await remaining(running, [otherId])).toEqual({
      submissions: [otherId],
      notes: [otherId],
      outbox: [otherId, otherId],
    });
    expect((await auditRows(running)).slice(before.length)).toEqual([
      expect.objectContaining({
        actor: STAFF.email,
        action: 'erasure_request',
        target: 'a***@example.com',
        detail: '3 requests deleted',
      }),
    ]);
    expect(JSON.stringify(await auditRows(running)).toLowerCase()).not.toContain('ana.gomez');

    const access = await post('access', { email: SUBJECT }).expect(200);
    expect(access.body.submissions).toEqual([]);
  });

  it('a second erasure finds nothing, answers 0 and is audited too', async () => {
    const before = await auditRows(running);
    expect((await post('erasure', { email: SUBJECT }).expect(200)).body).toEqual({
      deleted: 0,
      subscriptionsDeleted: 0,
    });
    expect((await auditRows(running)).slice(before.length)).toEqual([
      expect.objectContaining({ action: 'erasure_request', detail: '0 requests deleted' }),
    ]);
    expect((await remaining(running, [otherId])).submissions).toEqual([otherId]);
  });
});
