import request from 'supertest';
import { type RunningApp } from '../src/app';
import { RetentionService } from '../src/data-rights/retention.service';
import { NEWSLETTER_CONSENT_TEXTS } from '../src/newsletter/newsletter-consent';
import { auditRows } from './data-rights-seed';
import { STAFF } from './factories';
import { addStaff, ENGINE, http, login, TestWorkspace } from './harness';
import {
  HOUR,
  linkToken,
  NEWSLETTER_SMTP,
  PUBLIC_URL,
  shiftNewsletterClock,
  subscribe,
  subscribeAndConfirm,
  subscriberRow,
  waitForMailsTo,
} from './newsletter-helpers';
import { SmtpSink } from './smtp-sink';

const LIST = '/api/admin/newsletter/subscribers';

describe(`newsletter subscribers for staff, data rights and retention (${ENGINE})`, () => {
  const workspace = new TestWorkspace();
  let sink: SmtpSink;
  let running: RunningApp;
  let cookie: string;

  const get = (path: string) => request(http(running)).get(path).set('Cookie', cookie);

  beforeAll(async () => {
    sink = await SmtpSink.start();
    running = await workspace.start({ SMTP_URL: sink.url, PUBLIC_URL, ...NEWSLETTER_SMTP });
    await addStaff(running);
    cookie = await login(running);
    // confirmed es, confirmed en, pending en, unsubscribed es, and a formula-looking address
    await subscribeAndConfirm(running, sink, 'maria@example.com', 'es');
    await subscribeAndConfirm(running, sink, 'john@example.org', 'en');
    await subscribe(running, 'pending.mary@example.com', 'en').expect(202);
    await subscribeAndConfirm(running, sink, 'sale@example.com', 'es');
    await request(http(running))
      .post(`/api/newsletter/unsubscribe?token=${await linkToken(running, 'sale@example.com')}`)
      .type('form')
      .send('List-Unsubscribe=One-Click')
      .expect(200);
    await subscribe(running, '=cmd@example.com', 'es').expect(202);
  });
  afterEach(() => shiftNewsletterClock(running, 0));
  afterAll(async () => {
    await running.close();
    await sink.stop();
    workspace.cleanup();
  });

  it('is for staff only', async () => {
    await request(http(running)).get(LIST).expect(401);
    await request(http(running)).get(`${LIST}/export.csv`).expect(401);
    await request(http(running)).post(`${LIST}/1/unsubscribe`).expect(401);
  });

  it('lists, searches and filters, with the counts by status', async () => {
    const all = await get(LIST).expect(200);
    expect(all.body.total).toBe(5);
    expect(all.body.counts).toEqual({ pending: 2, confirmed: 2, unsubscribed: 1 });
    expect(all.body.items[0]).toEqual({
      id: expect.any(Number),
      email: '=cmd@example.com',
      language: 'es',
      status: 'pending',
      requestedAt: expect.any(String),
      confirmedAt: null,
      unsubscribedAt: null,
      history: [],
    });
    const emails = (response: request.Response) =>
      (response.body.items as { email: string }[]).map((item) => item.email).sort();
    expect(emails(await get(`${LIST}?q=MAR`).expect(200))).toEqual([
      'maria@example.com',
      'pending.mary@example.com',
    ]);
    expect(emails(await get(`${LIST}?status=confirmed`).expect(200))).toEqual([
      'john@example.org',
      'maria@example.com',
    ]);
    expect(emails(await get(`${LIST}?language=en&status=pending`).expect(200))).toEqual([
      'pending.mary@example.com',
    ]);
    expect(emails(await get(`${LIST}?q=%25`).expect(200))).toEqual([]);
    const page = await get(`${LIST}?limit=2&offset=1`).expect(200);
    expect(page.body.items).toHaveLength(2);
    expect(page.body.total).toBe(5);
    const bad = await get(`${LIST}?status=gone&language=fr`).expect(400);
    expect(Object.keys(bad.body.errors).sort()).toEqual(['language', 'status']);
  });

  it('exports the filtered list as CSV, formula-safe, and logs it', async () => {
    const before = (await auditRows(running)).length;
    const csv = await get(`${LIST}/export.csv?language=es`).buffer(true).expect(200);
    expect(csv.headers['content-type']).toMatch(/text\/csv/);
    expect(csv.headers['content-disposition']).toMatch(
      /attachment; filename="suscriptores-\d{4}-\d{2}-\d{2}\.csv"/,
    );
    const lines = csv.text
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe(
      '"id","email","idioma","estado","solicitado","confirmado","politica_version","baja","historial"',
    );
    expect(lines).toHaveLength(4);
    expect(csv.text).toContain(`"'=cmd@example.com"`);
    expect(csv.text).not.toContain('john@example.org');
    const added = (await auditRows(running)).slice(before);
    expect(added).toEqual([
      expect.objectContaining({
        actor: STAFF.email,
        action: 'newsletter_subscribers_exported',
        detail: '3 subscribers; language=es',
      }),
    ]);
  });

  it('lets staff unsubscribe someone, logged with the address masked', async () => {
    const row = await subscriberRow(running, 'john@example.org');
    const before = (await auditRows(running)).length;
    const response = await request(http(running))
      .post(`${LIST}/${row!.id}/unsubscribe`)
      .set('Cookie', cookie)
      .expect(200);
    expect(response.body).toMatchObject({
      id: row!.id,
      status: 'unsubscribed',
      unsubscribedAt: expect.any(String),
    });
    expect((await subscriberRow(running, 'john@example.org'))!.status).toBe('unsubscribed');
    expect((await auditRows(running)).slice(before)).toEqual([
      expect.objectContaining({
        actor: STAFF.email,
        action: 'newsletter_subscriber_unsubscribed',
        target: `subscriber ${row!.id}`,
        detail: 'j***@example.org',
      }),
    ]);
    await request(http(running)).post(`${LIST}/999999/unsubscribe`).set('Cookie', cookie).expect(404);
    await request(http(running)).post(`${LIST}/abc/unsubscribe`).set('Cookie', cookie).expect(400);
  });

  it('includes the subscription in data-subject access, and erasure deletes it', async () => {
    const access = await request(http(running))
      .post('/api/data-subjects/access')
      .set('Cookie', cookie)
      .send({ email: 'Maria@Example.com' })
      .expect(200);
    expect(access.body.subscriptions).toEqual([
      {
        email: 'maria@example.com',
        language: 'es',
        status: 'confirmed',
        requestedAt: expect.any(String),
        confirmedAt: expect.any(String),
        privacyPolicyVersion: '1.1',
        consentText: NEWSLETTER_CONSENT_TEXTS['1.1'].es,
        consentLanguage: 'es',
        unsubscribedAt: null,
        history: [
          {
            event: 'confirmed',
            at: expect.any(String),
            requestedAt: expect.any(String),
            privacyPolicyVersion: '1.1',
            consentText: NEWSLETTER_CONSENT_TEXTS['1.1'].es,
            consentLanguage: 'es',
          },
        ],
      },
    ]);
    const erased = await request(http(running))
      .post('/api/data-subjects/erasure')
      .set('Cookie', cookie)
      .send({ email: 'maria@example.com' })
      .expect(200);
    // Only a subscription was held: the answer says so, for staff to tell the person.
    expect(erased.body).toEqual({ deleted: 0, subscriptionsDeleted: 1 });
    expect(await subscriberRow(running, 'maria@example.com')).toBeNull();
    const after = await request(http(running))
      .post('/api/data-subjects/access')
      .set('Cookie', cookie)
      .send({ email: 'maria@example.com' })
      .expect(200);
    expect(after.body.subscriptions).toEqual([]);
    // Subscribing again needs a new confirmation.
    await subscribe(running, 'maria@example.com').expect(202);
    await waitForMailsTo(sink, 'maria@example.com', 2);
    expect((await subscriberRow(running, 'maria@example.com'))!.status).toBe('pending');
  });

  it('deletes pending subscriptions older than NEWSLETTER_PENDING_DAYS (7), and nothing else', async () => {
    shiftNewsletterClock(running, 7 * 24 * HOUR - HOUR);
    await running.app.get(RetentionService).purgeExpired();
    expect(await subscriberRow(running, 'pending.mary@example.com')).not.toBeNull();

    const before = (await auditRows(running)).length;
    shiftNewsletterClock(running, 7 * 24 * HOUR + HOUR);
    await running.app.get(RetentionService).purgeExpired();
    for (const email of ['pending.mary@example.com', '=cmd@example.com', 'maria@example.com'])
      expect(await subscriberRow(running, email)).toBeNull();
    expect((await subscriberRow(running, 'sale@example.com'))!.status).toBe('unsubscribed');
    expect((await subscriberRow(running, 'john@example.org'))!.status).toBe('unsubscribed');
    expect((await auditRows(running)).slice(before)).toEqual([
      expect.objectContaining({
        actor: 'system',
        action: 'retention_purge',
        detail: '3 unconfirmed newsletter subscriptions deleted',
      }),
    ]);
  });
});
