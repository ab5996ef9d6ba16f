import request from 'supertest';
import { type RunningApp } from '../src/app';
import { ContentService } from '../src/content/content.service';
import { NEWSLETTER_CONSENT_TEXTS } from '../src/newsletter/newsletter-consent';
import { type SiteContent } from '../src/content/site-content.types';
import { addStaff, ENGINE, http, login, TestWorkspace, withApp } from './harness';
import {
  confirmationToken,
  HOUR,
  linkToken,
  mailsTo,
  NEWSLETTER_SMTP,
  PUBLIC_URL,
  shiftNewsletterClock,
  subscribe,
  subscribeAndConfirm,
  subscriberRow,
  subscriberRows,
  waitForMailsTo,
} from './newsletter-helpers';
import { SmtpSink } from './smtp-sink';

const ACCEPTED = {
  es: { message: 'Revisa tu correo: te enviamos un enlace para confirmar la suscripción.' },
  en: { message: 'Check your email: we sent you a link to confirm your subscription.' },
};

describe(`newsletter subscriptions (${ENGINE})`, () => {
  const workspace = new TestWorkspace();
  let sink: SmtpSink;
  let running: RunningApp;

  beforeAll(async () => {
    sink = await SmtpSink.start();
    running = await workspace.start({ SMTP_URL: sink.url, PUBLIC_URL, ...NEWSLETTER_SMTP });
  });
  afterEach(() => shiftNewsletterClock(running, 0));
  afterAll(async () => {
    await running.close();
    await sink.stop();
    workspace.cleanup();
  });

  const confirmPost = (token: string) =>
    request(http(running)).post('/api/newsletter/confirm').type('form').send({ token });

  it('answers 202 with the same body whatever the state of the address', async () => {
    const email = 'estados@example.com';
    const answers: unknown[] = [];
    // new
    answers.push((await subscribe(running, email).expect(202)).body);
    const [mail] = await waitForMailsTo(sink, email);
    // pending
    answers.push((await subscribe(running, email).expect(202)).body);
    await confirmPost(confirmationToken(mail)).expect(200);
    // confirmed
    answers.push((await subscribe(running, email).expect(202)).body);
    await request(http(running))
      .post(`/api/newsletter/unsubscribe?token=${await linkToken(running, email)}`)
      .type('form')
      .send('List-Unsubscribe=One-Click')
      .expect(200);
    // unsubscribed
    answers.push((await subscribe(running, email).expect(202)).body);
    for (const answer of answers) expect(answer).toEqual(ACCEPTED.es);
    expect((await subscribe(running, 'otro-estado@example.com', 'en').expect(202)).body).toEqual(ACCEPTED.en);
  });

  it.each([
    [
      'an invalid email',
      { email: 'no-es-correo', consent: true, idioma: 'es' },
      { email: 'Ingresa un email válido' },
    ],
    [
      'the consent box unticked',
      { email: 'a@example.com', consent: false, idioma: 'es' },
      { consent: 'Debes aceptar recibir el boletín para suscribirte' },
    ],
    [
      'no consent',
      { email: 'a@example.com', idioma: 'en' },
      { consent: 'Debes aceptar recibir el boletín para suscribirte' },
    ],
    ['no language', { email: 'a@example.com', consent: true }, { idioma: 'Idioma debe ser es o en' }],
    [
      'an unknown field',
      { email: 'a@example.com', consent: true, idioma: 'es', nombre: 'x' },
      { nombre: 'Campo no permitido: nombre' },
    ],
  ])('refuses %s with 400 naming the field', async (_name, body, errors) => {
    const response = await request(http(running)).post('/api/newsletter').send(body).expect(400);
    expect(response.body).toEqual({ statusCode: 400, message: 'Validation failed', errors });
  });

  it('answers a filled hidden field like anyone else and stores and sends nothing', async () => {
    const email = 'bot@example.com';
    const response = await request(http(running))
      .post('/api/newsletter')
      .send({ email, consent: true, idioma: 'en', website: 'http://spam.example' })
      .expect(202);
    expect(response.body).toEqual(ACCEPTED.en);
    expect(await subscriberRow(running, email)).toBeNull();
  });

  it('refuses a subscription from another site (JSON and form), and a wrong content type', async () => {
    await request(http(running))
      .post('/api/newsletter')
      .set('Origin', 'https://evil.example')
      .send({ email: 'csrf@example.com', consent: true, idioma: 'es' })
      .expect(403);
    const page = await request(http(running))
      .post('/api/newsletter/form')
      .set('Sec-Fetch-Site', 'cross-site')
      .type('form')
      .send({ email: 'csrf@example.com', consent: 'on', idioma: 'es' })
      .expect(403);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    await request(http(running))
      .post('/api/newsletter')
      .set('Content-Type', 'text/plain')
      .send('email=csrf@example.com')
      .expect(415);
    expect(await subscriberRow(running, 'csrf@example.com')).toBeNull();
  });

  it('sends the confirmation in the language of the page, with the firm facts and the link', async () => {
    const firm = running.app.get(ContentService).snapshot().firm;
    await subscribe(running, 'lectora@example.com', 'es').expect(202);
    await subscribe(running, 'reader@example.com', 'en').expect(202);
    const [es] = await waitForMailsTo(sink, 'lectora@example.com');
    const [en] = await waitForMailsTo(sink, 'reader@example.com');
    expect(es.mail.subject).toBe(`Confirma tu suscripción al boletín - ${firm.name}`);
    expect(en.mail.subject).toBe(`Confirm your newsletter subscription - ${firm.name}`);
    for (const [message, ignore] of [
      [es, 'Si no lo pediste, ignora este mensaje'],
      [en, 'If you did not ask for this, ignore this message'],
    ] as const) {
      const token = confirmationToken(message);
      const link = `${PUBLIC_URL}/api/newsletter/confirm?token=${token}`;
      for (const part of [message.mail.text ?? '', message.mail.html || '']) {
        expect(part).toContain(link);
        expect(part).toContain(firm.phone);
        expect(part).toContain(firm.email);
        expect(part).toContain(firm.address.street);
        expect(part).toContain(ignore);
      }
      expect(message.envelope.from).toBe('web@firma.example');
    }
    // Only the hash of the secret is kept.
    const row = await subscriberRow(running, 'lectora@example.com');
    expect(row).toMatchObject({ status: 'pending', language: 'es', consentLanguage: 'es' });
    expect(row!.confirmTokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(row)).not.toContain(confirmationToken(es));
  });

  it('confirms with a POST of the link, once; opening the link never confirms', async () => {
    const email = 'confirma@example.com';
    await subscribe(running, email, 'en').expect(202);
    const [mail] = await waitForMailsTo(sink, email);
    const token = confirmationToken(mail);
    // The link as emailed: it carries the subscriber's language for its page once it no longer works.
    const link = new URL(/https?:\/\/\S+\/api\/newsletter\/confirm\?\S+/.exec(mail.mail.text ?? '')![0]);
    expect(link.searchParams.get('lang')).toBe('en');

    const opened = await request(http(running))
      .get(link.pathname + link.search)
      .expect(200);
    expect(opened.text).toContain('<html lang="en">');
    expect(opened.text).toContain('Confirm subscription');
    expect(opened.text).toContain(`value="${token}"`);
    expect(opened.text).toContain('<input type="hidden" name="lang" value="en">');
    expect(opened.headers['cache-control']).toBe('no-store');
    expect(opened.headers['x-robots-tag']).toContain('noindex');
    expect((await subscriberRow(running, email))!.status).toBe('pending');

    const done = await confirmPost(token).expect(200);
    expect(done.text).toContain('Subscription confirmed');
    const row = await subscriberRow(running, email);
    expect(row).toMatchObject({
      status: 'confirmed',
      privacyPolicyVersion: '1.1',
      consentText: NEWSLETTER_CONSENT_TEXTS['1.1'].en,
      consentLanguage: 'en',
      confirmTokenHash: null,
    });
    expect(row!.confirmedAt).toBeInstanceOf(Date);

    // Used: the row no longer knows the link, whose page is still in the language it carries.
    const again = await request(http(running))
      .post('/api/newsletter/confirm')
      .type('form')
      .send({ token, lang: 'en' })
      .expect(410);
    expect(again.text).toContain('This link no longer works');
    expect(again.text).toContain('href="/en/blog"');
    const reopened = await request(http(running))
      .get(link.pathname + link.search)
      .expect(410);
    expect(reopened.text).toContain('<html lang="en">');
    expect((await confirmPost(token).expect(410)).text).toContain('href="/blog"');
    await confirmPost('x'.repeat(43)).expect(410);
    await request(http(running)).get('/api/newsletter/confirm?token=%3Cscript%3E').expect(410);
  });

  it('records the Spanish sentence for a subscription from a Spanish page', async () => {
    const row = await subscribeAndConfirm(running, sink, 'prueba-es@example.com', 'es');
    expect(row.consentText).toBe(NEWSLETTER_CONSENT_TEXTS['1.1'].es);
    expect(row.consentLanguage).toBe('es');
  });

  it('lets a link expire after 48 hours', async () => {
    const email = 'vence@example.com';
    await subscribe(running, email, 'en').expect(202);
    const token = confirmationToken((await waitForMailsTo(sink, email))[0]);
    shiftNewsletterClock(running, 47 * HOUR);
    await request(http(running)).get(`/api/newsletter/confirm?token=${token}`).expect(200);
    shiftNewsletterClock(running, 48 * HOUR + 60_000);
    // The expired link's page is in the subscriber's language.
    const gone = await confirmPost(token).expect(410);
    expect(gone.text).toContain('This link no longer works');
    expect(gone.text).toContain('href="/en/blog"');
    expect((await subscriberRow(running, email))!.status).toBe('pending');
  });

  it('sends at most one confirmation per address per day', async () => {
    const email = 'repite@example.com';
    await subscribe(running, email).expect(202);
    const [first] = await waitForMailsTo(sink, email);
    const before = await subscriberRow(running, email);
    shiftNewsletterClock(running, 23 * HOUR);
    await subscribe(running, email, 'en').expect(202);
    // Nothing changed: no new link, no new email (a later address's email comes first).
    expect(await subscriberRow(running, email)).toEqual(before);
    await subscribe(running, 'testigo@example.com').expect(202);
    await waitForMailsTo(sink, 'testigo@example.com');
    expect(mailsTo(sink, email)).toHaveLength(1);

    shiftNewsletterClock(running, 25 * HOUR);
    await subscribe(running, email, 'en').expect(202);
    const mails = await waitForMailsTo(sink, email, 2);
    expect(mails[1].mail.subject).toContain('Confirm your newsletter subscription');
    // The first link no longer works; the new one does.
    await confirmPost(confirmationToken(first)).expect(410);
    await confirmPost(confirmationToken(mails[1])).expect(200);
  });

  it('unsubscribes at once with a one-click POST from a mail client (no Origin, or a foreign one)', async () => {
    await subscribeAndConfirm(running, sink, 'uno@example.com');
    await subscribeAndConfirm(running, sink, 'dos@example.com', 'en');
    const a = await linkToken(running, 'uno@example.com');
    const b = await linkToken(running, 'dos@example.com');
    const noOrigin = await request(http(running))
      .post(`/api/newsletter/unsubscribe?token=${a}`)
      .type('form')
      .send('List-Unsubscribe=One-Click')
      .expect(200);
    expect(noOrigin.text).toContain('Te diste de baja');
    await request(http(running))
      .post(`/api/newsletter/unsubscribe?token=${b}`)
      .set('Origin', 'https://mail.example.net')
      .set('Sec-Fetch-Site', 'cross-site')
      .type('form')
      .send('List-Unsubscribe=One-Click')
      .expect(200);
    for (const email of ['uno@example.com', 'dos@example.com']) {
      const row = await subscriberRow(running, email);
      expect(row!.status).toBe('unsubscribed');
      expect(row!.unsubscribedAt).toBeInstanceOf(Date);
    }
    await request(http(running))
      .post(`/api/newsletter/unsubscribe?token=${'y'.repeat(43)}`)
      .type('form')
      .send('List-Unsubscribe=One-Click')
      .expect(404);
    // The exemption is this path alone.
    await request(http(running))
      .post('/api/newsletter/language')
      .set('Sec-Fetch-Site', 'cross-site')
      .type('form')
      .send({ token: b, idioma: 'es' })
      .expect(403);
  });

  it('shows the preferences page, changes the language and unsubscribes from it', async () => {
    await subscribeAndConfirm(running, sink, 'prefs@example.com', 'es');
    const token = await linkToken(running, 'prefs@example.com');
    const page = await request(http(running)).get(`/api/newsletter/preferences?token=${token}`).expect(200);
    expect(page.text).toContain('Tu suscripción al boletín');
    expect(page.text).toContain('action="/api/newsletter/unsubscribe"');
    expect(page.text).toContain('action="/api/newsletter/language"');

    const changed = await request(http(running))
      .post('/api/newsletter/language')
      .type('form')
      .send({ token, idioma: 'en' })
      .expect(200);
    expect(changed.text).toContain('We saved the newsletter language.');
    expect((await subscriberRow(running, 'prefs@example.com'))!.language).toBe('en');
    await request(http(running))
      .post('/api/newsletter/language')
      .type('form')
      .send({ token, idioma: 'fr' })
      .expect(400);

    const left = await request(http(running))
      .post('/api/newsletter/unsubscribe')
      .type('form')
      .send({ token })
      .expect(200);
    expect(left.text).toContain('You have unsubscribed');
    expect((await subscriberRow(running, 'prefs@example.com'))!.status).toBe('unsubscribed');
    await request(http(running))
      .get(`/api/newsletter/preferences?token=${'z'.repeat(43)}`)
      .expect(404);
  });

  it('subscribes again from the suppression list only through a new confirmation', async () => {
    await subscribeAndConfirm(running, sink, 'vuelve@example.com');
    await request(http(running))
      .post(`/api/newsletter/unsubscribe?token=${await linkToken(running, 'vuelve@example.com')}`)
      .type('form')
      .send('List-Unsubscribe=One-Click')
      .expect(200);
    // A day after the first confirmation email (at most one a day).
    shiftNewsletterClock(running, 25 * HOUR);
    await subscribe(running, 'vuelve@example.com').expect(202);
    const mails = await waitForMailsTo(sink, 'vuelve@example.com', 2);
    // Still on the suppression list until the person confirms.
    expect((await subscriberRow(running, 'vuelve@example.com'))!.status).toBe('unsubscribed');
    await confirmPost(confirmationToken(mails[1])).expect(200);
    expect((await subscriberRow(running, 'vuelve@example.com'))!.status).toBe('confirmed');
  });

  describe('the box without JavaScript', () => {
    const form = () => request(http(running)).post('/api/newsletter/form').type('form');

    it('subscribes and sends the visitor to the check-your-email page in the language', async () => {
      const response = await form()
        .send({ email: 'sinjs@example.com', consent: 'on', idioma: 'en', website: '', return: '/en/blog' })
        .expect(303);
      expect(response.headers.location).toBe('/api/newsletter/check-email?lang=en');
      const [mail] = await waitForMailsTo(sink, 'sinjs@example.com');
      expect(mail.mail.subject).toContain('Confirm your newsletter subscription');
      const page = await request(http(running)).get(response.headers.location).expect(200);
      expect(page.text).toContain('Check your email');
      expect(page.headers['cache-control']).toBe('no-store');
    });

    it('answers a filled hidden field with the same 303 and stores nothing', async () => {
      const response = await form()
        .send({ email: 'bot-form@example.com', consent: 'on', idioma: 'es', website: 'x' })
        .expect(303);
      expect(response.headers.location).toBe('/api/newsletter/check-email?lang=es');
      expect(await subscriberRow(running, 'bot-form@example.com')).toBeNull();
    });

    it('answers an invalid post with a page of the messages and a link back, escaped', async () => {
      const response = await form()
        .send({ email: '<b>x', idioma: 'es', return: '/blog/divorcio-en-medellin-2025' })
        .expect(400);
      expect(response.text).toContain('Ingresa un email válido');
      expect(response.text).toContain('Debes aceptar recibir el boletín para suscribirte');
      expect(response.text).toContain('href="/blog/divorcio-en-medellin-2025"');
      expect(response.text).not.toContain('<b>x');
      const foreign = await form().send({ email: 'x', idioma: 'en', return: '//evil.example/' }).expect(400);
      expect(foreign.text).toContain('href="/en/blog"');
    });
  });

  // Before the next test: Passport's strategy is process-wide, and a second app started and closed in this
  // process (as the next test does) leaves its closed database behind the log-in.
  it('builds the confirmation from the firm facts as staff last set them in the panel', async () => {
    await addStaff(running);
    const cookie = await login(running);
    const { content } = (
      await request(http(running)).get('/api/admin/site').set('Cookie', cookie).expect(200)
    ).body as { content: SiteContent };
    const before = content.firm;
    const changed = {
      ...before,
      name: 'Restrepo Abogados Asociados',
      phone: '+57 311 222 3344',
      address: { ...before.address, street: 'Carrera 43A # 1-50, Oficina 901' },
    };
    await request(http(running))
      .put('/api/admin/site/firm')
      .set('Cookie', cookie)
      .send({ ...changed, version: content.version })
      .expect(200);
    await subscribe(running, 'tras-el-cambio@example.com', 'es').expect(202);
    const [mail] = await waitForMailsTo(sink, 'tras-el-cambio@example.com');
    expect(mail.mail.subject).toBe('Confirma tu suscripción al boletín - Restrepo Abogados Asociados');
    for (const part of [mail.mail.text ?? '', mail.mail.html || '']) {
      expect(part).toContain('+57 311 222 3344');
      expect(part).toContain('Carrera 43A # 1-50, Oficina 901');
      expect(part).not.toContain(before.phone);
      expect(part).not.toContain(before.address.street);
    }
  });

  it('refuses too many subscriptions from one address with 429 and Retry-After', async () => {
    const limits = { SMTP_URL: sink.url, ...NEWSLETTER_SMTP, NEWSLETTER_RATE_LIMIT_PER_MINUTE: '2' };
    await withApp(limits, async (limited) => {
      await subscribe(limited, 'l1@example.com').expect(202);
      await subscribe(limited, 'l2@example.com').expect(202);
      const refused = await subscribe(limited, 'l3@example.com').expect(429);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      expect(refused.body.retryAfter).toBeGreaterThan(0);
      const page = await request(http(limited))
        .post('/api/newsletter/form')
        .type('form')
        .send({ email: 'l4@example.com', consent: 'on', idioma: 'es' })
        .expect(429);
      expect(page.text).toContain('Demasiadas solicitudes');
      expect(await subscriberRows(limited)).toHaveLength(2);
    });
  });

  it('promises no email it cannot send: without SMTP_URL the box gets a 503 that says so, and nothing is stored', async () => {
    await withApp({ PUBLIC_URL }, async (noEmail) => {
      const es = await subscribe(noEmail, 'sin-correo@example.com').expect(503);
      expect(es.body.message).toBe(
        'Por ahora el sitio no puede enviar correos, así que no podríamos enviarte el enlace para confirmar la suscripción. Inténtalo más adelante.',
      );
      const en = await subscribe(noEmail, 'no-email@example.com', 'en').expect(503);
      expect(en.body.message).toBe(
        'The site cannot send emails for now, so we could not send you the link that confirms your subscription. Please try again later.',
      );
      expect(JSON.stringify([es.body, en.body])).not.toMatch(/Revisa tu correo|Check your email/);
      const page = await request(http(noEmail))
        .post('/api/newsletter/form')
        .type('form')
        .send({ email: 'sin-js@example.com', consent: 'on', idioma: 'es', return: '/blog' })
        .expect(503);
      expect(page.headers['content-type']).toMatch(/^text\/html/);
      expect(page.text).toContain('Por ahora el sitio no puede enviar correos');
      expect(page.text).toContain('href="/blog"');
      expect(page.text).not.toContain('Revisa tu correo');
      expect(await subscriberRows(noEmail)).toHaveLength(0);
    });
  });
});
