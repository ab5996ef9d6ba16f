import request from 'supertest';
import { type RunningApp } from '../src/app';
import { type AuditEntry } from '../src/audit/audit-entry.entity';
import { contactRequest } from './factories';
import { addStaff, ENGINE, http, login, TestWorkspace } from './harness';
import { auditOf } from './inquiries-seed';

const PUBLIC_URL = 'https://abogados.example.co';

/** Every GET that hands staff a file of personal data and records it in the activity log. */
const EXPORTS: Array<[path: string, action: AuditEntry['action']]> = [
  ['/api/contacts/export.csv', 'export_csv'],
  ['/api/admin/newsletter/subscribers/export.csv', 'newsletter_subscribers_exported'],
];

/** How a link or a form on another site reaches the export: SameSite=Lax sends the cookie along. */
const FROM_ELSEWHERE: Array<[string, Record<string, string>]> = [
  ['Sec-Fetch-Site: cross-site', { 'Sec-Fetch-Site': 'cross-site', 'Sec-Fetch-Mode': 'navigate' }],
  ['Sec-Fetch-Site: same-site (a sibling subdomain)', { 'Sec-Fetch-Site': 'same-site' }],
  ['only a foreign Referer (a browser without Sec-Fetch-Site)', { Referer: 'https://evil.example/page' }],
  ['only a foreign Origin', { Origin: 'https://evil.example' }],
  ['a Referer of the public host over the wrong scheme', { Referer: 'http://abogados.example.co/admin' }],
];

/** How the panel's own download links, a typed URL and tools reach it. */
const FROM_THE_SITE: Array<[string, Record<string, string>]> = [
  ['Sec-Fetch-Site: same-origin (the panel’s link)', { 'Sec-Fetch-Site': 'same-origin' }],
  ['Sec-Fetch-Site: none (a typed or bookmarked URL)', { 'Sec-Fetch-Site': 'none' }],
  ['only the site’s own Referer', { Referer: `${PUBLIC_URL}/admin` }],
  ['no browser headers at all (curl)', {}],
];

describe(`a file export asked for from another site (${ENGINE})`, () => {
  const workspace = new TestWorkspace();
  let running: RunningApp;
  let cookie: string;
  const email = 'exportado.cruzado@example.com';

  const fetchExport = (path: string, headers: Record<string, string>) =>
    request(http(running)).get(`${path}?q=exportado`).set('Cookie', cookie).set(headers).buffer(true);

  beforeAll(async () => {
    running = await workspace.start({ PUBLIC_URL });
    await addStaff(running);
    cookie = await login(running);
    await request(http(running)).post('/api/contact').send(contactRequest({ email })).expect(201);
  });
  afterAll(async () => {
    await running.close();
    workspace.cleanup();
  });

  describe.each(EXPORTS)('%s', (path, action) => {
    it.each(FROM_ELSEWHERE)(
      'with %s: a page asking to confirm, no file and no activity entry',
      async (_name, headers) => {
        const before = (await auditOf(running, action)).length;
        const response = await fetchExport(path, headers).expect(200);
        expect(response.headers['content-type']).toMatch(/^text\/html/);
        expect(response.headers['content-disposition']).toBeUndefined();
        const page = response.text;
        expect(page).not.toContain(email);
        expect(page).toContain('Otro sitio');
        expect((await auditOf(running, action)).length).toBe(before);
      },
    );

    it.each(FROM_THE_SITE)('with %s: the file, recorded', async (_name, headers) => {
      const before = (await auditOf(running, action)).length;
      const response = await fetchExport(path, headers).expect(200);
      expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(response.headers['content-disposition']).toMatch(/^attachment; filename=".+\.csv"$/);
      expect((await auditOf(running, action)).length).toBe(before + 1);
    });

    it('the page’s button asks again from the site, with the same filters, and gets the file', async () => {
      const page = (await fetchExport(path, { 'Sec-Fetch-Site': 'cross-site' }).expect(200)).text;
      const form = /<form method="get" action="([^"]+)">([\s\S]*?)<\/form>/.exec(page);
      expect(form?.[1]).toBe(path);
      const fields = [...form![2].matchAll(/<input type="hidden" name="([^"]*)" value="([^"]*)">/g)];
      expect(fields.map(([, name, value]) => [name, value])).toEqual([['q', 'exportado']]);
      const before = (await auditOf(running, action)).length;
      const response = await request(http(running))
        .get(`${form![1]}?${new URLSearchParams(fields.map(([, name, value]) => [name, value])).toString()}`)
        .set('Cookie', cookie)
        .set({ 'Sec-Fetch-Site': 'same-origin', Referer: `${PUBLIC_URL}${path}` })
        .buffer(true)
        .expect(200);
      expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
      const entries = await auditOf(running, action);
      expect(entries).toHaveLength(before + 1);
      expect(entries[entries.length - 1].detail).toContain('exportado');
    });

    it('is still 401 from another site without a session', async () => {
      await request(http(running)).get(path).set('Sec-Fetch-Site', 'cross-site').expect(401);
    });
  });

  it('speaks the language the staff member chose for the panel', async () => {
    await request(http(running))
      .patch('/api/auth/user')
      .set('Cookie', cookie)
      .send({ locale: 'en' })
      .expect(200);
    const response = await fetchExport(EXPORTS[0][0], { 'Sec-Fetch-Site': 'cross-site' }).expect(200);
    const page = response.text;
    expect(page).toContain('<html lang="en">');
    expect(page).toContain('Another site');
    expect(page).not.toContain('Otro sitio');
  });
});
