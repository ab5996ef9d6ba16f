import { existsSync, readFileSync } from 'node:fs';
import request, { type Test } from 'supertest';
import { DataSource } from 'typeorm';
import { type RunningApp } from '../src/app';
import { Clock } from '../src/common/clock';
import { addStaff, ENGINE, http, login, TestWorkspace, undoMigrationsThrough } from './harness';
import {
  confirmationToken,
  NEWSLETTER_SMTP,
  PUBLIC_URL,
  sendPostToNewsletter,
  subscribe,
  subscriberRow,
  waitForMailsTo,
} from './newsletter-helpers';
import { SmtpSink, type SunkMessage } from './smtp-sink';

/** Wednesday 9 December 2026, noon in Medellín: inside a Ley 2300 window. */
const WEDNESDAY_NOON = new Date('2026-12-09T12:00:00-05:00');
const sha256Hex = /^[0-9a-f]{64}$/;

/** Every link secret an email carries, in its headers, text and HTML. */
function secretsIn(message: SunkMessage): string[] {
  const raw = [
    ...message.mail.headerLines.map((line) => line.line),
    message.mail.text ?? '',
    String(message.mail.html),
  ].join('\n');
  return [...new Set([...raw.matchAll(/token=([A-Za-z0-9_-]{43})/g)].map((match) => match[1]))];
}

describe(`newsletter: link secrets at rest (${ENGINE})`, () => {
  const workspace = new TestWorkspace();
  let sink: SmtpSink;
  let running: RunningApp;
  let cookie: string;

  const api = () => request(http(running));
  const asStaff = (test: Test) => test.set('Cookie', cookie);
  const confirmPost = (token: string) => api().post('/api/newsletter/confirm').type('form').send({ token });
  const oneClick = (token: string) =>
    api().post(`/api/newsletter/unsubscribe?token=${token}`).type('form').send('List-Unsubscribe=One-Click');

  /**
   * Whether the database holds `text` anywhere: in any row of any table and, on SQLite, anywhere in its
   * files as bytes (the database, its write-ahead log), free pages included.
   */
  async function databaseHolds(text: string): Promise<boolean> {
    const dataSource = running.app.get(DataSource);
    for (const { tableName } of dataSource.entityMetadatas) {
      const rows: unknown = await dataSource.query(`SELECT * FROM ${tableName}`);
      if (JSON.stringify(rows).includes(text)) return true;
    }
    if (ENGINE === 'sqlite') {
      const file = workspace.databaseUrl.replace(/^sqlite:/, '');
      for (const path of [file, `${file}-wal`, `${file}-journal`]) {
        if (existsSync(path) && readFileSync(path).includes(Buffer.from(text))) return true;
      }
    }
    return false;
  }

  beforeAll(async () => {
    sink = await SmtpSink.start();
    running = await workspace.start({ SMTP_URL: sink.url, PUBLIC_URL, ...NEWSLETTER_SMTP });
    await addStaff(running);
    cookie = await login(running);
  });
  afterEach(() => (running.app.get(Clock).now = () => new Date()));
  afterAll(async () => {
    await running.close();
    await sink.stop();
    workspace.cleanup();
  });

  it('keeps no secret of the links it emails: the links work, and a hash from the database opens nothing', async () => {
    const email = 'secreta@example.com';
    await subscribe(running, email).expect(202);
    const [confirmation] = await waitForMailsTo(sink, email);
    await confirmPost(confirmationToken(confirmation)).expect(200);

    // A post goes to the newsletter, inside a Ley 2300 window.
    running.app.get(Clock).now = () => new Date(WEDNESDAY_NOON);
    await sendPostToNewsletter(running, cookie, 'Boletín de los secretos');
    const mails = await waitForMailsTo(sink, email, 2);
    const secrets = mails.flatMap(secretsIn);
    expect(secrets.length).toBeGreaterThanOrEqual(2);

    for (const secret of secrets) expect(await databaseHolds(secret)).toBe(false);

    // The post's links work as emailed: the preferences page, and the one-click unsubscribe.
    const [unsubscribe] = secretsIn(mails[1]);
    await api().get(`/api/newsletter/preferences?token=${unsubscribe}`).expect(200);

    // What the database holds is no key: neither as stored nor as the 43 characters of a secret.
    const asSecret = (hash: string) => Buffer.from(hash, 'hex').toString('base64url');
    const stored = (await running.app
      .get(DataSource)
      .query('SELECT token_hash FROM newsletter_link_tokens')) as Array<{ token_hash: string }>;
    expect(stored.length).toBeGreaterThan(0);
    for (const { token_hash: hash } of stored) {
      expect(hash).toMatch(sha256Hex);
      for (const key of [hash, asSecret(hash)]) {
        await api().get(`/api/newsletter/preferences?token=${key}`).expect(404);
        await oneClick(key).expect(404);
      }
    }
    expect((await subscriberRow(running, email))!.status).toBe('confirmed');
    await subscribe(running, 'pendiente@example.com').expect(202);
    await waitForMailsTo(sink, 'pendiente@example.com');
    const pending = await subscriberRow(running, 'pendiente@example.com');
    expect(pending!.confirmTokenHash).toMatch(sha256Hex);
    for (const key of [pending!.confirmTokenHash!, asSecret(pending!.confirmTokenHash!)])
      await confirmPost(key).expect(410);
    expect((await subscriberRow(running, 'pendiente@example.com'))!.status).toBe('pending');

    await oneClick(unsubscribe).expect(200);
    expect((await subscriberRow(running, email))!.status).toBe('unsubscribed');
  });

  it('keeps the links of emails sent before the secrets were hashed working', async () => {
    const dataSource = running.app.get(DataSource);
    await undoMigrationsThrough(dataSource, 'NewsletterSuppressionAndHashedLinks1764410000000');
    // Two subscribers as the earlier schema kept them: a confirmed one with its raw unsubscribe secret, and
    // a pending one whose confirmation email (with its secret) had been sent.
    const now = new Date();
    const unsubscribeSecret = 'A'.repeat(20) + 'b'.repeat(23);
    const confirmSecret = 'C'.repeat(21) + 'd'.repeat(22);
    const insert = (values: Record<string, unknown>) => {
      const [sql, parameters] = dataSource.driver.escapeQueryWithParameters(
        'INSERT INTO newsletter_subscribers (email, language, status, requested_at, confirm_token_hash, ' +
          'confirm_expires_at, confirmation_sent_at, confirmed_at, privacy_policy_version, consent_text, ' +
          'consent_language, unsubscribed_at, unsubscribe_token, created_at) VALUES (:email, :language, ' +
          ':status, :now, :hash, :expires, :now, :confirmedAt, :version, :text, :language, NULL, :token, :now)',
        { now, ...values },
        {},
      );
      return dataSource.query(sql, parameters);
    };
    const { createHash } = await import('node:crypto');
    await insert({
      email: 'antigua@example.com',
      language: 'es',
      status: 'confirmed',
      hash: null,
      expires: null,
      confirmedAt: now,
      version: '1.1',
      text: 'Acepto recibir el boletín.',
      token: unsubscribeSecret,
    });
    await insert({
      email: 'antigua-pendiente@example.com',
      language: 'en',
      status: 'pending',
      hash: createHash('sha256').update(confirmSecret).digest('hex'),
      expires: new Date(now.getTime() + 3600_000),
      confirmedAt: null,
      version: null,
      text: null,
      token: 'E'.repeat(43),
    });
    await dataSource.runMigrations();
    // Undoing the migrations after it ended the sessions on SQLite (see undoMigrationsThrough).
    cookie = await login(running);

    const page = await api().get(`/api/newsletter/preferences?token=${unsubscribeSecret}`).expect(200);
    expect(page.text).toContain('Tu suscripción al boletín');
    await confirmPost(confirmSecret).expect(200);
    expect((await subscriberRow(running, 'antigua-pendiente@example.com'))!.status).toBe('confirmed');
    const rows: unknown = await dataSource.query('SELECT * FROM newsletter_subscribers');
    expect(JSON.stringify(rows)).not.toContain(unsubscribeSecret);
    // Its confirmation, from before, is in its history.
    const access = await asStaff(api().post('/api/data-subjects/access'))
      .send({ email: 'antigua@example.com' })
      .expect(200);
    expect(access.body.subscriptions[0].history).toEqual([
      expect.objectContaining({ event: 'confirmed', privacyPolicyVersion: '1.1' }),
    ]);
    await oneClick(unsubscribeSecret).expect(200);
    expect((await subscriberRow(running, 'antigua@example.com'))!.status).toBe('unsubscribed');
  });
});
