import request, { type Test } from 'supertest';
import { DataSource } from 'typeorm';
import { type RunningApp } from '../src/app';
import { Clock } from '../src/common/clock';
import { RetentionService } from '../src/data-rights/retention.service';
import { NEWSLETTER_CONSENT_TEXTS } from '../src/newsletter/newsletter-consent';
import { type NewsletterSubscriber } from '../src/newsletter/newsletter-subscriber.entity';
import { addStaff, ENGINE, http, login, TestWorkspace } from './harness';
import {
  confirmationToken,
  HOUR,
  mailsTo,
  NEWSLETTER_SMTP,
  PUBLIC_URL,
  sendPostToNewsletter,
  shiftNewsletterClock,
  subscribe,
  subscribeAndConfirm,
  subscriberRow,
  waitForMailsTo,
} from './newsletter-helpers';
import { SmtpSink } from './smtp-sink';

const LIST = '/api/admin/newsletter/subscribers';
/** Wednesday 9 December 2026, noon in Medellín: inside a Ley 2300 window, 11 days after the suite's dates. */
const WEDNESDAY_NOON = new Date('2026-12-09T12:00:00-05:00');

/** What the suppression list must keep of an address. */
const record = (row: NewsletterSubscriber | null) => ({
  status: row?.status,
  requestedAt: row?.requestedAt,
  confirmedAt: row?.confirmedAt,
  unsubscribedAt: row?.unsubscribedAt,
  privacyPolicyVersion: row?.privacyPolicyVersion,
  consentText: row?.consentText,
  consentLanguage: row?.consentLanguage,
});

describe(`newsletter: the suppression list (${ENGINE})`, () => {
  const workspace = new TestWorkspace();
  let sink: SmtpSink;
  let running: RunningApp;
  let cookie: string;

  const asStaff = (test: Test) => test.set('Cookie', cookie);
  const staffUnsubscribe = async (email: string) => {
    const row = await subscriberRow(running, email);
    await asStaff(request(http(running)).post(`${LIST}/${row!.id}/unsubscribe`)).expect(200);
  };
  const visitorPosts = async (email: string) => {
    await subscribe(running, email, 'en').expect(202);
    await request(http(running))
      .post('/api/newsletter/form')
      .type('form')
      .send({ email, consent: 'on', idioma: 'en' })
      .expect(303);
  };

  beforeAll(async () => {
    sink = await SmtpSink.start();
    running = await workspace.start({ SMTP_URL: sink.url, PUBLIC_URL, ...NEWSLETTER_SMTP });
    await addStaff(running);
    cookie = await login(running);
  });
  afterEach(() => shiftNewsletterClock(running, 0));
  afterAll(async () => {
    await running.close();
    await sink.stop();
    workspace.cleanup();
  });

  it('keeps an unsubscribed address unsubscribed with its dates and proof whatever a visitor posts; the purge keeps it and no post goes to it', async () => {
    const email = 'se-fue@example.com';
    await subscribeAndConfirm(running, sink, email);
    await subscribeAndConfirm(running, sink, 'sigue@example.com');
    await staffUnsubscribe(email);
    const before = record(await subscriberRow(running, email));
    expect(before.status).toBe('unsubscribed');
    expect(before.unsubscribedAt).toBeInstanceOf(Date);
    expect(before.consentText).toBe(NEWSLETTER_CONSENT_TEXTS['1.1'].es);

    await visitorPosts(email);
    expect(record(await subscriberRow(running, email))).toEqual(before);
    shiftNewsletterClock(running, 25 * HOUR);
    await visitorPosts(email);
    expect(record(await subscriberRow(running, email))).toEqual(before);

    // Past NEWSLETTER_PENDING_DAYS (7) since those requests: the purge of unconfirmed ones keeps it.
    running.app.get(Clock).now = () => new Date(WEDNESDAY_NOON);
    await running.app.get(RetentionService).purgeExpired();
    expect(record(await subscriberRow(running, email))).toEqual(before);

    // A post sent to the newsletter reaches the subscriber who stayed, and not the one who left.
    await sendPostToNewsletter(running, cookie, 'Boletín para la lista de supresión');
    const [delivered] = await waitForMailsTo(sink, 'sigue@example.com', 2);
    expect(mailsTo(sink, 'sigue@example.com')[1].mail.subject).toContain(
      'Boletín para la lista de supresión',
    );
    expect(delivered).toBeDefined();
    const posts = mailsTo(sink, email).filter((m) => m.mail.subject?.includes('Boletín para la lista'));
    expect(posts).toEqual([]);
    expect(record(await subscriberRow(running, email))).toEqual(before);
  });

  it('takes the person back only through the link emailed to the address, keeping the unsubscribe and both opt-ins on record', async () => {
    const email = 'regresa@example.com';
    await subscribeAndConfirm(running, sink, email);
    await staffUnsubscribe(email);
    const left = await subscriberRow(running, email);

    // A day later someone asks again, from the English box: one confirmation email, at most one a day.
    shiftNewsletterClock(running, 25 * HOUR);
    await subscribe(running, email, 'en').expect(202);
    const mails = await waitForMailsTo(sink, email, 2);
    expect(mails[1].mail.subject).toContain('Confirm your newsletter subscription');
    await subscribe(running, email, 'en').expect(202);
    await subscribe(running, 'testigo-regreso@example.com').expect(202);
    await waitForMailsTo(sink, 'testigo-regreso@example.com');
    expect(mailsTo(sink, email)).toHaveLength(2);
    expect(record(await subscriberRow(running, email))).toEqual(record(left));

    // The person opens it and confirms: subscribed again, with the new proof.
    await request(http(running))
      .post('/api/newsletter/confirm')
      .type('form')
      .send({ token: confirmationToken(mails[1]) })
      .expect(200);
    const back = await subscriberRow(running, email);
    expect(back).toMatchObject({
      status: 'confirmed',
      language: 'en',
      consentLanguage: 'en',
      consentText: NEWSLETTER_CONSENT_TEXTS['1.1'].en,
      unsubscribedAt: null,
    });
    expect(back!.confirmedAt!.getTime()).toBeGreaterThan(left!.unsubscribedAt!.getTime());
    expect(back!.requestedAt.getTime()).toBeGreaterThan(left!.unsubscribedAt!.getTime());

    const history = [
      {
        event: 'confirmed',
        at: left!.confirmedAt!.toISOString(),
        requestedAt: left!.requestedAt.toISOString(),
        privacyPolicyVersion: '1.1',
        consentText: NEWSLETTER_CONSENT_TEXTS['1.1'].es,
        consentLanguage: 'es',
      },
      {
        event: 'unsubscribed',
        at: left!.unsubscribedAt!.toISOString(),
        requestedAt: null,
        privacyPolicyVersion: null,
        consentText: null,
        consentLanguage: null,
      },
      {
        event: 'confirmed',
        at: back!.confirmedAt!.toISOString(),
        requestedAt: back!.requestedAt.toISOString(),
        privacyPolicyVersion: '1.1',
        consentText: NEWSLETTER_CONSENT_TEXTS['1.1'].en,
        consentLanguage: 'en',
      },
    ];
    // Staff see it in the list and the CSV; data-subject access includes it.
    const list = await asStaff(request(http(running)).get(`${LIST}?q=regresa`)).expect(200);
    expect(list.body.items).toEqual([expect.objectContaining({ email, status: 'confirmed', history })]);
    const csv = await asStaff(request(http(running)).get(`${LIST}/export.csv?q=regresa`))
      .buffer(true)
      .expect(200);
    expect(csv.text).toContain(
      `"confirmada ${history[0].at} (1.1); baja ${history[1].at}; confirmada ${history[2].at} (1.1)"`,
    );
    const access = await asStaff(request(http(running)).post('/api/data-subjects/access'))
      .send({ email })
      .expect(200);
    expect(access.body.subscriptions).toEqual([expect.objectContaining({ status: 'confirmed', history })]);

    // Erasure still deletes the address with its history.
    const erased = await asStaff(request(http(running)).post('/api/data-subjects/erasure'))
      .send({ email })
      .expect(200);
    expect(erased.body).toEqual({ deleted: 0, subscriptionsDeleted: 1 });
    expect(await subscriberRow(running, email)).toBeNull();
    const events = (await running.app
      .get(DataSource)
      .query(
        `SELECT COUNT(*) AS n FROM newsletter_subscriber_events WHERE subscriber_id = ${back!.id}`,
      )) as Array<{
      n: number | string;
    }>;
    expect(Number(events[0].n)).toBe(0);
  });
});
