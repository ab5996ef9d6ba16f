import { checkHtml, type HtmlMessage } from './support/html-checker';
import { builtRoutes } from './support/routes';
import { useSite } from './support/site';

// Every page the server sends must be valid HTML by the W3C Nu HTML Checker: the prerendered routes of
// both languages, the not-found pages, the staff log-in page and the pages the no-JavaScript form gets.
// Warnings are shown, errors fail.

const NOT_FOUND = ['/no-existe', '/en/no-such-page', '/blog/no-existe', '/en/blog/no-such-post'];

const format = (message: HtmlMessage) =>
  `${message.page}:${message.line ?? '?'} ${message.message}${message.extract ? `\n    ${message.extract.replace(/\s+/g, ' ')}` : ''}`;

describe('HTML validity (W3C Nu HTML Checker)', () => {
  const site = useSite();

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

  it('finds no error on any page the server sends', async () => {
    const documents = [
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
