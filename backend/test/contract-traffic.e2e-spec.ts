import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import request, { type Response, type Test } from 'supertest';
import { DataSource } from 'typeorm';
import { parse } from 'yaml';
import { bootstrap, type RunningApp } from '../src/app';
import { type BookingAvailability, defaultAvailability } from '@abogados/shared';
import { CONTENT_SEED } from '../src/content/seed';
import { MAX_UPLOAD_BYTES } from '../src/images/image-rules';
import { draft, edited, POSTS } from './blog-fixtures';
import { addStaff, login, loginWaits, TestWorkspace } from './harness';
import { bookingRequest, contactRequest, STAFF } from './factories';
import { contractViolations } from './contract-shape';
import { png, truncatedJpeg } from './image-fixtures';
import { type PrismProxy, startPrism, violationsOf } from './prism';
import { SmtpSink } from './smtp-sink';
import { type StaffPost } from '../src/content/blog/staff-post';
import { NewsletterSubscriber } from '../src/newsletter/newsletter-subscriber.entity';
import { hashToken, newSecret } from '../src/common/secret-token';
import { SubscriberLinks } from '../src/newsletter/subscriber-links';
import { generateSync } from 'otplib';
import { SecondFactorService } from '../src/auth/second-factor.service';
import { Clock } from '../src/common/clock';
import { BookingService } from '../src/booking/booking.service';
import { seedRequest } from './inquiries-seed';
import { RateLimiterService } from '../src/security/rate-limiter.service';
import { clientKey } from '../src/security/client-address';

/**
 * API traffic through Stoplight Prism, validating every request and answer against openapi.yaml. Every
 * status the document lists for an operation is produced here, except those in NOT_EXERCISED.
 *
 * - `strict` (prism --errors) carries requests that keep to the contract: any violation, the answer's or
 *   the request's, fails the test.
 * - `lenient` (no --errors) carries requests that break the contract on purpose (a wrong content type, an
 *   id of 0), which --errors would answer itself without asking the server: the request must show a
 *   violation, the server's answer none.
 * - Redirects go to the server directly: Prism's proxy follows them and would validate the page at the
 *   end of the redirect instead. Their status and headers are checked against the document here.
 */
type Agent = ReturnType<typeof request>;

const ROOT = resolve(__dirname, '..', '..');
const CONTRACT = parse(readFileSync(join(ROOT, 'openapi.yaml'), 'utf8')) as {
  paths: Record<
    string,
    Record<string, { operationId: string; responses: Record<string, { headers?: object }> }>
  >;
};
const OPERATIONS = Object.values(CONTRACT.paths).flatMap((item) => Object.values(item));

const NOT_EXERCISED: Record<string, string> = {
  '* 500': 'an unexpected failure: no request produces one on purpose',
  'SiteContent_read 503':
    'answered from the snapshot in memory, so pages keep their content while the database is away',
  'Subscriptions_checkEmail 503': 'a page that never reads the database',
  'SecondStep_enrol 429': 'the same limits as SecondStep_code 429 (second-factor.e2e-spec.ts counts them)',
};
/** Operations that answer without the database. */
const WITHOUT_DATABASE = new Set(['SiteContent_read', 'Subscriptions_checkEmail']);

const CROSS_SITE = { 'Sec-Fetch-Site': 'cross-site' };
const NO_SESSION = 'sid=s%3Anobody.forged';
const OVER_LIMIT = 'x'.repeat(17 * 1024);
/** Over the larger limit of the blog's paths (512 KB). */
const OVER_POST_LIMIT = 'x'.repeat(520 * 1024);
const NO_POST = '00000000-0000-4000-8000-000000000000';
const REVERSED_DAYS = { from: '2025-06-30', to: '2025-06-01' };
const { photo: _photo, ...ATTORNEY } = CONTENT_SEED.attorney;
/** Each editable section of the site content as its editor sends it, loaded at `version`. */
const SITE_EDITS = {
  firm: (version: number, changes: object = {}) => ({ ...CONTENT_SEED.firm, version, ...changes }),
  controller: (version: number, changes: object = {}) => ({
    ...CONTENT_SEED.controller,
    version,
    ...changes,
  }),
  attorney: (version: number, changes: object = {}) => ({ ...ATTORNEY, version, ...changes }),
  hours: (version: number, changes: object = {}) => ({ ...CONTENT_SEED.hours, version, ...changes }),
};
/** The office hours with Monday closing before it opens: within the schema's patterns, refused by the rules. */
const MONDAY_BACKWARDS = CONTENT_SEED.hours.office.map((day, index) =>
  index === 0 ? { ...day, spans: [{ opens: '18:00', closes: '08:00' }] } : day,
);
const BOOKING = '/api/admin/booking/availability';
const STAFF_BOOKINGS = '/api/admin/bookings';
const FEED_LINK = '/api/admin/booking/feed';
const SITE_OPERATIONS = {
  firm: 'AdminSiteContent_updateFirm',
  controller: 'AdminSiteContent_updateController',
  attorney: 'AdminSiteContent_updateAttorney',
  hours: 'AdminSiteContent_updateHours',
} as const;

describe('the API through a validating proxy (Prism)', () => {
  const workspace = new TestWorkspace();
  const seen = new Set<string>();
  let running: RunningApp;
  let strict: PrismProxy;
  let lenient: PrismProxy;
  let cookie: string;
  let first: number;
  let second: number;
  let picture: Buffer;
  /** A blog post the last tests still find, and one of its revisions. */
  let post: StaffPost;
  let revisionId: string;
  /** The post sent to the newsletter, and the mail server the newsletter goes to. */
  let sent: StaffPost;
  let sink: SmtpSink;

  beforeAll(async () => {
    sink = await SmtpSink.start();
    running = await bootstrap({
      config: workspace.config({
        HOST: '127.0.0.1',
        PORT: '0',
        CONTACT_RATE_LIMIT_PER_MINUTE: '4',
        NEWSLETTER_RATE_LIMIT_PER_MINUTE: '3',
        LOGIN_MAX_FAILURES: '3',
        SMTP_URL: sink.url,
        NOTIFY_TO: 'abogada@firma.example',
        NOTIFY_FROM: 'web@firma.example',
      }),
      logger: false,
      listen: true,
    });
    // The log-in back-off (wrong passwords and codes below) is recorded, not waited.
    loginWaits(running);
    const upstream = running.url!.replace('localhost', '127.0.0.1');
    [strict, lenient] = await Promise.all([
      startPrism(upstream, { errors: true }),
      startPrism(upstream, { errors: false }),
    ]);
    await addStaff(running);
    cookie = await login(running);
    picture = await png(400, 300);
  }, 90_000);

  afterAll(async () => {
    await Promise.all([strict?.stop(), lenient?.stop()]);
    await running?.close();
    await sink?.stop();
    workspace.cleanup();
  });

  async function viaPrism(
    operationId: string,
    status: number,
    send: (api: Agent) => Test,
  ): Promise<Response> {
    const response = await send(request(strict.url));
    const found = { operationId, status: response.status, violations: violationsOf(response) };
    expect(found).toEqual({ operationId, status, violations: [] });
    seen.add(`${operationId} ${status}`);
    return response;
  }

  async function offContract(operationId: string, status: number, send: (api: Agent) => Test): Promise<void> {
    const response = await send(request(lenient.url));
    const violations = violationsOf(response);
    expect({
      operationId,
      status: response.status,
      requestBreaksContract: violations.some((v) => v.location[0] === 'request'),
      answerViolations: violations.filter((v) => v.location[0] !== 'request'),
    }).toEqual({ operationId, status, requestBreaksContract: true, answerViolations: [] });
    seen.add(`${operationId} ${status}`);
  }

  /** Straight to the server, for what cannot pass through Prism; the answer checked against the document. */
  async function direct(operationId: string, status: number, send: (api: Agent) => Test): Promise<Response> {
    const response = await send(request(running.url!));
    expect({
      operationId,
      status: response.status,
      violations: contractViolations(operationId, status, response.body),
    }).toEqual({ operationId, status, violations: [] });
    seen.add(`${operationId} ${status}`);
    return response;
  }

  async function redirect(operationId: string, status: number, send: (api: Agent) => Test): Promise<void> {
    const response = await send(request(running.url!));
    const documented = OPERATIONS.find((op) => op.operationId === operationId)?.responses[String(status)];
    expect({ operationId, status: response.status, documented: !!documented }).toEqual({
      operationId,
      status,
      documented: true,
    });
    for (const header of Object.keys(documented?.headers ?? {}).filter((name) => name !== 'Set-Cookie')) {
      expect(response.headers[header.toLowerCase()]).toBeDefined();
    }
    seen.add(`${operationId} ${status}`);
  }

  const newContact = (api: Agent, body = contactRequest()) => api.post('/api/contact').send(body);
  /** What the page's form posts without JavaScript: the fields as text, the checkbox as "on". */
  const formFields = (overrides: Record<string, string> = {}) => ({
    ...contactRequest(),
    consent: 'on',
    idioma: 'es',
    version_politica: '1.0',
    return: '/',
    ...overrides,
  });
  const asStaff = (test: Test, session = cookie) => test.set('Cookie', session);

  it('POST /api/contact: stored, honeypot, padded email, rules, cross-site, size, type', async () => {
    first = (await viaPrism('Contact_create', 201, (api) => newContact(api))).body.id;
    const padded = contactRequest({ email: '  Maria.Padded@Example.COM ' });
    second = (await viaPrism('Contact_create', 201, (api) => newContact(api, padded))).body.id;
    await viaPrism('Contact_create', 201, (api) =>
      newContact(api, contactRequest({ website: 'https://spam.example' })),
    );
    // Within the schema (two characters), but the server trims before it counts.
    await viaPrism('Contact_create', 400, (api) => newContact(api, contactRequest({ nombre: ' a ' })));
    await viaPrism('Contact_create', 403, (api) => newContact(api).set(CROSS_SITE));
    await viaPrism('Contact_create', 413, (api) =>
      newContact(api, { ...contactRequest(), padding: OVER_LIMIT }),
    );
    await offContract('Contact_create', 415, (api) =>
      api.post('/api/contact').type('text/plain').send(JSON.stringify(contactRequest())),
    );
  });

  it('POST /api/contact with an Idempotency-Key: stored once, replayed, reused for other details, malformed', async () => {
    const body = contactRequest();
    const keyed = (api: Agent, key: string, sent = body) => newContact(api, sent).set('Idempotency-Key', key);
    const stored = await viaPrism('Contact_create', 201, (api) => keyed(api, 'contract-key-0001'));
    const replay = await viaPrism('Contact_create', 201, (api) => keyed(api, 'contract-key-0001'));
    expect(replay.body).toEqual(stored.body);
    await viaPrism('Contact_create', 422, (api) => keyed(api, 'contract-key-0001', contactRequest()));
    await offContract('Contact_create', 400, (api) => keyed(api, 'short'));
  });

  const formPost = (api: Agent, body: object = formFields()) =>
    api.post('/api/contact/form').type('form').send(body);

  it('POST /api/contact/form: stored, honeypot, rules, cross-site, size, type', async () => {
    await redirect('ContactForm_submit', 303, (api) => formPost(api));
    await redirect('ContactForm_submit', 303, (api) =>
      formPost(api, formFields({ website: 'https://spam.example' })),
    );
    await viaPrism('ContactForm_submit', 400, (api) => formPost(api, formFields({ nombre: ' a ' })));
    await viaPrism('ContactForm_submit', 403, (api) => formPost(api).set(CROSS_SITE));
    await viaPrism('ContactForm_submit', 413, (api) => formPost(api, formFields({ mensaje: OVER_LIMIT })));
    await offContract('ContactForm_submit', 415, (api) =>
      api.post('/api/contact/form').type('text/plain').send('nombre=Ana'),
    );
  });

  const subscribe = (
    api: Agent,
    body: object = { email: 'lectora@example.com', consent: true, idioma: 'es' },
  ) => api.post('/api/newsletter').send(body);
  const newsletterForm = (
    api: Agent,
    body: object = { email: 'sinjs@example.com', consent: 'on', idioma: 'es' },
  ) => api.post('/api/newsletter/form').type('form').send(body);
  const subscribers = () => running.app.get(DataSource).getRepository(NewsletterSubscriber);
  /** A confirmation link for a pending address: its secret, as the email would carry it. */
  async function confirmationLink(email: string): Promise<string> {
    const token = newSecret();
    await subscribers().update({ email }, { confirmTokenHash: hashToken(token) });
    return token;
  }

  it('POST /api/newsletter and its form: taken, honeypot, rules, cross-site, size, type', async () => {
    await viaPrism('Subscriptions_subscribe', 202, (api) => subscribe(api));
    await viaPrism('Subscriptions_subscribe', 202, (api) =>
      subscribe(api, { email: 'bot@example.com', consent: true, idioma: 'es', website: 'x' }),
    );
    await offContract('Subscriptions_subscribe', 400, (api) =>
      subscribe(api, { email: 'lectora@example.com', consent: false, idioma: 'es' }),
    );
    await viaPrism('Subscriptions_subscribe', 403, (api) => subscribe(api).set(CROSS_SITE));
    await viaPrism('Subscriptions_subscribe', 413, (api) =>
      subscribe(api, {
        email: 'a@example.com',
        consent: true,
        idioma: 'es',
        website: '',
        padding: OVER_LIMIT,
      }),
    );
    await offContract('Subscriptions_subscribe', 415, (api) =>
      api.post('/api/newsletter').type('text/plain').send('email=a@example.com'),
    );
    await redirect('Subscriptions_subscribeForm', 303, (api) => newsletterForm(api));
    await redirect('Subscriptions_subscribeForm', 303, (api) =>
      newsletterForm(api, { email: 'bot@example.com', consent: 'on', idioma: 'en', website: 'x' }),
    );
    await viaPrism('Subscriptions_subscribeForm', 400, (api) =>
      newsletterForm(api, { email: 'sinjs@example.com', idioma: 'es', return: '/blog' }),
    );
    await viaPrism('Subscriptions_subscribeForm', 403, (api) => newsletterForm(api).set(CROSS_SITE));
    await viaPrism('Subscriptions_subscribeForm', 413, (api) =>
      newsletterForm(api, { email: 'sinjs@example.com', consent: 'on', idioma: 'es', return: OVER_LIMIT }),
    );
    await offContract('Subscriptions_subscribeForm', 415, (api) =>
      api.post('/api/newsletter/form').type('text/plain').send('email=a@example.com'),
    );
    await viaPrism('Subscriptions_checkEmail', 200, (api) => api.get('/api/newsletter/check-email?lang=en'));
  });

  it('newsletter links: confirm (a page, then the post), preferences, language, one-click unsubscribe', async () => {
    const token = await confirmationLink('lectora@example.com');
    const unknown = 'y'.repeat(43);
    await viaPrism('Subscriptions_confirmLink', 200, (api) =>
      api.get(`/api/newsletter/confirm?token=${token}`),
    );
    await viaPrism('Subscriptions_confirmLink', 410, (api) =>
      api.get(`/api/newsletter/confirm?token=${unknown}`),
    );
    const confirm = (api: Agent) => api.post('/api/newsletter/confirm').type('form').send({ token });
    await viaPrism('Subscriptions_confirm', 403, (api) => confirm(api).set(CROSS_SITE));
    await viaPrism('Subscriptions_confirm', 200, confirm);
    await viaPrism('Subscriptions_confirm', 410, confirm);

    const { id } = await subscribers().findOneByOrFail({ email: 'lectora@example.com' });
    const unsubscribeToken = await running.app.get(SubscriberLinks).issue(id);
    await viaPrism('Subscriptions_preferences', 200, (api) =>
      api.get(`/api/newsletter/preferences?token=${unsubscribeToken}`),
    );
    await viaPrism('Subscriptions_preferences', 404, (api) =>
      api.get(`/api/newsletter/preferences?token=${unknown}`),
    );
    const language = (api: Agent, body: object) =>
      api.post('/api/newsletter/language').type('form').send(body);
    await viaPrism('Subscriptions_language', 200, (api) =>
      language(api, { token: unsubscribeToken, idioma: 'en' }),
    );
    await offContract('Subscriptions_language', 400, (api) =>
      language(api, { token: unsubscribeToken, idioma: 'fr' }),
    );
    await viaPrism('Subscriptions_language', 403, (api) =>
      language(api, { token: unsubscribeToken, idioma: 'es' }).set(CROSS_SITE),
    );
    await viaPrism('Subscriptions_language', 404, (api) => language(api, { token: unknown, idioma: 'es' }));
    const oneClick = (api: Agent, secret: string) =>
      api.post(`/api/newsletter/unsubscribe?token=${secret}`).type('form').send('List-Unsubscribe=One-Click');
    await viaPrism('Subscriptions_unsubscribe', 200, (api) =>
      oneClick(api, unsubscribeToken).set(CROSS_SITE),
    );
    await viaPrism('Subscriptions_unsubscribe', 404, (api) => oneClick(api, unknown));
  });

  it('staff subscribers: list, filters, CSV, unsubscribe', async () => {
    const LIST = '/api/admin/newsletter/subscribers';
    const list = await viaPrism('Subscribers_list', 200, (api) =>
      asStaff(api.get(LIST).query({ q: 'sinjs' })),
    );
    expect(list.body.items).toHaveLength(1);
    await offContract('Subscribers_list', 400, (api) => asStaff(api.get(LIST).query({ status: 'gone' })));
    await viaPrism('Subscribers_exportCsv', 200, (api) => asStaff(api.get(`${LIST}/export.csv`)));
    await offContract('Subscribers_exportCsv', 400, (api) =>
      asStaff(api.get(`${LIST}/export.csv`).query({ language: 'fr' })),
    );
    const id = list.body.items[0].id as number;
    const unsubscribe = (api: Agent, target: number | string) =>
      asStaff(api.post(`${LIST}/${target}/unsubscribe`));
    await viaPrism('Subscribers_unsubscribe', 403, (api) => unsubscribe(api, id).set(CROSS_SITE));
    await viaPrism('Subscribers_unsubscribe', 200, (api) => unsubscribe(api, id));
    await viaPrism('Subscribers_unsubscribe', 404, (api) => unsubscribe(api, 999999));
    await offContract('Subscribers_unsubscribe', 400, (api) => unsubscribe(api, 0));
  });

  it('GET /api/health and the log-in page', async () => {
    await viaPrism('Health_check', 200, (api) => api.get('/api/health'));
    await viaPrism('Auth_loginPage', 200, (api) => api.get('/api/login'));
    await redirect('Auth_loginPage', 303, (api) => asStaff(api.get('/api/login')));
  });

  it('staff reads: the user, lists, counters, one request, the audit log', async () => {
    await viaPrism('Auth_user', 200, (api) => asStaff(api.get('/api/auth/user')));
    const list = await viaPrism('Contacts_list', 200, (api) => asStaff(api.get('/api/contacts')));
    expect(list.body.map((row: { id: number }) => row.id)).toEqual(expect.arrayContaining([first, second]));
    await viaPrism('Contacts_list', 400, (api) => asStaff(api.get('/api/contacts').query(REVERSED_DAYS)));
    await viaPrism('Contacts_exportCsv', 200, (api) => asStaff(api.get('/api/contacts/export.csv')));
    await viaPrism('Contacts_exportCsv', 400, (api) =>
      asStaff(api.get('/api/contacts/export.csv').query(REVERSED_DAYS)),
    );
    await viaPrism('Contacts_stats', 200, (api) => asStaff(api.get('/api/contacts/stats')));
    const email = await viaPrism('EmailStatus_status', 200, (api) => asStaff(api.get('/api/admin/email')));
    expect(email.body).toEqual({ configured: true, unsent: [] });
    await viaPrism('Contacts_detail', 200, (api) => asStaff(api.get(`/api/contacts/${first}`)));
    await viaPrism('Contacts_detail', 404, (api) => asStaff(api.get('/api/contacts/999999')));
    await offContract('Contacts_detail', 400, (api) => asStaff(api.get('/api/contacts/0')));
    await viaPrism('Audit_list', 200, (api) => asStaff(api.get('/api/audit')));
    await offContract('Audit_list', 400, (api) => asStaff(api.get('/api/audit').query({ limit: 0 })));
  });

  it('staff changes: notes, WhatsApp marks, processed, reopened, retry, delete', async () => {
    const note =
      (id: number | string, body: object = { body: 'Llamé al cliente.' }) =>
      (api: Agent) =>
        asStaff(api.post(`/api/contacts/${id}/notes`).send(body));
    await viaPrism('Contacts_addNote', 201, note(first));
    // One space is a note of one character to the schema; the server trims it away.
    await viaPrism('Contacts_addNote', 400, note(first, { body: ' ' }));
    await viaPrism('Contacts_addNote', 404, note(999999));
    await viaPrism('Contacts_addNote', 403, (api) => note(first)(api).set(CROSS_SITE));
    await viaPrism('Contacts_addNote', 413, note(first, { body: 'Nota.', padding: OVER_LIMIT }));
    await offContract('Contacts_addNote', 415, (api) =>
      asStaff(api.post(`/api/contacts/${first}/notes`).type('text/plain').send('Llamé al cliente.')),
    );
    await offContract('Contacts_addNote', 400, note(0));

    const mark =
      (id: number | string, body: object = { whatsapp: true }) =>
      (api: Agent) =>
        asStaff(api.patch(`/api/contacts/${id}/whatsapp`).send(body));
    await viaPrism('Contacts_markWhatsapp', 200, mark(first));
    await viaPrism('Contacts_markWhatsapp', 200, mark(first, { whatsapp: null }));
    await viaPrism('Contacts_markWhatsapp', 404, mark(999999));
    await viaPrism('Contacts_markWhatsapp', 403, (api) => mark(first)(api).set(CROSS_SITE));
    await viaPrism('Contacts_markWhatsapp', 413, mark(first, { whatsapp: false, padding: OVER_LIMIT }));
    await offContract('Contacts_markWhatsapp', 400, mark(first, { whatsapp: 'yes' }));
    await offContract('Contacts_markWhatsapp', 415, (api) =>
      asStaff(api.patch(`/api/contacts/${first}/whatsapp`).type('text/plain').send('true')),
    );

    for (const [operationId, method, path, success] of [
      ['Contacts_markProcessed', 'patch', '/processed', 200],
      ['Contacts_reopen', 'patch', '/pending', 200],
      ['Notifications_retry', 'post', '/notifications/retry', 200],
      ['Contacts_remove', 'delete', '', 204],
    ] as const) {
      const call = (id: number) => (api: Agent) => asStaff(api[method](`/api/contacts/${id}${path}`));
      await viaPrism(operationId, 403, (api) => call(second)(api).set(CROSS_SITE));
      await viaPrism(operationId, success, call(second));
      await viaPrism(operationId, 404, call(999999));
      await offContract(operationId, 400, call(0));
    }
  });

  it('staff panel language: set, refused, cross-site, size, type', async () => {
    const choose = (body: object) => (api: Agent) => asStaff(api.patch('/api/auth/user').send(body));
    await viaPrism('Auth_setLocale', 200, choose({ locale: 'es' }));
    await offContract('Auth_setLocale', 400, choose({ locale: 'fr' }));
    await viaPrism('Auth_setLocale', 403, (api) => choose({ locale: 'en' })(api).set(CROSS_SITE));
    await viaPrism('Auth_setLocale', 413, choose({ locale: 'en', padding: OVER_LIMIT }));
    await offContract('Auth_setLocale', 415, (api) =>
      asStaff(api.patch('/api/auth/user').type('text/plain').send('en')),
    );
    await viaPrism('Auth_setLocale', 200, choose({ locale: 'en' }));
  });

  it('data-subject requests: a padded address, rules, cross-site, size, type', async () => {
    for (const [operationId, path] of [
      ['DataRights_access', '/api/data-subjects/access'],
      ['DataRights_erase', '/api/data-subjects/erasure'],
    ] as const) {
      const ask = (body: object) => (api: Agent) => asStaff(api.post(path).send(body));
      await viaPrism(operationId, 403, (api) => ask({ email: 'maria@example.com' })(api).set(CROSS_SITE));
      await viaPrism(operationId, 413, ask({ email: 'maria@example.com', padding: OVER_LIMIT }));
      // One @ and no spaces inside, as the schema asks; not an address the server accepts.
      await viaPrism(operationId, 400, ask({ email: 'maria@example' }));
      await offContract(operationId, 415, (api) =>
        asStaff(api.post(path).type('text/plain').send('maria@example.com')),
      );
      await viaPrism(operationId, 200, ask({ email: '  MARIA.PADDED@example.com ' }));
    }
  });

  it('site content: the public read, the staff read, edits, a stale version, rules, cross-site, size, type', async () => {
    await viaPrism('SiteContent_read', 200, (api) => api.get('/api/site'));
    await viaPrism('AdminSiteContent_read', 200, (api) => asStaff(api.get('/api/admin/site')));
    // Within the schema (lengths), refused by the server's rules.
    const broken = {
      firm: { phone: '300 123 4567' },
      controller: { taxId: '900\u0000' },
      attorney: { name: 'Dra. \u202Eevil' },
      hours: { office: MONDAY_BACKWARDS },
    };
    for (const section of ['firm', 'controller', 'attorney', 'hours'] as const) {
      const operationId = SITE_OPERATIONS[section];
      const edit = (body: object) => (api: Agent) =>
        asStaff(api.put(`/api/admin/site/${section}`).send(body));
      const { version } = (await request(running.url!).get('/api/site')).body as { version: number };
      await viaPrism(operationId, 403, (api) => edit(SITE_EDITS[section](version))(api).set(CROSS_SITE));
      await viaPrism(operationId, 413, edit(SITE_EDITS[section](version, { padding: OVER_LIMIT })));
      await offContract(operationId, 415, (api) =>
        asStaff(api.put(`/api/admin/site/${section}`).type('text/plain').send('version=1')),
      );
      await viaPrism(operationId, 400, edit(SITE_EDITS[section](version, broken[section])));
      const changes = section === 'attorney' ? { name: 'Dra. Ana Gómez' } : { name: 'Otra firma' };
      const edited =
        section === 'controller'
          ? { legalName: 'Abogados Medellín S.A.S.' }
          : section === 'hours'
            ? { attention: null }
            : changes;
      await viaPrism(operationId, 200, edit(SITE_EDITS[section](version, edited)));
      await viaPrism(operationId, 409, edit(SITE_EDITS[section](version)));
    }
  });

  it('booking availability: the defaults, a save, a stale version, rules, cross-site, size, type', async () => {
    const read = await viaPrism('BookingSettings_read', 200, (api) => asStaff(api.get(BOOKING)));
    const { availability, version } = read.body as { availability: BookingAvailability; version: number };
    const save = (body: object) => (api: Agent) => asStaff(api.put(BOOKING).send(body));
    await viaPrism('BookingSettings_save', 403, (api) =>
      save({ availability, version })(api).set(CROSS_SITE),
    );
    await viaPrism('BookingSettings_save', 413, save({ availability, version, padding: OVER_LIMIT }));
    await offContract('BookingSettings_save', 415, (api) =>
      asStaff(api.put(BOOKING).type('text/plain').send('version=0')),
    );
    // Within the schema, refused by the rules across fields: no kind active.
    const inactive = availability.kinds.map((kind) => ({ ...kind, active: false }));
    await viaPrism(
      'BookingSettings_save',
      400,
      save({ availability: { ...availability, kinds: inactive }, version }),
    );
    await viaPrism(
      'BookingSettings_save',
      200,
      save({ availability: { ...availability, dailyCap: 4 }, version }),
    );
    await viaPrism('BookingSettings_save', 409, save({ availability, version }));
  });

  it('staff bookings: the calendar, a cancel and a move, stale, slot rules, unknown, cross-site, size, type', async () => {
    const service = running.app.get(BookingService);
    const requestId = await seedRequest(running, new Date());
    const [day, other] = (await service.slots('oficina')).filter((free) => free.slots.length >= 4);
    const at = (slot: { start: string }) => new Date(slot.start);
    const { booking: mine } = await service.reserve('oficina', at(day.slots[0]), requestId, 'es');
    const { booking: walkIn } = await service.reserve('oficina', at(day.slots[3]), null, 'es');
    const listed = await viaPrism('StaffBookings_list', 200, (api) =>
      asStaff(api.get(STAFF_BOOKINGS).query({ from: day.day, to: day.day })),
    );
    expect(listed.body.bookings).toHaveLength(2);
    expect(listed.body.bookings[0].submission.id).toBe(requestId);
    await viaPrism('StaffBookings_list', 400, (api) =>
      asStaff(api.get(STAFF_BOOKINGS).query({ from: other.day, to: day.day })),
    );
    const change = (id: number, action: string, body: object) => (api: Agent) =>
      asStaff(api.post(`${STAFF_BOOKINGS}/${id}/${action}`).send(body));
    for (const action of ['cancel', 'move']) {
      const operationId = action === 'cancel' ? 'StaffBookings_cancel' : 'StaffBookings_move';
      const body = action === 'cancel' ? { sequence: 0 } : { sequence: 0, start: other.slots[0].start };
      await viaPrism(operationId, 403, (api) => change(walkIn.id, action, body)(api).set(CROSS_SITE));
      await viaPrism(operationId, 413, change(walkIn.id, action, { ...body, padding: OVER_LIMIT }));
      await offContract(operationId, 415, (api) =>
        asStaff(api.post(`${STAFF_BOOKINGS}/${walkIn.id}/${action}`).type('text/plain').send('sequence=0')),
      );
      await viaPrism(operationId, 404, change(999_999, action, body));
    }
    // Within the schema: a start off the grid, onto another meeting, then stale.
    const offGrid = new Date(at(other.slots[0]).getTime() + 5 * 60_000).toISOString().replace('.000Z', 'Z');
    await viaPrism('StaffBookings_move', 400, change(walkIn.id, 'move', { sequence: 0, start: offGrid }));
    await viaPrism('StaffBookings_cancel', 400, change(walkIn.id, 'cancel', { sequence: 2 ** 31 }));
    await viaPrism(
      'StaffBookings_move',
      409,
      change(walkIn.id, 'move', { sequence: 0, start: day.slots[0].start }),
    );
    await viaPrism(
      'StaffBookings_move',
      200,
      change(mine.id, 'move', { sequence: 0, start: other.slots[0].start }),
    );
    await viaPrism('StaffBookings_cancel', 200, change(walkIn.id, 'cancel', { sequence: 0 }));
    await viaPrism('StaffBookings_cancel', 409, change(walkIn.id, 'cancel', { sequence: 0 }));
  });

  it('the calendar feed: its address, a renewal, the feed, an old address, cross-site', async () => {
    const old = await viaPrism('BookingFeedLink_read', 200, (api) => asStaff(api.get(FEED_LINK)));
    await viaPrism('BookingFeedLink_renew', 403, (api) => asStaff(api.post(FEED_LINK)).set(CROSS_SITE));
    const renewed = await viaPrism('BookingFeedLink_renew', 200, (api) => asStaff(api.post(FEED_LINK)));
    const path = (url: string) => new URL(url).pathname;
    const feed = await viaPrism('BookingFeed_calendar', 200, (api) => api.get(path(renewed.body.url)));
    expect(feed.text).toContain('BEGIN:VCALENDAR');
    await viaPrism('BookingFeed_calendar', 404, (api) => api.get(path(old.body.url)));
  });

  const imageUpload = (bytes: Buffer, filename: string, contentType: string) => (api: Agent) =>
    asStaff(api.post('/api/admin/images').attach('file', bytes, { filename, contentType }));

  it('POST /api/admin/images: stored, damaged, too small (direct); too large, not an image, cross-site', async () => {
    // Prism forwards a request body as UTF-8 text, which a real image's bytes do not survive: these go to
    // the server directly, their answers checked against the document here.
    const stored = await direct('Images_upload', 201, imageUpload(picture, 'photo.png', 'image/png'));
    expect(stored.body.variants.length).toBeGreaterThan(0);
    // The check that replaces Prism's here does see a wrong answer.
    expect(
      contractViolations('Images_upload', 201, { ...stored.body, width: '1280', variants: [{}] }),
    ).toEqual([
      'body.variants[0].width: missing',
      'body.variants[0].type: missing',
      'body.variants[0].url: missing',
      'body.width: not an integer',
    ]);
    await direct('Images_upload', 400, imageUpload(await truncatedJpeg(), 'photo.jpg', 'image/jpeg'));
    await direct('Images_upload', 422, imageUpload(await png(100, 100), 'tiny.png', 'image/png'));
    // Over the size limit the server answers 413 from Content-Length, before the body is read; Prism, still
    // forwarding the body, then answers 500 itself, so this answer is checked directly.
    const oversized = Buffer.alloc(MAX_UPLOAD_BYTES + 1, 'a');
    await direct('Images_upload', 413, imageUpload(oversized, 'big.png', 'image/png'));
    // Text survives Prism: a text file named like a photo.
    await viaPrism(
      'Images_upload',
      415,
      imageUpload(Buffer.from('not a photo\n'), 'photo.jpg', 'image/jpeg'),
    );
    await viaPrism('Images_upload', 403, (api) =>
      imageUpload(picture, 'photo.png', 'image/png')(api).set(CROSS_SITE),
    );
  });

  it('PUT /api/admin/site/photos/{slot}: an uploaded image, the illustration again, unknown ids and slots, cross-site', async () => {
    const stored = await direct('Images_upload', 201, imageUpload(picture, 'photo.png', 'image/png'));
    const setPhoto = (slot: string, body: object) => (api: Agent) =>
      asStaff(api.put(`/api/admin/site/photos/${slot}`).send(body));
    const operationId = 'AdminSiteContent_setPhoto';
    await viaPrism(operationId, 200, setPhoto('attorney', { imageId: (stored.body as { id: string }).id }));
    await viaPrism(
      operationId,
      200,
      setPhoto('attorney', { imageId: (stored.body as { id: string }).id, focus: { x: 30, y: 15 } }),
    );
    // Prism refuses a focus outside the document's 0–100 itself (422): the server's 400 is checked directly.
    await direct(operationId, 400, setPhoto('hero', { imageId: null, focus: { x: 101, y: 0 } }));
    await viaPrism(operationId, 200, setPhoto('attorney', { imageId: null }));
    await viaPrism(operationId, 400, setPhoto('hero', { imageId: 'no-such-image' }));
    await viaPrism(operationId, 400, setPhoto('hero', { imageId: 'not an id' }));
    await offContract(operationId, 400, setPhoto('footer', { imageId: null }));
    await viaPrism(operationId, 403, (api) => setPhoto('hero', { imageId: null })(api).set(CROSS_SITE));
    await viaPrism(operationId, 413, setPhoto('hero', { imageId: null, padding: OVER_LIMIT }));
    await offContract(operationId, 415, (api) =>
      asStaff(api.put('/api/admin/site/photos/hero').type('text/plain').send('imageId=x')),
    );
  });

  it('GET and DELETE /api/admin/images: listed with its uses, in use, deleted, gone, cross-site', async () => {
    const stored = (await direct('Images_upload', 201, imageUpload(picture, 'photo.png', 'image/png')))
      .body as { id: string };
    const setHero = (imageId: string | null) => (api: Agent) =>
      asStaff(api.put('/api/admin/site/photos/hero').send({ imageId }));
    const remove = (api: Agent) => asStaff(api.delete(`/api/admin/images/${stored.id}`));
    await viaPrism('AdminSiteContent_setPhoto', 200, setHero(stored.id));
    const listed = await viaPrism('Images_list', 200, (api) => asStaff(api.get('/api/admin/images')));
    expect(
      (listed.body as Array<{ id: string; uses: object[] }>).find(({ id }) => id === stored.id)?.uses,
    ).toEqual([{ kind: 'hero' }]);
    await viaPrism('Images_remove', 409, remove);
    await viaPrism('AdminSiteContent_setPhoto', 200, setHero(null));
    await viaPrism('Images_remove', 403, (api) => remove(api).set(CROSS_SITE));
    await viaPrism('Images_remove', 204, remove);
    await viaPrism('Images_remove', 404, remove);
  });

  it('blog posts: list, write, read, save, publish, schedule, unpublish, revisions, restore, delete', async () => {
    const call = (send: (api: Agent) => Test) => (api: Agent) => asStaff(send(api));
    const create = (body: object) => call((api) => api.post(POSTS).send(body));
    post = (await viaPrism('Blog_create', 201, create(draft({ title: 'Contrato de arrendamiento' })))).body;
    await viaPrism(
      'Blog_list',
      200,
      call((api) => api.get(POSTS)),
    );
    await viaPrism('Blog_create', 409, create(draft({ title: 'Otra', slug: post.slug })));
    // Within the schema (lengths), refused by the server's rules.
    await viaPrism('Blog_create', 400, create(draft({ title: 'Arriendo \u202Eevil' })));
    await viaPrism('Blog_create', 403, (api) => create(draft())(api).set(CROSS_SITE));
    await viaPrism('Blog_create', 413, create(draft({ padding: OVER_POST_LIMIT })));
    await offContract(
      'Blog_create',
      415,
      call((api) => api.post(POSTS).type('text/plain').send('title=x')),
    );

    const path = `${POSTS}/${post.id}`;
    await viaPrism(
      'Blog_get',
      200,
      call((api) => api.get(path)),
    );
    await viaPrism(
      'Blog_get',
      404,
      call((api) => api.get(`${POSTS}/${NO_POST}`)),
    );
    const save = (body: object, to = path) => call((api) => api.put(to).send(body));
    const saved = await viaPrism('Blog_update', 200, save(edited(post, { title: 'Contrato de arriendo' })));
    await viaPrism('Blog_update', 409, save(edited(post)));
    post = saved.body;
    await viaPrism('Blog_update', 400, save(edited(post, { title: 'Arriendo \u202Eevil' })));
    await viaPrism('Blog_update', 403, (api) => save(edited(post))(api).set(CROSS_SITE));
    await viaPrism('Blog_update', 404, save(edited(post), `${POSTS}/${NO_POST}`));
    await viaPrism('Blog_update', 413, save(edited(post, { padding: OVER_POST_LIMIT })));
    await offContract(
      'Blog_update',
      415,
      call((api) => api.put(path).type('text/plain').send('title=x')),
    );

    const publish = (body: object, id = post.id) =>
      call((api) => api.post(`${POSTS}/${id}/publish`).send(body));
    // A post is scheduled at most five years ahead: a time of the right shape further on is a 400.
    const nextMonth = new Date(Date.now() + 30 * 86_400_000).toISOString();
    await viaPrism('Blog_publish', 200, publish({ at: nextMonth }));
    await viaPrism('Blog_publish', 400, publish({ at: '2099-12-01T09:00:00-05:00' }));
    await viaPrism('Blog_publish', 200, publish({}));
    await offContract('Blog_publish', 400, publish({ at: 'tomorrow' }));
    await viaPrism('Blog_publish', 403, (api) => publish({})(api).set(CROSS_SITE));
    await viaPrism('Blog_publish', 404, publish({}, NO_POST));
    await viaPrism('Blog_publish', 413, publish({ padding: OVER_POST_LIMIT }));
    await offContract(
      'Blog_publish',
      415,
      call((api) => api.post(`${path}/publish`).type('text/plain').send('now')),
    );

    const unpublish = (id = post.id) => call((api) => api.post(`${POSTS}/${id}/unpublish`));
    await viaPrism('Blog_unpublish', 200, unpublish());
    await viaPrism('Blog_unpublish', 403, (api) => unpublish()(api).set(CROSS_SITE));
    await viaPrism('Blog_unpublish', 404, unpublish(NO_POST));

    const history = await viaPrism(
      'Blog_revisions',
      200,
      call((api) => api.get(`${path}/revisions`)),
    );
    await viaPrism(
      'Blog_revisions',
      404,
      call((api) => api.get(`${POSTS}/${NO_POST}/revisions`)),
    );
    revisionId = (history.body as Array<{ id: string }>).at(-1)!.id;
    const restore = (id = post.id, revision = revisionId) =>
      call((api) => api.post(`${POSTS}/${id}/revisions/${revision}/restore`));
    post = (await viaPrism('Blog_restore', 200, restore())).body;
    expect(post.title).toBe('Contrato de arrendamiento');
    await viaPrism('Blog_restore', 403, (api) => restore()(api).set(CROSS_SITE));
    await viaPrism('Blog_restore', 404, restore(post.id, NO_POST));
    await viaPrism('Blog_restore', 404, restore(NO_POST));
    // The first revision's slug, taken since by another post.
    const moved = await viaPrism('Blog_update', 200, save(edited(post, { slug: 'contrato-de-arriendo' })));
    post = moved.body;
    await viaPrism(
      'Blog_create',
      201,
      create(draft({ title: 'Otro contrato', slug: 'contrato-de-arrendamiento' })),
    );
    await viaPrism('Blog_restore', 409, restore());

    const other = (await viaPrism('Blog_create', 201, create(draft({ title: 'Para borrar' }))))
      .body as StaffPost;
    const remove = (id: string) => call((api) => api.delete(`${POSTS}/${id}`));
    await viaPrism('Blog_remove', 403, (api) => remove(other.id)(api).set(CROSS_SITE));
    await viaPrism('Blog_remove', 204, remove(other.id));
    await viaPrism('Blog_remove', 404, remove(other.id));
  });

  it('newsletter: status before a send, preview, send once, refusals, a mail server that refuses the preview', async () => {
    const call = (send: (api: Agent) => Test) => (api: Agent) => asStaff(send(api));
    const created = (
      await viaPrism(
        'Blog_create',
        201,
        call((api) => api.post(POSTS).send(draft({ title: 'Boletín de marzo' }))),
      )
    ).body as StaffPost;
    const path = `${POSTS}/${created.id}/newsletter`;
    const preview = (to = path) => call((api) => api.post(`${to}/preview`));
    const send = (to = path) => call((api) => api.post(to));
    await viaPrism('Campaigns_preview', 409, preview());
    await viaPrism('Campaigns_send', 409, send());
    sent = (
      await viaPrism(
        'Blog_publish',
        200,
        call((api) => api.post(`${POSTS}/${created.id}/publish`).send({})),
      )
    ).body as StaffPost;
    await viaPrism(
      'Campaigns_status',
      404,
      call((api) => api.get(path)),
    );
    await viaPrism('Campaigns_preview', 404, preview(`${POSTS}/${NO_POST}/newsletter`));
    await viaPrism('Campaigns_preview', 403, (api) => preview()(api).set(CROSS_SITE));
    sink.rejection = { code: 451, text: 'Requested action aborted: local error' };
    await viaPrism('Campaigns_preview', 502, preview());
    sink.rejection = undefined;
    await viaPrism('Campaigns_preview', 202, preview());
    await viaPrism('Campaigns_send', 404, send(`${POSTS}/${NO_POST}/newsletter`));
    await viaPrism('Campaigns_send', 403, (api) => send()(api).set(CROSS_SITE));
    await viaPrism('Campaigns_send', 201, send());
    await viaPrism('Campaigns_send', 409, send());
    await viaPrism(
      'Campaigns_status',
      200,
      call((api) => api.get(path)),
    );
  });

  it('without a session every staff operation is a 401', async () => {
    for (const operation of OPERATIONS.filter(
      // The log-in and its second step answer a wrong password or code with 401, not a missing session.
      (op) =>
        op.responses['401'] &&
        !['Auth_login', 'SecondStep_code', 'SecondStep_enrol'].includes(op.operationId),
    )) {
      await viaPrism(operation.operationId, 401, (api) =>
        asStaff(validRequest(operation.operationId)(api), NO_SESSION),
      );
    }
  });

  it('second factor: enrol, confirm, renew, disable from the panel; the log-in second step; enrolment required', async () => {
    const SF = '/api/auth/second-factor';
    const user = { email: 'otp@example.com', password: 'otp-password-123' };
    await addStaff(running, user);
    const mine = await login(running, user);
    let now = Date.UTC(2026, 10, 27, 15, 0, 0);
    const clock = running.app.get(Clock);
    const realNow = clock.now.bind(clock);
    clock.now = () => new Date(now);
    const next = () => (now += 30_000);
    // Wrong codes count toward the address's log-in limit (3 here), for Prism's and the direct requests.
    const unlock = async () => {
      for (const address of ['127.0.0.1', clientKey('::1')])
        await running.app.get(RateLimiterService).clear(`login:address:${address}`);
    };
    const code = (secret: string) => generateSync({ secret, epoch: Math.floor(now / 1000) });
    const post =
      (path: string, body?: object, session = mine) =>
      (api: Agent) =>
        asStaff(body ? api.post(`${SF}${path}`).send(body) : api.post(`${SF}${path}`), session);
    const typed = (path: string) => (api: Agent) =>
      asStaff(api.post(`${SF}${path}`).type('text/plain').send('123456'), mine);
    try {
      await viaPrism('SecondFactor_status', 200, (api) => asStaff(api.get(SF), mine));
      await viaPrism('SecondFactor_enrol', 403, (api) => post('/enrolment')(api).set(CROSS_SITE));
      await viaPrism('SecondFactor_confirm', 409, post('/enrolment/confirm', { code: '123456' }));
      const { secret } = (await viaPrism('SecondFactor_enrol', 200, post('/enrolment'))).body as {
        secret: string;
      };
      for (const path of ['/enrolment/confirm', '/recovery-codes', '/disable'] as const) {
        const operationId = {
          '/enrolment/confirm': 'SecondFactor_confirm',
          '/recovery-codes': 'SecondFactor_renew',
          '/disable': 'SecondFactor_disable',
        }[path];
        await viaPrism(operationId, 403, (api) => post(path, { code: '123456' })(api).set(CROSS_SITE));
        await viaPrism(operationId, 413, post(path, { code: '123456', padding: OVER_LIMIT }));
        await offContract(operationId, 415, typed(path));
        await viaPrism(operationId, 400, post(path, { code: 'not a code!' }));
      }
      await viaPrism('SecondFactor_confirm', 422, post('/enrolment/confirm', { code: '000000' }));
      await viaPrism('SecondFactor_confirm', 200, post('/enrolment/confirm', { code: code(secret) }));
      await viaPrism('SecondFactor_enrol', 409, post('/enrolment'));
      await viaPrism('SecondFactor_renew', 422, post('/recovery-codes', { code: code(secret) }));
      next();
      await viaPrism('SecondFactor_renew', 200, post('/recovery-codes', { code: code(secret) }));
      await unlock();

      // The log-in's second step.
      const password = (api: Agent) => api.post('/api/login').type('form').send(user);
      const pendingCookie = async () => {
        const response = await request(running.url!).post('/api/login').type('form').send(user).expect(303);
        return response.headers['set-cookie']![0].split(';')[0];
      };
      await redirect('Auth_login', 303, password);
      let pending = await pendingCookie();
      await viaPrism('SecondStep_codePage', 200, (api) => asStaff(api.get('/api/login/code'), pending));
      await redirect('SecondStep_codePage', 303, (api) => api.get('/api/login/code'));
      const codeForm =
        (body: object, session = pending) =>
        (api: Agent) =>
          asStaff(api.post('/api/login/code').type('form').send(body), session);
      await viaPrism('SecondStep_code', 403, (api) => codeForm({ code: '123456' })(api).set(CROSS_SITE));
      await viaPrism('SecondStep_code', 413, codeForm({ code: '123456', padding: OVER_LIMIT }));
      await viaPrism('SecondStep_code', 401, codeForm({ code: '000000' }));
      next();
      await redirect('SecondStep_code', 303, codeForm({ code: code(secret) }));
      await unlock();
      pending = await pendingCookie();

      // Wrong codes up to the address's limit (LOGIN_MAX_FAILURES is 3 here): then 429, panel and page alike.
      await viaPrism('SecondFactor_disable', 422, post('/disable', { code: '000000' }));
      await viaPrism('SecondFactor_disable', 422, post('/disable', { code: '111111' }));
      await viaPrism('SecondStep_code', 401, codeForm({ code: '222222' }));
      await viaPrism('SecondStep_code', 429, codeForm({ code: '000000' }));
      await viaPrism('SecondFactor_confirm', 429, post('/enrolment/confirm', { code: '000000' }));
      await viaPrism('SecondFactor_renew', 429, post('/recovery-codes', { code: '000000' }));
      await viaPrism('SecondFactor_disable', 429, post('/disable', { code: '000000' }));
      await unlock();
      next();
      await viaPrism('SecondFactor_disable', 204, post('/disable', { code: code(secret) }));

      // STAFF_REQUIRE_2FA, as the configuration sets it: a member without a factor enrols before a session.
      (running.app.get(SecondFactorService) as { required: boolean }).required = true;
      pending = await pendingCookie();
      const page = await viaPrism('SecondStep_enrolPage', 200, (api) =>
        asStaff(api.get('/api/login/enrol'), pending),
      );
      await redirect('SecondStep_enrolPage', 303, (api) => api.get('/api/login/enrol'));
      const enrolled = /<code id="totp-secret">([A-Z2-7]+)<\/code>/.exec(page.text)![1];
      const enrolForm =
        (body: object, session = pending) =>
        (api: Agent) =>
          asStaff(api.post('/api/login/enrol').type('form').send(body), session);
      await viaPrism('SecondStep_enrol', 403, (api) => enrolForm({ code: '123456' })(api).set(CROSS_SITE));
      await viaPrism('SecondStep_enrol', 413, enrolForm({ code: '123456', padding: OVER_LIMIT }));
      await viaPrism('SecondStep_enrol', 401, enrolForm({ code: '000000' }));
      await viaPrism('SecondStep_enrol', 200, enrolForm({ code: code(enrolled) }));
      await redirect('SecondStep_enrol', 303, enrolForm({ code: '123456' }, NO_SESSION));
      await unlock();
    } finally {
      await unlock();
      (running.app.get(SecondFactorService) as { required: boolean }).required = false;
      clock.now = realNow;
    }
  });

  it('log-in: form or JSON, wrong password, cross-site, size, lock-out; log-out', async () => {
    const form = (password: string) => (api: Agent) =>
      api.post('/api/login').type('form').send({ email: STAFF.email, password });
    await redirect('Auth_login', 303, form(STAFF.password));
    await redirect('Auth_login', 303, (api) =>
      api.post('/api/login').send({ email: `  ${STAFF.email.toUpperCase()} `, password: STAFF.password }),
    );
    await viaPrism('Auth_login', 403, (api) => form(STAFF.password)(api).set(CROSS_SITE));
    await viaPrism('Auth_login', 413, (api) =>
      api
        .post('/api/login')
        .type('form')
        .send({ ...STAFF, padding: OVER_LIMIT }),
    );
    await viaPrism('Auth_login', 401, (api) =>
      api.post('/api/login').send({ email: STAFF.email, password: 'not the password' }),
    );
    let locked: Response | undefined;
    for (let attempt = 0; attempt < 5 && !locked; attempt += 1) {
      const response = await form('still not the password')(request(strict.url));
      expect(violationsOf(response)).toEqual([]);
      if (response.status === 429) locked = response;
      else expect(response.status).toBe(401);
    }
    expect(locked?.headers['retry-after']).toMatch(/^\d+$/);
    seen.add('Auth_login 401').add('Auth_login 429');
    // Credentials in the URL (a JSON body Prism would refuse itself if malformed, so this is the 400 it lets by).
    await viaPrism('Auth_login', 400, (api) => form(STAFF.password)(api).query({ password: STAFF.password }));
  });

  it('log-out: from the site, from another site (a page to confirm), the confirming post', async () => {
    await viaPrism('Auth_logout', 200, (api) => asStaff(api.get('/api/logout')).set(CROSS_SITE));
    const logoutPost = (api: Agent) => asStaff(api.post('/api/logout').type('form'));
    await viaPrism('Auth_logoutConfirmed', 403, (api) => logoutPost(api).set(CROSS_SITE));
    // The form has no fields, so any body breaks the contract; one over the limit is still a 413.
    await offContract('Auth_logoutConfirmed', 413, (api) => logoutPost(api).send({ padding: OVER_LIMIT }));
    await redirect('Auth_logoutConfirmed', 303, logoutPost);
    await redirect('Auth_logout', 303, (api) => asStaff(api.get('/api/logout')));
  });

  it('the booking pages’ forms without JavaScript: booked, every refusal, the private link’s move and cancel', async () => {
    for (const address of ['127.0.0.1', clientKey('::1')])
      await running.app.get(RateLimiterService).clear(`contact:minute:${address}`);
    const days = (await request(running.url!).get('/api/booking/slots?kind=telefono')).body.days as Array<{
      slots: Array<{ start: string }>;
    }>;
    const bookForm =
      (start: string, overrides: Record<string, string> = {}) =>
      (api: Agent) =>
        api
          .post('/api/booking/form')
          .type('form')
          .send({ ...formFields(), kind: 'telefono', start, ...overrides });
    const [taken, mine] = [days[0].slots[0].start, days[1].slots[0].start];
    await redirect('BookingForm_submit', 303, bookForm(taken));
    const booked = await bookForm(mine)(request(running.url!));
    expect(booked.status).toBe(303);
    const token = new URL(booked.headers.location as string, running.url).searchParams.get('reserva')!;
    await viaPrism('BookingForm_submit', 400, bookForm(mine, { nombre: ' a ' }));
    await viaPrism('BookingForm_submit', 409, bookForm(taken));
    await viaPrism('BookingForm_submit', 403, (api) => bookForm(mine)(api).set(CROSS_SITE));
    await viaPrism('BookingForm_submit', 413, bookForm(mine, { mensaje: OVER_LIMIT }));
    await offContract('BookingForm_submit', 415, (api) =>
      api.post('/api/booking/form').type('text/plain').send('kind=telefono'),
    );

    const manage =
      (fields: Record<string, string>, link = token) =>
      (api: Agent) =>
        api.post(`/api/booking/manage/${link}/form`).type('form').send(fields);
    await offContract('BookingForm_manage', 400, manage({ action: 'nada' }));
    await viaPrism('BookingForm_manage', 409, manage({ action: 'reschedule', start: taken }));
    await viaPrism('BookingForm_manage', 403, (api) => manage({ action: 'cancel' })(api).set(CROSS_SITE));
    await viaPrism('BookingForm_manage', 413, manage({ action: 'cancel', padding: OVER_LIMIT }));
    await offContract('BookingForm_manage', 415, (api) =>
      api.post(`/api/booking/manage/${token}/form`).type('text/plain').send('action=cancel'),
    );
    await redirect(
      'BookingForm_manage',
      303,
      manage({ action: 'reschedule', start: days[1].slots[0].start }),
    );
    await viaPrism('BookingForm_manage', 200, manage({ action: 'cancel' }));
    await viaPrism('BookingForm_manage', 410, manage({ action: 'cancel' }));
    await viaPrism('BookingForm_manage', 404, manage({ action: 'cancel' }, 'A'.repeat(43)));

    // Straight to the server until the address is past the limit (Prism does not pass a 303 on), then the
    // refusal through Prism.
    let status = 303;
    for (let attempt = 3; attempt < 8 && status === 303; attempt += 1)
      status = (await bookForm(days[attempt].slots[0].start)(request(running.url!))).status;
    expect(status).toBe(429);
    const limited = await viaPrism('BookingForm_submit', 429, bookForm(days[8].slots[0].start));
    expect(limited.headers['retry-after']).toMatch(/^\d+$/);
  });

  it('public booking: offer, slots, a booking and its private link, every refusal, and the shared limit', async () => {
    // Bookings take places in the consultation form's per-address limit: the form's tests above used some.
    for (const address of ['127.0.0.1', clientKey('::1')])
      await running.app.get(RateLimiterService).clear(`contact:minute:${address}`);
    type Days = Array<{ day: string; slots: Array<{ start: string }> }>;
    const freeDays = async () =>
      (await viaPrism('Booking_slots', 200, (api) => api.get('/api/booking/slots?kind=oficina'))).body
        .days as Days;
    await viaPrism('Booking_offer', 200, (api) => api.get('/api/booking/offer'));
    await viaPrism('Booking_slots', 400, (api) => api.get('/api/booking/slots?kind=ninguna'));
    const days = await freeDays();
    const bookAt =
      (start: string, overrides: Record<string, unknown> = {}) =>
      (api: Agent) =>
        api.post('/api/booking').send(bookingRequest('oficina', start, overrides));
    const first = days[0].slots[0].start;
    const made = (await viaPrism('Booking_book', 201, bookAt(first))).body as { token: string };
    await viaPrism('Booking_book', 201, bookAt(first, { website: 'spam.example' }));
    await viaPrism('Booking_book', 400, bookAt(first, { nombre: ' a ' }));
    const offGrid = new Date(new Date(first).getTime() + 60_000).toISOString();
    await viaPrism('Booking_book', 400, bookAt(offGrid));
    await viaPrism('Booking_book', 409, bookAt(first));
    await viaPrism('Booking_book', 403, (api) => bookAt(first)(api).set(CROSS_SITE));
    await viaPrism('Booking_book', 413, bookAt(first, { padding: OVER_LIMIT }));
    await offContract('Booking_book', 415, (api) =>
      api.post('/api/booking').type('text/plain').send('kind=x'),
    );
    const other = days[1].slots[0].start;
    await viaPrism('Booking_book', 201, bookAt(other));

    const link = `/api/booking/manage/${made.token}`;
    const move = (start: string) => (api: Agent) => api.post(`${link}/reschedule`).send({ start });
    await viaPrism('Booking_manage', 200, (api) => api.get(link));
    await viaPrism('Booking_reschedule', 400, move(offGrid));
    await viaPrism('Booking_reschedule', 409, move(other));
    await viaPrism('Booking_reschedule', 403, (api) => move(first)(api).set(CROSS_SITE));
    await viaPrism('Booking_reschedule', 413, (api) =>
      api.post(`${link}/reschedule`).send({ start: first, padding: OVER_LIMIT }),
    );
    await offContract('Booking_reschedule', 415, (api) =>
      api.post(`${link}/reschedule`).type('text/plain').send('start=x'),
    );
    const later = (await freeDays())[0].slots.find((slot) => slot.start !== first)!.start;
    await viaPrism('Booking_reschedule', 200, move(later));
    await viaPrism('Booking_cancel', 403, (api) => api.post(`${link}/cancel`).set(CROSS_SITE));
    await viaPrism('Booking_cancel', 200, (api) => api.post(`${link}/cancel`));
    await viaPrism('Booking_manage', 410, (api) => api.get(link));
    await viaPrism('Booking_cancel', 410, (api) => api.post(`${link}/cancel`));
    await viaPrism('Booking_reschedule', 410, move(later));
    const unknown = `/api/booking/manage/${'A'.repeat(43)}`;
    await viaPrism('Booking_manage', 404, (api) => api.get(unknown));
    await viaPrism('Booking_cancel', 404, (api) => api.post(`${unknown}/cancel`));
    await viaPrism('Booking_reschedule', 404, (api) =>
      api.post(`${unknown}/reschedule`).send({ start: later }),
    );

    let limited: Response | undefined;
    for (let attempt = 2; attempt < 6 && !limited; attempt += 1) {
      const response = await bookAt((await freeDays())[attempt].slots[0].start)(request(strict.url));
      expect(violationsOf(response)).toEqual([]);
      if (response.status === 429) limited = response;
      else expect(response.status).toBe(201);
    }
    expect(limited?.headers['retry-after']).toMatch(/^\d+$/);
    seen.add('Booking_book 429');
  });

  it('POST /api/contact: past the per-address limit, 429 with Retry-After', async () => {
    let limited: Response | undefined;
    for (let attempt = 0; attempt < 5 && !limited; attempt += 1) {
      const response = await newContact(request(strict.url));
      expect(violationsOf(response)).toEqual([]);
      if (response.status === 429) limited = response;
      else expect(response.status).toBe(201);
    }
    expect(limited?.headers['retry-after']).toMatch(/^\d+$/);
    seen.add('Contact_create 429');
  });

  it('POST /api/contact/form: past the per-address limit, a 429 page with Retry-After', async () => {
    const limited = await viaPrism('ContactForm_submit', 429, (api) => formPost(api));
    expect(limited.headers['retry-after']).toMatch(/^\d+$/);
  });

  it('POST /api/newsletter and its form: past the per-address limit, 429 with Retry-After', async () => {
    let limited: Response | undefined;
    for (let attempt = 0; attempt < 4 && !limited; attempt += 1) {
      const response = await subscribe(request(strict.url));
      expect(violationsOf(response)).toEqual([]);
      if (response.status === 429) limited = response;
      else expect(response.status).toBe(202);
    }
    expect(limited?.headers['retry-after']).toMatch(/^\d+$/);
    seen.add('Subscriptions_subscribe 429');
    const page = await viaPrism('Subscriptions_subscribeForm', 429, (api) => newsletterForm(api));
    expect(page.headers['retry-after']).toMatch(/^\d+$/);
  });

  it('with the database gone, every operation is a 503', async () => {
    await running.app.get(DataSource).destroy();
    const served = await viaPrism('SiteContent_read', 200, (api) => api.get('/api/site'));
    expect(served.body.firm.name).toBe('Otra firma');
    for (const operation of OPERATIONS.filter((op) => !WITHOUT_DATABASE.has(op.operationId))) {
      const response = await viaPrism(operation.operationId, 503, (api) =>
        asStaff(validRequest(operation.operationId)(api)),
      );
      expect(response.headers['retry-after']).toMatch(/^\d+$/);
    }
  });

  it('every status the document lists was produced, but those that cannot be', () => {
    const documented = OPERATIONS.flatMap((op) =>
      Object.keys(op.responses).map((status) => `${op.operationId} ${status}`),
    );
    const expected = documented.filter(
      (pair) => !NOT_EXERCISED[pair] && !NOT_EXERCISED[`* ${pair.split(' ')[1]}`],
    );
    expect([...seen].sort()).toEqual(expected.sort());
    for (const pair of Object.keys(NOT_EXERCISED).filter((key) => !key.startsWith('*'))) {
      expect(documented).toContain(pair);
    }
  });

  /** A request each operation accepts, for the statuses every operation shares. */
  function validRequest(operationId: string): (api: Agent) => Test {
    const requests: Record<string, (api: Agent) => Test> = {
      Audit_list: (api) => api.get('/api/audit'),
      Auth_user: (api) => api.get('/api/auth/user'),
      Auth_setLocale: (api) => api.patch('/api/auth/user').send({ locale: 'en' }),
      Auth_loginPage: (api) => api.get('/api/login'),
      Auth_login: (api) => api.post('/api/login').type('form').send(STAFF),
      Auth_logout: (api) => api.get('/api/logout'),
      Auth_logoutConfirmed: (api) => api.post('/api/logout'),
      Contact_create: (api) => newContact(api),
      ContactForm_submit: (api) => formPost(api),
      Contacts_list: (api) => api.get('/api/contacts'),
      Contacts_exportCsv: (api) => api.get('/api/contacts/export.csv'),
      Contacts_stats: (api) => api.get('/api/contacts/stats'),
      Contacts_detail: (api) => api.get(`/api/contacts/${first}`),
      Contacts_remove: (api) => api.delete(`/api/contacts/${first}`),
      Contacts_addNote: (api) => api.post(`/api/contacts/${first}/notes`).send({ body: 'Nota.' }),
      Contacts_markProcessed: (api) => api.patch(`/api/contacts/${first}/processed`),
      Contacts_reopen: (api) => api.patch(`/api/contacts/${first}/pending`),
      Contacts_markWhatsapp: (api) => api.patch(`/api/contacts/${first}/whatsapp`).send({ whatsapp: true }),
      EmailStatus_status: (api) => api.get('/api/admin/email'),
      Notifications_retry: (api) => api.post(`/api/contacts/${first}/notifications/retry`),
      DataRights_access: (api) => api.post('/api/data-subjects/access').send({ email: 'maria@example.com' }),
      DataRights_erase: (api) => api.post('/api/data-subjects/erasure').send({ email: 'maria@example.com' }),
      Health_check: (api) => api.get('/api/health'),
      SecondFactor_status: (api) => api.get('/api/auth/second-factor'),
      SecondFactor_enrol: (api) => api.post('/api/auth/second-factor/enrolment'),
      SecondFactor_confirm: (api) =>
        api.post('/api/auth/second-factor/enrolment/confirm').send({ code: '123456' }),
      SecondFactor_renew: (api) =>
        api.post('/api/auth/second-factor/recovery-codes').send({ code: '123456' }),
      SecondFactor_disable: (api) => api.post('/api/auth/second-factor/disable').send({ code: '123456' }),
      SecondStep_codePage: (api) => api.get('/api/login/code'),
      SecondStep_code: (api) => api.post('/api/login/code').type('form').send({ code: '123456' }),
      SecondStep_enrolPage: (api) => api.get('/api/login/enrol'),
      SecondStep_enrol: (api) => api.post('/api/login/enrol').type('form').send({ code: '123456' }),
      SiteContent_read: (api) => api.get('/api/site'),
      AdminSiteContent_read: (api) => api.get('/api/admin/site'),
      AdminSiteContent_updateFirm: (api) => api.put('/api/admin/site/firm').send(SITE_EDITS.firm(1)),
      AdminSiteContent_updateController: (api) =>
        api.put('/api/admin/site/controller').send(SITE_EDITS.controller(1)),
      AdminSiteContent_updateAttorney: (api) =>
        api.put('/api/admin/site/attorney').send(SITE_EDITS.attorney(1)),
      AdminSiteContent_updateHours: (api) => api.put('/api/admin/site/hours').send(SITE_EDITS.hours(1)),
      BookingSettings_read: (api) => api.get(BOOKING),
      BookingSettings_save: (api) =>
        api.put(BOOKING).send({ availability: defaultAvailability(CONTENT_SEED.hours.office), version: 1 }),
      StaffBookings_list: (api) => api.get(STAFF_BOOKINGS),
      StaffBookings_cancel: (api) => api.post(`${STAFF_BOOKINGS}/1/cancel`).send({ sequence: 0 }),
      StaffBookings_move: (api) =>
        api.post(`${STAFF_BOOKINGS}/1/move`).send({ sequence: 0, start: '2026-12-02T10:00:00-05:00' }),
      BookingFeedLink_read: (api) => api.get(FEED_LINK),
      BookingFeedLink_renew: (api) => api.post(FEED_LINK),
      BookingFeed_calendar: (api) => api.get(`/api/booking/feed/${'y'.repeat(43)}.ics`),
      Images_upload: imageUpload(picture, 'photo.png', 'image/png'),
      AdminSiteContent_setPhoto: (api) => api.put('/api/admin/site/photos/hero').send({ imageId: null }),
      Images_list: (api) => api.get('/api/admin/images'),
      Images_remove: (api) => api.delete('/api/admin/images/AAAAAAAAAAAAAAAA'),
      Blog_list: (api) => api.get(POSTS),
      Blog_create: (api) => api.post(POSTS).send(draft({ title: 'Una entrada más' })),
      Blog_get: (api) => api.get(`${POSTS}/${post.id}`),
      Blog_update: (api) => api.put(`${POSTS}/${post.id}`).send(edited(post)),
      Blog_remove: (api) => api.delete(`${POSTS}/${post.id}`),
      Blog_publish: (api) => api.post(`${POSTS}/${post.id}/publish`).send({}),
      Blog_unpublish: (api) => api.post(`${POSTS}/${post.id}/unpublish`),
      Blog_revisions: (api) => api.get(`${POSTS}/${post.id}/revisions`),
      Blog_restore: (api) => api.post(`${POSTS}/${post.id}/revisions/${revisionId}/restore`),
      Campaigns_preview: (api) => api.post(`${POSTS}/${sent.id}/newsletter/preview`),
      Campaigns_send: (api) => api.post(`${POSTS}/${sent.id}/newsletter`),
      Campaigns_status: (api) => api.get(`${POSTS}/${sent.id}/newsletter`),
      Subscriptions_subscribe: (api) => subscribe(api),
      Subscriptions_subscribeForm: (api) => newsletterForm(api),
      Subscriptions_checkEmail: (api) => api.get('/api/newsletter/check-email'),
      Subscriptions_confirmLink: (api) => api.get(`/api/newsletter/confirm?token=${'y'.repeat(43)}`),
      Subscriptions_confirm: (api) =>
        api
          .post('/api/newsletter/confirm')
          .type('form')
          .send({ token: 'y'.repeat(43) }),
      Subscriptions_preferences: (api) => api.get(`/api/newsletter/preferences?token=${'y'.repeat(43)}`),
      Subscriptions_language: (api) =>
        api
          .post('/api/newsletter/language')
          .type('form')
          .send({ token: 'y'.repeat(43), idioma: 'es' }),
      Subscriptions_unsubscribe: (api) =>
        api
          .post(`/api/newsletter/unsubscribe?token=${'y'.repeat(43)}`)
          .type('form')
          .send('List-Unsubscribe=One-Click'),
      Booking_offer: (api) => api.get('/api/booking/offer'),
      Booking_slots: (api) => api.get('/api/booking/slots?kind=oficina'),
      Booking_book: (api) =>
        api.post('/api/booking').send(bookingRequest('oficina', '2030-01-07T15:00:00.000Z')),
      Booking_manage: (api) => api.get(`/api/booking/manage/${'A'.repeat(43)}`),
      Booking_reschedule: (api) =>
        api
          .post(`/api/booking/manage/${'A'.repeat(43)}/reschedule`)
          .send({ start: '2030-01-07T15:00:00.000Z' }),
      Booking_cancel: (api) => api.post(`/api/booking/manage/${'A'.repeat(43)}/cancel`),
      BookingForm_submit: (api) =>
        api
          .post('/api/booking/form')
          .type('form')
          .send({ ...formFields(), kind: 'oficina', start: '2030-01-07T14:00:00.000Z' }),
      BookingForm_manage: (api) =>
        api
          .post(`/api/booking/manage/${'A'.repeat(43)}/form`)
          .type('form')
          .send({ action: 'cancel' }),
      Subscribers_list: (api) => api.get('/api/admin/newsletter/subscribers'),
      Subscribers_exportCsv: (api) => api.get('/api/admin/newsletter/subscribers/export.csv'),
      Subscribers_unsubscribe: (api) => api.post('/api/admin/newsletter/subscribers/1/unsubscribe'),
    };
    const send = requests[operationId];
    if (!send) throw new Error(`No request for ${operationId}: add one`);
    return send;
  }
});
