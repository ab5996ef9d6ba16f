import request from 'supertest';
import { DataSource } from 'typeorm';
import { type RunningApp } from '../src/app';
import { Clock } from '../src/common/clock';
import { type StaffPost } from '../src/content/blog/staff-post';
import { NewsletterDispatcher } from '../src/newsletter/newsletter-dispatcher';
import { NewsletterSubscriber } from '../src/newsletter/newsletter-subscriber.entity';
import { SubscriberLinks } from '../src/newsletter/subscriber-links';
import { draft, POSTS } from './blog-fixtures';
import { http } from './harness';
import { type SmtpSink, type SunkMessage } from './smtp-sink';

export const NEWSLETTER_SMTP = {
  NOTIFY_TO: 'abogada@firma.example',
  NOTIFY_FROM: 'Sitio web <web@firma.example>',
  NOTIFY_PROSPECT: 'false',
};
export const PUBLIC_URL = 'https://abogados.example.co';
export const HOUR = 60 * 60_000;

export const subscribe = (running: RunningApp, email: string, idioma: 'es' | 'en' = 'es') =>
  request(http(running)).post('/api/newsletter').send({ email, consent: true, idioma });

export const subscriberRow = (running: RunningApp, email: string) =>
  running.app.get(DataSource).getRepository(NewsletterSubscriber).findOneBy({ email });

export const subscriberRows = (running: RunningApp) =>
  running.app
    .get(DataSource)
    .getRepository(NewsletterSubscriber)
    .find({ order: { id: 'ASC' } });

/** Moves the server's clock by `offsetMs` from now (0: back to the real time). */
export function shiftNewsletterClock(running: RunningApp, offsetMs: number): void {
  running.app.get(Clock).now = () => new Date(Date.now() + offsetMs);
}

export const mailsTo = (sink: SmtpSink, address: string): SunkMessage[] =>
  sink.messages.filter((message) => message.envelope.to.includes(address));

/** Waits for the `count`-th email to an address and answers them all. */
export async function waitForMailsTo(sink: SmtpSink, address: string, count = 1): Promise<SunkMessage[]> {
  const until = Date.now() + 30_000;
  for (;;) {
    const found = mailsTo(sink, address);
    if (found.length >= count) return found;
    if (Date.now() > until) throw new Error(`${found.length} of ${count} email(s) to ${address} arrived`);
    await new Promise((done) => setTimeout(done, 50));
  }
}

/** The confirmation link's secret in an email's text part. */
export function confirmationToken(message: SunkMessage): string {
  const found = /\/api\/newsletter\/confirm\?token=([A-Za-z0-9_-]{43})/.exec(message.mail.text ?? '');
  if (!found) throw new Error(`no confirmation link in: ${message.mail.text}`);
  return found[1];
}

/** Subscribes an address and confirms it through its email's link; answers the confirmed row. */
export async function subscribeAndConfirm(
  running: RunningApp,
  sink: SmtpSink,
  email: string,
  idioma: 'es' | 'en' = 'es',
): Promise<NewsletterSubscriber> {
  await subscribe(running, email, idioma).expect(202);
  const [mail] = await waitForMailsTo(sink, email);
  await request(http(running))
    .post('/api/newsletter/confirm')
    .type('form')
    .send({ token: confirmationToken(mail) })
    .expect(200);
  const row = await subscriberRow(running, email);
  if (row?.status !== 'confirmed') throw new Error(`${email} is not confirmed`);
  return row;
}

/**
 * A secret for the address's unsubscribe and preferences links, made as the sender makes one for each post
 * email (the database keeps only its hash, so a test cannot read one back).
 */
export async function linkToken(running: RunningApp, email: string): Promise<string> {
  const row = await subscriberRow(running, email);
  if (!row) throw new Error(`no subscriber ${email}`);
  return running.app.get(SubscriberLinks).issue(row.id);
}

/**
 * Staff publish a post titled `title`, preview it and send it to the newsletter; the outbox runs once and the
 * run ends. The server's clock must be inside a Ley 2300 window for the posts to leave.
 */
export async function sendPostToNewsletter(
  running: RunningApp,
  cookie: string,
  title: string,
): Promise<void> {
  const staff = (test: request.Test) => test.set('Cookie', cookie);
  const created = (
    await staff(request(http(running)).post(POSTS))
      .send(draft({ title }))
      .expect(201)
  ).body as StaffPost;
  await staff(request(http(running)).post(`${POSTS}/${created.id}/publish`))
    .send({})
    .expect(200);
  await staff(request(http(running)).post(`${POSTS}/${created.id}/newsletter/preview`)).expect(202);
  await staff(request(http(running)).post(`${POSTS}/${created.id}/newsletter`)).expect(201);
  const dispatcher = running.app.get(NewsletterDispatcher);
  dispatcher.kick();
  await dispatcher.whenIdle();
}
