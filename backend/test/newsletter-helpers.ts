import request from 'supertest';
import { DataSource } from 'typeorm';
import { type RunningApp } from '../src/app';
import { Clock } from '../src/common/clock';
import { NewsletterSubscriber } from '../src/newsletter/newsletter-subscriber.entity';
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
