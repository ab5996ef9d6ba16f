import request, { type Test } from 'supertest';
import { DataSource } from 'typeorm';
import { bootstrap, type RunningApp } from '../src/app';
import { AuditEntry } from '../src/audit/audit-entry.entity';
import { Clock } from '../src/common/clock';
import { hashToken, newSecret } from '../src/common/secret-token';
import { type StaffPost } from '../src/content/blog/staff-post';
import { ContentService } from '../src/content/content.service';
import { type CampaignDto } from '../src/newsletter/campaigns.dto';
import { ConfirmationQueue } from '../src/newsletter/confirmation-queue';
import { NewsletterDispatcher } from '../src/newsletter/newsletter-dispatcher';
import { NewsletterSubscriber } from '../src/newsletter/newsletter-subscriber.entity';
import { NewsletterMessage } from '../src/newsletter/sending-entities';
import { type Body, draft, POSTS } from './blog-fixtures';
import { STAFF } from './factories';
import { addStaff, ENGINE, http, login, TestWorkspace, withApp } from './harness';
import { addSubscribers, subscriberOf } from './newsletter-fixtures';
import { SmtpSink, type SunkMessage } from './smtp-sink';

const PUBLIC_URL = 'https://abogados.example.co';
/** An instant written in Bogotá's time (UTC-5 all year). */
const bogota = (local: string) => new Date(`${local}-05:00`);

const SUNDAY = bogota('2026-11-29T10:00:00');
const SATURDAY_15 = bogota('2026-11-28T15:00:00');
const MONDAY_7 = bogota('2026-11-30T07:00:00');
/** Monday 16 November 2026 is a public holiday (Independencia de Cartagena, moved to Monday). */
const HOLIDAY_MONDAY = bogota('2026-11-16T10:00:00');
const TUESDAY_AFTER_HOLIDAY_7 = bogota('2026-11-17T07:00:00');
const WEDNESDAY_NOON = bogota('2026-11-25T12:00:00');

describe(`newsletter: sending a post (${ENGINE})`, () => {
  const workspace = new TestWorkspace();
  let sink: SmtpSink;
  let running: RunningApp;
  let cookie: string;
  let titles = 0;

  const api = () => request(http(running));
  const asStaff = (test: Test) => test.set('Cookie', cookie);
  const setClock = (at: Date) => (running.app.get(Clock).now = () => new Date(at));
  /** Runs the outbox now and waits for the run to end. */
  const runOutbox = async () => {
    const dispatcher = running.app.get(NewsletterDispatcher);
    dispatcher.kick();
    await dispatcher.whenIdle();
  };
  /** A published post with a title of its own (the sink's messages are told apart by it). */
  const publishedPost = async (changes: Body = {}) => {
    titles += 1;
    const created = (
      await asStaff(api().post(POSTS))
        .send(draft({ title: `Boletín de prueba ${titles} <b>&</b>`, ...changes }))
        .expect(201)
    ).body as StaffPost;
    return (
      await asStaff(api().post(`${POSTS}/${created.id}/publish`))
        .send({})
        .expect(200)
    ).body as StaffPost;
  };
  const preview = (post: StaffPost) => asStaff(api().post(`${POSTS}/${post.id}/newsletter/preview`));
  const send = (post: StaffPost) => asStaff(api().post(`${POSTS}/${post.id}/newsletter`));
  const campaign = async (post: StaffPost) =>
    (await asStaff(api().get(`${POSTS}/${post.id}/newsletter`)).expect(200)).body as CampaignDto;
  /** The messages of a post, not its previews. */
  const deliveries = (post: StaffPost): SunkMessage[] =>
    sink.messages.filter(
      (message) => message.mail.subject?.startsWith(post.title) && !message.envelope.to.includes(STAFF.email),
    );
  const recipients = (post: StaffPost) =>
    deliveries(post)
      .flatMap((message) => message.envelope.to)
      .sort();
  const previewAndSend = async (post: StaffPost) => {
    await preview(post).expect(202);
    return (await send(post).expect(201)).body as CampaignDto;
  };

  beforeAll(async () => {
    sink = await SmtpSink.start();
    running = await bootstrap({
      config: workspace.config({
        SMTP_URL: sink.url,
        PUBLIC_URL,
        NOTIFY_TO: 'abogada@firma.example',
        NOTIFY_FROM: 'Boletín <boletin@firma.example>',
      }),
      logger: false,
    });
    await addStaff(running);
    cookie = await login(running);
  });
  afterEach(() => setClock(new Date()));
  afterAll(async () => {
    await running.close();
    await sink.stop();
    workspace.cleanup();
  });

  it('previews to the staff member only, then sends once; refuses a draft, a send before a preview, a second send', async () => {
    setClock(WEDNESDAY_NOON);
    const draftPost = (
      await asStaff(api().post(POSTS))
        .send(draft({ title: 'Borrador sin publicar' }))
        .expect(201)
    ).body as StaffPost;
    await preview(draftPost).expect(409);
    await send(draftPost).expect(409);
    await asStaff(api().get(`${POSTS}/${draftPost.id}/newsletter`)).expect(404);
    await asStaff(api().post(`${POSTS}/no-such-post/newsletter/preview`)).expect(404);
    await api().post(`${POSTS}/${draftPost.id}/newsletter/preview`).expect(401);

    const addresses = await addSubscribers(running, 3, { prefix: 'preview-es' });
    const post = await publishedPost();
    const refused = await send(post).expect(409);
    expect((refused.body as { message: string }).message).toMatch(/preview/);

    const answer = await preview(post).expect(202);
    expect(answer.body).toEqual({ to: STAFF.email });
    const [previewed] = await sink.waitFor(post.title);
    expect(previewed.envelope.to).toEqual([STAFF.email]);
    expect(previewed.mail.subject).toBe(
      `[Vista previa] ${post.title} - ${running.app.get(ContentService).snapshot().firm.name}`,
    );
    // Nobody else got anything from the preview.
    await runOutbox();
    expect(sink.withSubject(post.title)).toHaveLength(1);

    const queued = (await send(post).expect(201)).body as CampaignDto;
    expect(queued).toMatchObject({
      postId: post.id,
      language: 'es',
      requestedBy: STAFF.email,
      state: 'sending',
      nextWindowAt: null,
      counts: { total: 3, queued: 3, sent: 0, failed: 0, unsubscribed: 0 },
    });
    await send(post).expect(409);
    await runOutbox();
    expect(recipients(post)).toEqual([...addresses].sort());
    expect(await campaign(post)).toMatchObject({
      state: 'done',
      counts: { total: 3, queued: 0, sent: 3, failed: 0, unsubscribed: 0 },
    });
    await send(post).expect(409);

    const audit = await running.app
      .get(DataSource)
      .getRepository(AuditEntry)
      .findBy({ target: `post ${post.id}` });
    expect(audit.map((entry) => [entry.action, entry.actor])).toEqual(
      expect.arrayContaining([
        ['newsletter_preview_sent', STAFF.email],
        ['newsletter_send_requested', STAFF.email],
      ]),
    );
  });

  it('sends only to confirmed subscribers of the post language, skips one who left after queuing, never a pending address', async () => {
    setClock(WEDNESDAY_NOON);
    const confirmed = await addSubscribers(running, 4, { prefix: 'lang-es' });
    const english = await addSubscribers(running, 2, { prefix: 'lang-en', language: 'en' });
    const pending = await addSubscribers(running, 2, { prefix: 'lang-pending', status: 'pending' });
    const left = await addSubscribers(running, 2, { prefix: 'lang-left', status: 'unsubscribed' });
    // Queued on a Sunday so nothing goes before one of them leaves.
    setClock(SUNDAY);
    const post = await publishedPost();
    const queued = await previewAndSend(post);
    const everyEs = await running.app
      .get(DataSource)
      .getRepository(NewsletterSubscriber)
      .countBy({ status: 'confirmed', language: 'es' });
    expect(queued.counts.total).toBe(everyEs);
    const leaving = confirmed[0];
    await running.app
      .get(DataSource)
      .getRepository(NewsletterSubscriber)
      .update({ email: leaving }, { status: 'unsubscribed', unsubscribedAt: SUNDAY });

    setClock(MONDAY_7);
    await runOutbox();
    const got = recipients(post);
    expect(got).toEqual(expect.arrayContaining(confirmed.slice(1)));
    for (const address of [leaving, ...english, ...pending, ...left]) expect(got).not.toContain(address);
    expect(new Set(got).size).toBe(got.length);
    expect(await campaign(post)).toMatchObject({
      state: 'done',
      counts: { total: everyEs, queued: 0, sent: everyEs - 1, failed: 0, unsubscribed: 1 },
    });
    const skipped = await running.app
      .get(DataSource)
      .getRepository(NewsletterMessage)
      .findOneByOrFail({ subscriberId: (await subscriberOf(running, leaving)).id, kind: 'post' });
    expect(skipped).toMatchObject({ status: 'skipped', lastError: 'unsubscribed since' });
    // A pending address has nothing but confirmations in the outbox.
    for (const address of pending) {
      const rows = await running.app
        .get(DataSource)
        .getRepository(NewsletterMessage)
        .findBy({ subscriberId: (await subscriberOf(running, address)).id });
      expect(rows.filter((row) => row.kind !== 'confirm')).toEqual([]);
    }
  });

  it('carries both List-Unsubscribe headers, a visible link, the firm facts and the post language', async () => {
    setClock(WEDNESDAY_NOON);
    const [address] = await addSubscribers(running, 1, { prefix: 'mail-en', language: 'en' });
    const post = await publishedPost({ language: 'en', slug: 'after-an-accident' });
    await previewAndSend(post);
    await runOutbox();
    const [message] = deliveries(post).filter((m) => m.envelope.to.includes(address));
    expect(message).toBeDefined();
    const { mail } = message;
    const firm = running.app.get(ContentService).snapshot().firm;
    // The raw header lines, unfolded (mailparser turns the List-* headers into one parsed object).
    const header = (key: string) =>
      mail.headerLines
        .filter((line) => line.key === key)
        .map((line) => line.line.replace(/\r?\n[ \t]+/g, ' '));
    // The email's own secret, made as it was sent.
    const token = /token=([A-Za-z0-9_-]{43})>$/.exec(header('list-unsubscribe').join(''))?.[1];
    expect(header('list-unsubscribe')).toEqual([
      `List-Unsubscribe: <${PUBLIC_URL}/api/newsletter/unsubscribe?token=${token}>`,
    ]);
    expect(header('list-unsubscribe-post')).toEqual(['List-Unsubscribe-Post: List-Unsubscribe=One-Click']);
    expect(mail.messageId).toMatch(/^<newsletter-\d+\.\d+@abogados\.example\.co>$/);
    expect(mail.subject).toBe(`${post.title} - ${firm.name}`);
    const html = String(mail.html);
    const text = mail.text ?? '';
    expect(html).toContain('<html lang="en">');
    // Escaped, never markup.
    expect(html).toContain('Boletín de prueba');
    expect(html).toContain('&lt;b&gt;&amp;&lt;/b&gt;');
    expect(html).not.toContain('<b>&</b>');
    const preferences = `${PUBLIC_URL}/api/newsletter/preferences?token=${token}`;
    expect(html).toContain(`<a href="${preferences}">Unsubscribe or change language</a>`);
    expect(html).toContain(`<a href="${PUBLIC_URL}/en/blog/after-an-accident"`);
    expect(html).toContain('Read the post');
    expect(text).toContain(`Read the post: ${PUBLIC_URL}/en/blog/after-an-accident`);
    expect(text).toContain(preferences);
    expect(text).toContain('you subscribed to the newsletter on abogados.example.co');
    for (const fact of [firm.name, firm.phone, firm.email, firm.address.street]) {
      expect(text).toContain(fact);
    }
  });

  it.each([
    ['a Sunday', SUNDAY, bogota('2026-11-30T06:59:59'), MONDAY_7],
    ['Saturday at 15:00', SATURDAY_15, bogota('2026-11-30T06:59:59'), MONDAY_7],
    ['a holiday Monday', HOLIDAY_MONDAY, bogota('2026-11-17T06:59:00'), TUESDAY_AFTER_HOLIDAY_7],
  ])(
    'waits when requested on %s until the next window opens, then sends',
    async (_name, at, before, opens) => {
      setClock(WEDNESDAY_NOON);
      await addSubscribers(running, 2, { prefix: `window-${at.getTime()}` });
      setClock(at);
      const post = await publishedPost();
      const queued = await previewAndSend(post);
      expect(queued.state).toBe('waiting');
      expect(queued.nextWindowAt).toBe(opens.toISOString());
      await runOutbox();
      setClock(before);
      await runOutbox();
      expect(deliveries(post)).toEqual([]);
      expect(await campaign(post)).toMatchObject({
        state: 'waiting',
        counts: { sent: 0, queued: queued.counts.total },
      });

      setClock(opens);
      await runOutbox();
      expect(deliveries(post)).toHaveLength(queued.counts.total);
      expect(await campaign(post)).toMatchObject({
        state: 'done',
        nextWindowAt: null,
        counts: { sent: queued.counts.total, queued: 0 },
      });
    },
  );

  it('retries a message the mail server defers, and gives it up after a day of attempts', async () => {
    setClock(WEDNESDAY_NOON);
    const [address] = await addSubscribers(running, 1, { prefix: 'deferred', language: 'en' });
    const subscriber = await subscriberOf(running, address);
    const post = await publishedPost({ language: 'en', slug: 'deferred-post' });
    await preview(post).expect(202);
    // Every English subscriber's message is deferred, this test's one among them.
    sink.rejection = { code: 451, text: '4.3.0 Try again later' };
    try {
      const queued = (await send(post).expect(201)).body as CampaignDto;
      await runOutbox();
      const messages = running.app.get(DataSource).getRepository(NewsletterMessage);
      const row = () => messages.findOneByOrFail({ subscriberId: subscriber.id, campaignId: queued.id });
      expect(await row()).toMatchObject({ status: 'pending', attempts: 1 });
      expect((await row()).lastError).toContain('451');

      setClock(new Date(WEDNESDAY_NOON.getTime() + 10 * 60_000));
      await runOutbox();
      expect(await row()).toMatchObject({ status: 'pending', attempts: 2 });

      // Thursday, a minute past a day after the first attempt, inside the window.
      setClock(new Date(WEDNESDAY_NOON.getTime() + 24 * 60 * 60_000 + 60_000));
      await runOutbox();
      expect(await row()).toMatchObject({ status: 'failed', attempts: 3 });
      expect(await campaign(post)).toMatchObject({
        state: 'done',
        counts: { queued: 0, sent: 0, failed: queued.counts.total },
      });
    } finally {
      sink.rejection = undefined;
    }
    expect(deliveries(post).flatMap((message) => message.envelope.to)).not.toContain(address);
  });

  it("unsubscribes in one click from the email's own List-Unsubscribe link, and the next send leaves the address out", async () => {
    setClock(WEDNESDAY_NOON);
    const [leaving, staying] = await addSubscribers(running, 2, { prefix: 'one-click', language: 'en' });
    const first = await publishedPost({ language: 'en', slug: 'first-letter' });
    await previewAndSend(first);
    await runOutbox();
    const [received] = deliveries(first).filter((message) => message.envelope.to.includes(leaving));
    expect(received).toBeDefined();
    // The URL exactly as the mail client reads it from the header, posted the way RFC 8058 says: no
    // cookie, no Origin, the one-click body.
    const header = received.mail.headerLines.find((line) => line.key === 'list-unsubscribe');
    const target = /<([^>]+)>/.exec(header?.line ?? '')?.[1];
    expect(target).toBeDefined();
    const url = new URL(target!);
    expect(url.origin).toBe(PUBLIC_URL);
    await api()
      .post(url.pathname + url.search)
      .type('form')
      .send('List-Unsubscribe=One-Click')
      .expect(200);
    expect((await subscriberOf(running, leaving)).status).toBe('unsubscribed');

    const next = await publishedPost({ language: 'en', slug: 'second-letter' });
    const queued = await previewAndSend(next);
    await runOutbox();
    const got = recipients(next);
    expect(got).toContain(staying);
    expect(got).not.toContain(leaving);
    expect(queued.counts.total).toBe(got.length);
  });

  it('sends confirmation emails at any hour with a secret made as they go (its hash alone kept), and skips one already confirmed', async () => {
    setClock(WEDNESDAY_NOON);
    const [pendingAddress] = await addSubscribers(running, 1, {
      prefix: 'confirm-pending',
      status: 'pending',
      language: 'en',
    });
    const [confirmedAddress] = await addSubscribers(running, 1, { prefix: 'confirm-done' });
    const pending = await subscriberOf(running, pendingAddress);
    const already = await subscriberOf(running, confirmedAddress);
    setClock(SUNDAY);
    // An open request, as a subscription writes it: the hash of a secret nobody holds.
    const placeholder = hashToken(newSecret());
    const subscribers = running.app.get(DataSource).getRepository(NewsletterSubscriber);
    await subscribers.update(
      { id: pending.id },
      { confirmTokenHash: placeholder, confirmExpiresAt: new Date(SUNDAY.getTime() + 48 * 3600_000) },
    );
    const queue = running.app.get(ConfirmationQueue);
    await queue.queueConfirmation(pending.id, '127.0.0.1');
    await queue.queueConfirmation(already.id, '127.0.0.1');
    await runOutbox();

    const [message] = await sink.waitFor('Confirm your newsletter subscription');
    expect(message.envelope.to).toEqual([pendingAddress]);
    const token = /\/api\/newsletter\/confirm\?token=([A-Za-z0-9_-]{43})/.exec(
      String(message.mail.html),
    )?.[1];
    expect(token).toBeDefined();
    const row = await subscribers.findOneByOrFail({ id: pending.id });
    expect(row.confirmTokenHash).toBe(hashToken(token!));
    expect(row.confirmTokenHash).not.toBe(placeholder);
    const messages = running.app.get(DataSource).getRepository(NewsletterMessage);
    expect(await messages.findOneByOrFail({ subscriberId: pending.id, kind: 'confirm' })).toMatchObject({
      status: 'sent',
    });
    expect(await messages.findOneByOrFail({ subscriberId: already.id, kind: 'confirm' })).toMatchObject({
      status: 'skipped',
      lastError: 'subscriber confirmed',
    });
    expect(sink.messages.filter((m) => m.envelope.to.includes(confirmedAddress))).toEqual([]);
  });
});

describe(`newsletter: sending without email configured (${ENGINE})`, () => {
  it('refuses the preview and the send with 409 "Email is not configured"', async () => {
    await withApp({}, async (running) => {
      await addStaff(running);
      const cookie = await login(running);
      const api = () => request(http(running));
      const created = (await api().post(POSTS).set('Cookie', cookie).send(draft()).expect(201))
        .body as StaffPost;
      await api().post(`${POSTS}/${created.id}/publish`).set('Cookie', cookie).send({}).expect(200);
      for (const path of ['newsletter/preview', 'newsletter']) {
        const refused = await api().post(`${POSTS}/${created.id}/${path}`).set('Cookie', cookie).expect(409);
        expect((refused.body as { message: string }).message).toBe('Email is not configured');
      }
    });
  });
});
