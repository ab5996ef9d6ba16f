import { checkHtml, type HtmlMessage } from './support/html-checker';
import { builtRoutes } from './support/routes';
import { useServer } from './support/site';
import { STAFF, staffApi } from './support/admin';
import { addStaffUser } from './support/staff';

/** A post as staff might write one: every kind of Markdown, and what a careless paste brings. */
const STAFF_POST_BODY = [
  'Un párrafo con **negrita**, _cursiva_, `código` y un [enlace](https://www.ramajudicial.gov.co/).',
  '## Requisitos',
  '1. Primero\n2. Segundo',
  '- Uno\n- Dos',
  '> Una cita de la sentencia.',
  '### Texto pegado',
  '<script>alert(1)</script> <div onclick="x">sin cerrar',
  '---',
  'Fin.',
].join('\n\n');

// Every page the server sends must be valid HTML by the W3C Nu HTML Checker: the prerendered routes of
// both languages, the not-found pages, the staff log-in page and the pages the no-JavaScript form gets.
// Warnings are shown, errors fail.

const NOT_FOUND = ['/no-existe', '/en/no-such-page', '/blog/no-existe', '/en/blog/no-such-post'];

const format = (message: HtmlMessage) =>
  `${message.page}:${message.line ?? '?'} ${message.message}${message.extract ? `\n    ${message.extract.replace(/\s+/g, ' ')}` : ''}`;

describe('HTML validity (W3C Nu HTML Checker)', () => {
  const site = useServer();

  async function get(path: string, expectedStatus: number): Promise<{ name: string; html: string }> {
    const response = await fetch(site.server.url + path);
    expect({ path, status: response.status }).toEqual({ path, status: expectedStatus });
    return { name: path, html: await response.text() };
  }

  async function postForm(
    name: string,
    expectedStatus: number,
    fields: Record<string, string>,
    origin = site.server.url,
  ): Promise<{ name: string; html: string }> {
    const response = await fetch(`${site.server.url}/api/contact/form`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin },
      body: new URLSearchParams(fields),
    });
    expect({ name, status: response.status }).toEqual({ name, status: expectedStatus });
    return { name, html: await response.text() };
  }

  /** A post staff wrote and published (its page and list), and a draft's preview. */
  async function staffPostPages(): Promise<{ name: string; html: string }[]> {
    addStaffUser(site.server, STAFF);
    const post = (path: string, body: object) =>
      staffApi<{ id: string; path: string; previewPath: string }>(site, path, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: site.server.url },
        body: JSON.stringify(body),
      });
    const fields = {
      language: 'es',
      title: 'Cómo reclamar una indemnización <laboral>',
      excerpt: 'Plazos & pasos.',
      body: STAFF_POST_BODY,
      category: 'Derecho Laboral',
      tags: ['despido', 'indemnización'],
      seoTitle: '',
      seoDescription: '',
      seoKeywords: ['abogado laboral'],
      cover: null,
      author: 'Dra. Laura Restrepo',
      translationId: null,
    };
    const created = await post('/api/admin/blog/posts', fields);
    expect(created.status).toBe(201);
    const draft = await post('/api/admin/blog/posts', { ...fields, title: 'Borrador' });
    expect((await post(`/api/admin/blog/posts/${created.body.id}/publish`, {})).status).toBe(200);
    return [
      await get(created.body.path, 200),
      await get('/blog', 200),
      await get(draft.body.previewPath, 200),
    ];
  }

  /** A booking's own pages: its confirmation and manage page, a refused post, the cancel step, cancelled, used up. */
  async function bookingPages(): Promise<{ name: string; html: string }[]> {
    const slots = (await (await fetch(`${site.server.url}/api/booking/slots?kind=telefono`)).json()) as {
      days: Array<{ slots: Array<{ start: string }> }>;
    };
    const start = slots.days[0].slots[0].start;
    const booked = await fetch(`${site.server.url}/api/booking`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: site.server.url },
      body: JSON.stringify({
        kind: 'telefono',
        start,
        nombre: 'Ana Gómez',
        email: 'ana.cita@example.com',
        telefono: '+57 300 765 4321',
        tipo_caso: 'familia',
        mensaje: 'Necesito asesoría sobre la custodia de mis hijos.',
        consent: true,
        idioma: 'en',
      }),
    });
    expect(booked.status).toBe(201);
    const { token } = (await booked.json()) as { token: string };
    const post = async (name: string, path: string, status: number, fields: Record<string, string>) => {
      const response = await fetch(site.server.url + path, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', origin: site.server.url },
        body: new URLSearchParams(fields),
      });
      expect({ name, status: response.status }).toEqual({ name, status });
      return { name, html: await response.text() };
    };
    const manage = `/en/book/manage/${token}`;
    return [
      await get(`/agendar/confirmada?reserva=${token}`, 200),
      await get(manage, 200),
      await get(`${manage}?cancel=1`, 200),
      await post('POST /api/booking/form (invalid)', '/api/booking/form', 400, {
        kind: 'telefono',
        idioma: 'es',
        nombre: '<b>Ana</b>',
        email: 'ana@',
      }),
      await post('POST /api/booking/form (taken)', '/api/booking/form', 409, {
        kind: 'telefono',
        start,
        idioma: 'en',
        nombre: 'Ana Gómez',
        email: 'otra.cita@example.com',
        telefono: '+57 300 765 4321',
        tipo_caso: 'familia',
        mensaje: 'Necesito asesoría sobre la custodia de mis hijos.',
        consent: 'on',
      }),
      await post('POST manage form (cancel)', `/api/booking/manage/${token}/form`, 200, {
        action: 'cancel',
        idioma: 'en',
      }),
      await get(manage, 410),
      await get(`/agendar/gestionar/${'A'.repeat(43)}`, 404),
    ];
  }

  it('finds no error on any page the server sends', async () => {
    const documents = [
      ...(await staffPostPages()),
      ...(await bookingPages()),
      ...(await Promise.all(builtRoutes().map((path) => get(path, 200)))),
      ...(await Promise.all(NOT_FOUND.map((path) => get(path, 404)))),
      await get('/api/login', 200),
    ];
    // The log-in page again, as it answers a wrong password (with its alert and described fields).
    const failed = await fetch(`${site.server.url}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: site.server.url },
      body: new URLSearchParams({ email: 'nobody@example.com', password: 'not-the-password' }),
    });
    expect(failed.status).toBe(401);
    documents.push({ name: 'POST /api/login (wrong password)', html: await failed.text() });
    // The consultation form sent without JavaScript: the page again with its messages, and a refusal.
    for (const [idioma, from] of [
      ['es', '/'],
      ['en', '/en/services/family-law'],
    ]) {
      documents.push(
        await postForm(`POST /api/contact/form (invalid, from ${from})`, 400, {
          idioma,
          return: from,
          version_politica: '1.0',
          nombre: '<b>Ana</b>',
          email: 'ana@',
        }),
      );
    }
    documents.push(await postForm('POST /api/contact/form (cross-site)', 403, {}, 'https://evil.example'));

    const messages = checkHtml(documents);
    const warnings = messages.filter((message) => message.type === 'warning');
    if (warnings.length > 0) {
      console.log(`${warnings.length} HTML checker warnings:\n${warnings.map(format).join('\n')}`);
    }
    expect(messages.filter((message) => message.type === 'error').map(format)).toEqual([]);
  }, 180_000);
});
