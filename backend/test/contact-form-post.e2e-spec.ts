import {
  CHAT_GREETING,
  chatUrl,
  CONSULTATION_FIELDS,
  CONSULTATION_MESSAGES,
  type ConsultationField,
} from '@abogados/shared';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { bootstrap, type RunningApp } from '../src/app';
import { ContactSubmission } from '../src/contacts/contact-submission.entity';
import { CONSENT_TEXTS } from '../src/contact/consent';
import { Notification } from '../src/notifications/notification.entity';
import { contactRequest } from './factories';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { CONTENT_SEED } from '../src/content/seed';
import { representationWork } from '../src/site/representation';
import { SiteService } from '../src/site/site';
import { addStaff, ENGINE, http, login, rawRequest, type RawResponse, TestWorkspace } from './harness';
import { SmtpSink } from './smtp-sink';

/** The real build: an invalid post is answered with the page the form was on, filled in. */
const BUILT_SITE = resolve(__dirname, '..', 'public');
const FORM = '/api/contact/form';
/** The form's field ids in the site's pages (`consulta-tipo-caso`). */
const IDS = Object.fromEntries(
  CONSULTATION_FIELDS.map((field) => [field, `consulta-${field.replace('_', '-')}`]),
) as Record<ConsultationField, string>;
/** SPEC §5: the message each field shows when it is left empty. */
const MESSAGES = Object.fromEntries(
  CONSULTATION_FIELDS.map((field) => [field, CONSULTATION_MESSAGES[field]]),
) as Record<ConsultationField, string>;

/** What the prerendered form posts: the fields, the hidden ones, and a ticked checkbox as "on". */
function formBody(overrides: Record<string, string | undefined> = {}): Record<string, string> {
  const { consent: _consent, ...fields } = contactRequest();
  const body: Record<string, string | undefined> = {
    ...(fields as Record<string, string>),
    consent: 'on',
    idioma: 'es',
    version_politica: '1.0',
    website: '',
    return: '/',
    ...overrides,
  };
  return Object.fromEntries(Object.entries(body).filter((entry): entry is [string, string] => !!entry[1]));
}

async function start(workspace: TestWorkspace, env: Record<string, string> = {}): Promise<RunningApp> {
  if (!existsSync(resolve(BUILT_SITE, 'site.json')))
    throw new Error(`No built site in ${BUILT_SITE}: run "npm run build" first`);
  return bootstrap({ config: { ...workspace.config(env), publicDir: BUILT_SITE }, logger: false });
}

const post = (running: RunningApp) => request(http(running)).post(FORM).type('form');
const rows = (running: RunningApp) => running.app.get(DataSource).getRepository(ContactSubmission).find();

/** The opening tag of the element with this id. */
function tagOf(html: string, id: string): string {
  const tag = new RegExp(`<[a-z]+\\b[^>]*\\bid="${id}"[^>]*>`).exec(html);
  if (!tag) throw new Error(`no element #${id}`);
  return tag[0];
}

describe(`POST ${FORM}: the consultation form without JavaScript (${ENGINE})`, () => {
  const workspace = new TestWorkspace();
  let running: RunningApp;
  let sink: SmtpSink;

  beforeAll(async () => {
    sink = await SmtpSink.start();
    running = await start(workspace, {
      SMTP_URL: sink.url,
      NOTIFY_TO: 'abogada@firma.example',
      NOTIFY_FROM: 'Sitio web <web@firma.example>',
    });
  });
  afterAll(async () => {
    await running.close();
    await sink.stop();
    workspace.cleanup();
  });

  it.each([
    ['es', '/', '/gracias'],
    ['en', '/en', '/en/thank-you'],
    ['en', '/expats-english-legal-services', '/en/thank-you'],
  ] as const)(
    'stores a %s request sent from %s with its proof of consent, then 303 to %s',
    async (idioma, from, thankYou) => {
      const body = formBody({ idioma, return: from, nombre: '  Ana Gómez  ' });
      const response = await post(running).send(body).expect(303);
      expect(response.headers.location).toBe(thankYou);
      const row = (await rows(running)).find((r) => r.email === body.email);
      expect(row).toMatchObject({
        nombre: 'Ana Gómez',
        telefono: body.telefono,
        tipo_caso: 'familia',
        mensaje: body.mensaje,
        consent: true,
        language: idioma,
        privacyPolicyVersion: '1.0',
        consentText: CONSENT_TEXTS['1.0'][idioma],
      });
      const outbox = await running.app
        .get(DataSource)
        .getRepository(Notification)
        .findBy({ submissionId: row!.id, channel: 'email', kind: 'new' });
      expect(outbox).toHaveLength(1);
      // And the staff are told, as for a JSON request.
      await sink.waitFor(`#${row!.id}:`);
    },
  );

  it('answers a filled hidden field with the same 303 and stores nothing', async () => {
    const body = formBody({ website: 'https://spam.example' });
    const response = await post(running).send(body).expect(303);
    expect(response.headers.location).toBe('/gracias');
    expect((await rows(running)).some((r) => r.email === body.email)).toBe(false);
  });

  it.each([
    ['nombre', { nombre: 'A' }],
    ['email', { email: 'ana@' }],
    ['telefono', { telefono: '300' }],
    ['tipo_caso', { tipo_caso: 'divorcio' }],
    ['mensaje', { mensaje: 'Corto' }],
    ['consent', { consent: undefined }],
  ] as const)(
    'answers a broken %s with 400: the page, its message beside the field, values kept',
    async (field, change) => {
      const body = formBody(change);
      const response = await post(running)
        .send(body)
        .expect(400)
        .expect('Content-Type', /text\/html/);
      const html = response.text;
      const id = IDS[field];
      // Beside the field, linked to it, and the field marked invalid.
      // Mantine's own message element, as the form shows it in the browser.
      expect(html).toMatch(
        new RegExp(
          `<p [^>]*class="[^"]*mantine-InputWrapper-error[^>]*id="${id}-error">${MESSAGES[field]}</p>`,
        ),
      );
      expect(tagOf(html, id)).toContain('aria-invalid="true"');
      expect(tagOf(html, id)).toContain(`aria-describedby="${id}-error"`);
      // One message only: the other fields are valid.
      expect(html.match(/class="[^"]*mantine-InputWrapper-error/g)).toHaveLength(1);
      // The summary at the top of the form links to the field.
      const summary = /<form\b[^>]*><div id="consulta-errores" role="region"[^>]*>([\s\S]*?)<\/div>/.exec(
        html,
      );
      expect(summary?.[1]).toContain('<h3 id="consulta-errores-titulo"');
      expect(summary?.[1]).toContain(`<li><a href="#${id}">${MESSAGES[field]}</a></li>`);
      expect(tagOf(html, 'consulta-errores')).toMatch(/tabindex="-1"/);
      // What was typed is back in the fields.
      if (field !== 'nombre') expect(tagOf(html, IDS.nombre)).toContain(`value="${body.nombre}"`);
      if (field !== 'email') expect(tagOf(html, IDS.email)).toContain(`value="${body.email}"`);
      if (field !== 'mensaje') expect(html).toContain(`>${body.mensaje}</textarea>`);
      if (field === 'tipo_caso') expect(html).not.toMatch(/<option[^>]*selected/);
      else expect(html).toContain('<option value="familia" selected="">');
      expect(tagOf(html, IDS.consent).includes(' checked=""')).toBe(field !== 'consent');
      // Nothing stored, and no script that would hydrate a form React did not render.
      expect((await rows(running)).some((r) => r.email === body.email)).toBe(false);
      expect(html).not.toMatch(/<script\b[^>]*type="module"/);
      expect(html).not.toContain('rel="modulepreload"');
    },
  );

  it('shows every message of an empty form, in the summary in the page language', async () => {
    const response = await post(running)
      .send({ idioma: 'en', version_politica: '1.0', website: '', return: '/en/services/family-law' })
      .expect(400);
    for (const [field, message] of Object.entries(MESSAGES)) {
      expect(response.text).toContain(`<li><a href="#${IDS[field as keyof typeof IDS]}">${message}</a></li>`);
    }
    expect(response.text).toContain('Please check these fields');
    expect(response.text).toContain('<input type="hidden" name="return" value="/en/services/family-law"/>');
  });

  it('escapes everything typed', async () => {
    const nombre = '<script>alert("x")</script> & Co';
    const mensaje = '</textarea><script>alert(1)</script> y más texto';
    const response = await post(running)
      .send(formBody({ nombre, mensaje, email: '"><img src=x>' }))
      .expect(400);
    expect(response.text).not.toContain('<script>alert');
    expect(response.text).not.toContain('<img src=x>');
    expect(tagOf(response.text, IDS.nombre)).toContain(
      'value="&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; Co"',
    );
    expect(response.text).toContain(
      '&lt;/textarea&gt;&lt;script&gt;alert(1)&lt;/script&gt; y más texto</textarea>',
    );
  });

  it.each([
    'https://evil.example/',
    '//evil.example',
    '/\\evil.example',
    'javascript:alert(1)',
    '/no-such-page',
  ])(
    'never follows a return of %s: a valid post lands on the thank-you page, an invalid one on the home page',
    async (target) => {
      const valid = await post(running)
        .send(formBody({ return: target }))
        .expect(303);
      expect(valid.headers.location).toBe('/gracias');
      const invalid = await post(running)
        .send(formBody({ return: target, nombre: '' }))
        .expect(400);
      expect(invalid.text).toContain('<input type="hidden" name="return" value="/"/>');
      expect(invalid.text).not.toContain('evil.example');
    },
  );

  it.each([
    ['Sec-Fetch-Site', 'cross-site'],
    ['Origin', 'https://evil.example'],
  ])(
    'refuses a post from another site (%s: %s) with a 403 page and stores nothing',
    async (header, value) => {
      const body = formBody();
      const response = await post(running)
        .set(header, value)
        .send(body)
        .expect(403)
        .expect('Content-Type', /text\/html/);
      expect(response.text).toContain('Request not sent');
      expect((await rows(running)).some((r) => r.email === body.email)).toBe(false);
    },
  );

  it('accepts a post from the site itself', async () => {
    await post(running).set('Sec-Fetch-Site', 'same-origin').send(formBody()).expect(303);
  });

  it.each(['application/json', 'text/plain', 'multipart/form-data; boundary=x'])(
    'refuses Content-Type %s with a 415 page',
    async (type) => {
      const response = await request(http(running))
        .post(FORM)
        .set('Content-Type', type)
        .send(type === 'application/json' ? JSON.stringify(contactRequest()) : 'nombre=Ana')
        .expect(415);
      expect(response.headers['content-type']).toMatch(/text\/html/);
    },
  );

  it('refuses a body over 16 KB with a 413 page', async () => {
    const response = await post(running)
      .send(formBody({ mensaje: 'x'.repeat(17 * 1024) }))
      .expect(413);
    expect(response.headers['content-type']).toMatch(/text\/html/);
  });

  it('keeps the JSON endpoint as it was', async () => {
    await request(http(running)).post('/api/contact').send(contactRequest()).expect(201);
    await request(http(running)).post('/api/contact').type('form').send(formBody()).expect(415);
  });

  it('answers 503 with Retry-After and the chat link when the database is unreachable', async () => {
    await running.app.get(DataSource).destroy();
    const response = await post(running)
      .send(formBody({ idioma: 'en', return: '/en' }))
      .expect(503);
    expect(response.headers['retry-after']).toBe('5');
    expect(response.text).toContain('try again in a moment');
    expect(response.text).toMatch(/href="https:\/\/wa\.me\/\d+\?text=[^"]+"/);
  });
});

describe(`POST ${FORM} over the rate limit (${ENGINE})`, () => {
  const workspace = new TestWorkspace();
  let running: RunningApp;

  beforeAll(async () => {
    running = await start(workspace, { CONTACT_RATE_LIMIT_PER_MINUTE: '1' });
  });
  afterAll(async () => {
    await running.close();
    workspace.cleanup();
  });

  it.each([
    ['es', 'Vuelve a intentarlo en', 'Escríbenos por WhatsApp'],
    ['en', 'Please try again in', 'Write to us on WhatsApp'],
  ])('answers the next %s post with a 429 page saying how long to wait', async (idioma, wait, chat) => {
    // The limit is per address and every request here comes from the loopback: the first one takes it.
    if (idioma === 'es') await post(running).send(formBody()).expect(303);
    const response = await post(running).send(formBody({ idioma })).expect(429);
    const seconds = Number(response.headers['retry-after']);
    expect(seconds).toBeGreaterThan(0);
    expect(response.text).toContain(`lang="${idioma}"`);
    expect(response.text).toContain(`${wait} ${seconds} ${idioma === 'es' ? 'segundos' : 'seconds'}`);
    expect(response.text).toMatch(new RegExp(`<a href="https://wa\\.me/\\d+\\?text=[^"]+"[^>]*>${chat}</a>`));
    // The firm's number as the content holds it, with the greeting the site's chat links carry.
    const link = chatUrl(CONTENT_SEED.firm.whatsapp, CHAT_GREETING[idioma as 'es' | 'en']);
    expect(response.text).toContain(`<a href="${link}"`);
  });
});

/** An invalid post as the browser sends it, its bytes as they come back (nothing decompressed). */
function rawPost(
  running: RunningApp,
  body: Record<string, string>,
  headers: Record<string, string> = {},
): Promise<RawResponse> {
  return rawRequest(running, FORM, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', ...headers },
    body: new URLSearchParams(body).toString(),
  });
}

function decodedBody(response: RawResponse): string {
  const coding = response.headers['content-encoding'];
  const body =
    coding === 'br'
      ? brotliDecompressSync(response.body)
      : coding === 'gzip'
        ? gunzipSync(response.body)
        : response.body;
  return body.toString('utf8');
}

describe(`POST ${FORM}: what invalid posts cost (${ENGINE})`, () => {
  const workspace = new TestWorkspace();
  let running: RunningApp;
  /** Each test speaks from an address of its own (TRUST_PROXY=loopback lets X-Forwarded-For name it). */
  let next = 1;
  const address = () => `198.51.100.${next++}`;
  const invalid = formBody({ nombre: 'A', mensaje: 'Corto' });

  beforeAll(async () => {
    running = await start(workspace, { TRUST_PROXY: 'loopback' });
  });
  afterAll(async () => {
    await running.close();
    workspace.cleanup();
  });

  it.each(['br', 'gzip'])(
    'answers Accept-Encoding %s compressed, with Vary, in far fewer bytes than the page',
    async (coding) => {
      const from = address();
      const identity = await rawPost(running, invalid, { 'X-Forwarded-For': from });
      expect(identity.status).toBe(400);
      expect(identity.headers['content-encoding']).toBeUndefined();
      expect(identity.headers['vary']).toMatch(/Accept-Encoding/);
      const compressed = await rawPost(running, invalid, {
        'X-Forwarded-For': from,
        'Accept-Encoding': `${coding}, deflate`,
      });
      expect(compressed.status).toBe(400);
      expect(compressed.headers['content-encoding']).toBe(coding);
      expect(compressed.headers['vary']).toMatch(/Accept-Encoding/);
      expect(compressed.headers['cache-control']).toBe('no-store');
      expect(Number(compressed.headers['content-length'])).toBe(compressed.body.length);
      expect(compressed.body.length * 4).toBeLessThan(identity.body.length);
      // The same page, with the messages and what was typed.
      expect(decodedBody(compressed)).toBe(identity.body.toString('utf8'));
      expect(decodedBody(compressed)).toContain(`id="${IDS.nombre}-error"`);
    },
  );

  it('compresses each answer once, and sends an identity client none', async () => {
    const from = address();
    const before = representationWork.compressions;
    for (let i = 0; i < 3; i++)
      await rawPost(running, invalid, { 'X-Forwarded-For': from, 'Accept-Encoding': 'br' });
    expect(representationWork.compressions - before).toBe(3);
    await rawPost(running, invalid, { 'X-Forwarded-For': from });
    expect(representationWork.compressions - before).toBe(3);
  });

  it('lets a person correct the form 20 times a minute, then answers the 429 page; valid posts keep their own limit', async () => {
    const from = address();
    for (let i = 0; i < 20; i++) {
      const answer = await post(running).set('X-Forwarded-For', from).send(invalid);
      expect(answer.status).toBe(400);
    }
    const before = representationWork.compressions;
    const refused = await post(running)
      .set('X-Forwarded-For', from)
      .set('Accept-Encoding', 'br')
      .send(invalid)
      .expect(429);
    const seconds = Number(refused.headers['retry-after']);
    expect(seconds).toBeGreaterThan(0);
    expect(seconds).toBeLessThanOrEqual(60);
    expect(refused.text).toContain(`Vuelve a intentarlo en ${seconds} segundos`);
    // The refusal is the small page: no page of the site was filled in or compressed for it.
    expect(representationWork.compressions).toBe(before);
    // A request that is right still goes through, counted by the accepted requests' limit alone.
    const body = formBody();
    await post(running).set('X-Forwarded-For', from).send(body).expect(303);
    expect((await rows(running)).some((r) => r.email === body.email)).toBe(true);
    // Another address is counted on its own.
    await post(running).set('X-Forwarded-For', address()).send(invalid).expect(400);
  });

  it('has a per-day limit too (CONTACT_INVALID_RATE_LIMIT_PER_DAY), which waits for the day to end', async () => {
    const other = new TestWorkspace();
    const app = await start(other, {
      CONTACT_INVALID_RATE_LIMIT_PER_MINUTE: '0',
      CONTACT_INVALID_RATE_LIMIT_PER_DAY: '3',
    });
    try {
      for (let i = 0; i < 3; i++) await post(app).send(invalid).expect(400);
      const refused = await post(app).send(invalid).expect(429);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(23 * 60 * 60);
      expect(refused.text).toContain('Demasiadas solicitudes');
    } finally {
      await app.close();
      other.cleanup();
    }
  });
});

describe(`POST ${FORM}: the answer is the page the form was on, rendered with what was sent (${ENGINE})`, () => {
  const workspace = new TestWorkspace();
  let running: RunningApp;

  beforeAll(async () => {
    running = await start(workspace);
  });
  afterAll(async () => {
    await running.close();
    workspace.cleanup();
  });

  it('holds the form on exactly the pages the route table says (the ones an invalid post comes back to)', async () => {
    const rendering = running.app.get(SiteService).renderContext();
    expect(rendering).toBeDefined();
    const { bundle, content } = rendering!;
    const withForm = bundle.consultationFormPaths(content);
    expect(withForm).toEqual(expect.arrayContaining(['/', '/en', '/expats-english-legal-services']));
    for (const path of running.app.get(SiteService).pagePaths()) {
      const page = (await request(http(running)).get(path).expect(200)).text;
      expect([path, page.includes(`action="${FORM}"`)]).toEqual([path, withForm.includes(path)]);
    }
  });

  it.each([
    ['/servicios/derecho-penal', 'es', '/servicios/derecho-penal'],
    ['/en/services/family-law', 'en', '/en/services/family-law'],
    ['/expats-english-legal-services', 'en', '/expats-english-legal-services'],
    // A page of the site without the form: the language's home page, which has it.
    ['/contacto', 'es', '/'],
    ['/en/contact', 'en', '/en'],
  ] as const)('answers an invalid post from %s (%s) with the page at %s', async (from, idioma, shown) => {
    const response = await post(running)
      .send(formBody({ return: from, idioma, telefono: '300' }))
      .expect(400);
    expect(response.text).toContain(`<input type="hidden" name="return" value="${shown}"/>`);
    const page = (await request(http(running)).get(shown).expect(200)).text;
    const heading = /<h1\b[^>]*>[\s\S]*?<\/h1>/.exec(page)?.[0];
    expect(heading).toBeDefined();
    expect(response.text).toContain(heading);
  });

  it('renders each answer from its own post, the page as the site shows it now, without its code', async () => {
    const answers: string[] = [];
    for (const [i, from] of ['/', '/', '/en', '/'].entries()) {
      const nombre = `Visitante ${i}`;
      const response = await post(running)
        .send(formBody({ nombre, return: from, telefono: '300', idioma: from === '/' ? 'es' : 'en' }))
        .expect(400);
      // Each answer has what its own post sent, in its page's language.
      expect(tagOf(response.text, IDS.nombre)).toContain(`value="${nombre}"`);
      expect(response.text).toContain(`<input type="hidden" name="return" value="${from}"/>`);
      expect(response.text).toContain(from === '/' ? 'Revisa estos campos' : 'Please check these fields');
      answers.push(response.text);
    }
    // The page around the form is the page as the site shows it, without its code or its data block.
    const home = (await request(http(running)).get('/').expect(200)).text;
    const heading = /<h1\b[^>]*>[\s\S]*?<\/h1>/.exec(home)?.[0];
    expect(heading).toBeDefined();
    expect(answers[0]).toContain(heading);
    expect(answers[0]).not.toMatch(/<script\b[^>]*type="module"/);
    expect(answers[0]).not.toContain('id="site-content"');

    // A change of the content shows in the next answers, and in the chat link of the pages that refuse.
    await addStaff(running);
    const cookie = await login(running);
    const site = await request(http(running)).get('/api/admin/site').set('Cookie', cookie).expect(200);
    const version = (site.body as { content: { version: number } }).content.version;
    await request(http(running))
      .put('/api/admin/site/firm')
      .set('Cookie', cookie)
      .send({
        ...structuredClone(CONTENT_SEED.firm),
        version,
        phone: '+57 604 444 5566',
        whatsapp: '+57 301 555 0101',
      })
      .expect(200);
    const response = await post(running)
      .send(formBody({ telefono: '300' }))
      .expect(400);
    expect(response.text).toContain('+57 604 444 5566');
    expect(response.text).toContain('https://wa.me/573015550101?text=');
  });
});
