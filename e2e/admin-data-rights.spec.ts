import { type Page } from 'playwright-core';
import {
  card,
  counterReads,
  counters,
  eventually,
  fitsWidth,
  newContact,
  openSignedIn,
  pages,
  seed,
  settledDialog,
  ENGLISH_LONG_DATE,
  squash,
  STAFF,
  staffApi,
  toastText,
} from './support/admin';
import { seriousAxeViolations } from './support/axe';
import { downloadedBytes } from './support/browser';
import { useSite } from './support/site';
import { addStaffUser } from './support/staff';

// Colombian data-protection rights (Ley 1581 de 2012) in the real browser against the real server: the
// consent the form shows is the consent the server keeps, access and deletion requests for one address,
// and the activity log that records them.

interface StoredDetail {
  consentRecord: { text: string; language: string; privacyPolicyVersion: string } | null;
}
interface AccessFile {
  email: string;
  retentionMonths: number;
  submissions: Array<{ nombre: string; consentRecord: unknown; notes: Array<{ body: string }> }>;
}
interface AuditRow {
  action: string;
}

describe('data-protection rights in the admin panel', () => {
  const site = useSite();
  const url = (path: string) => site.server.url + path;
  const browser = pages(site);
  afterEach(() => browser.closeAll());

  beforeAll(() => addStaffUser(site.server, STAFF));

  async function openPanel(path = '/admin', width = 1366): Promise<Page> {
    const page = await browser.open(width);
    // Signed in without the form, with the same POST (logged in the Activity tab as a log-in all the same).
    await openSignedIn(page, site, path);
    await page.getByRole('heading', { name: 'Admin Panel' }).waitFor();
    return page;
  }

  const emailField = (page: Page) => page.getByRole('textbox', { name: 'Email address' });
  const isDataSubjectCall = (u: URL) => u.pathname.startsWith('/api/data-subjects/');

  it.each([
    ['/', 'es', 'es'],
    ['/en', 'en', 'en'],
    // English content on a Spanish path: the consent is the English sentence the visitor read.
    ['/expats-english-legal-services', 'en', 'en'],
  ] as const)(
    'the form on %s sends its language and policy version, and the server keeps the very sentence it showed',
    async (path, idioma, lang) => {
      const page = await browser.open();
      await page.goto(url(path), { waitUntil: 'load' });
      const form = page.locator('#formulario-consulta');
      await form.scrollIntoViewIfNeeded();
      await form.locator('form[data-hydrated]').waitFor();

      const nombre = `Consentimiento ${path} ${Date.now()}`;
      await page.fill('#consulta-nombre', nombre);
      await page.fill('#consulta-email', 'consentimiento@example.com');
      await page.fill('#consulta-telefono', '+57 300 765 4321');
      await page.selectOption('#consulta-tipo-caso', 'familia');
      await page.fill('#consulta-mensaje', 'Necesito asesoría sobre la custodia de mis hijos.');
      await page.check('#consulta-consent');
      // The label as the visitor reads it, without the required marker.
      const label = (await form.locator('label[for="consulta-consent"]').innerText()).replace(
        /\s*\*\s*$/,
        '',
      );

      const [answer] = await Promise.all([
        page.waitForResponse((res) => new URL(res.url()).pathname === '/api/contact'),
        form.locator('button[type="submit"]').click(),
      ]);
      expect(answer.status()).toBe(201);
      expect(answer.request().postDataJSON()).toMatchObject({ idioma, version_politica: '1.1' });
      const { id } = (await answer.json()) as { id: number };

      const stored = await staffApi<StoredDetail>(site, `/api/contacts/${id}`);
      expect(stored.body.consentRecord).toEqual({
        at: expect.any(String),
        text: label,
        language: lang,
        privacyPolicyVersion: '1.1',
      });
      expect(label.length).toBeGreaterThan(20);
    },
  );

  it('answers an access request with a file of everything held, then deletes it all after confirming the count', async () => {
    const subject = 'cliente.datos@example.com';
    const [first] = await seed(
      site,
      newContact({ nombre: 'Cliente Datos', email: subject }),
      newContact({ nombre: 'Cliente Datos (otra vez)', email: subject, tipo_caso: 'penal' }),
      newContact({ nombre: 'Otra Persona', email: 'otra.persona@example.com' }),
    );
    const note = await staffApi(site, `/api/contacts/${first}/notes`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ body: 'Pidió sus datos por escrito.' }),
    });
    expect(note.status).toBe(201);

    const page = await openPanel();
    await page.getByRole('tab', { name: 'Data requests' }).click();
    await page.waitForURL(url('/admin?tab=data-requests'));
    await page.getByRole('heading', { name: 'Data requests', level: 2 }).waitFor();
    expect(await page.getByText(/Ley 1581 de 2012/).count()).toBe(1);

    // A slip is caught before anything is asked of the server.
    const calls: string[] = [];
    page.on('request', (req) => {
      if (isDataSubjectCall(new URL(req.url()))) calls.push(req.url());
    });
    await emailField(page).fill('no-es-un-correo');
    await page.getByRole('button', { name: 'Download everything held' }).click();
    await page.getByText('Enter a valid email address.').waitFor();
    expect(await emailField(page).getAttribute('aria-invalid')).toBe('true');
    expect(calls).toEqual([]);

    await emailField(page).fill(`  Cliente.Datos@Example.com `);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download everything held' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^datos-personales-\d{4}-\d{2}-\d{2}\.json$/);
    const file = JSON.parse((await downloadedBytes(download)).toString('utf8')) as AccessFile;
    expect(file.email).toBe(subject);
    expect(file.retentionMonths).toBe(24);
    expect(file.submissions.map((s) => s.nombre).sort()).toEqual([
      'Cliente Datos',
      'Cliente Datos (otra vez)',
    ]);
    expect(file.submissions.every((s) => s.consentRecord !== null)).toBe(true);
    expect(file.submissions.flatMap((s) => s.notes.map((n) => n.body))).toEqual([
      'Pidió sus datos por escrito.',
    ]);
    await page.getByText(`2 requests held for ${subject}; the file has been downloaded.`).waitFor();

    const before = await counters(page);
    await page.getByRole('button', { name: 'Delete everything held' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete everything held for this address?' });
    await confirm.waitFor();
    expect(await confirm.innerText()).toContain(`2 requests from ${subject} will be deleted for good`);
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Cancel');
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await confirm.waitFor({ state: 'hidden' });
    expect((await staffApi<unknown[]>(site, `/api/contacts?q=${subject}`)).body).toHaveLength(2);

    await page.getByRole('button', { name: 'Delete everything held' }).click();
    await confirm.getByRole('button', { name: 'Delete everything' }).click();
    expect(await toastText(page)).toEqual({
      title: 'Data deleted',
      message: `2 requests from ${subject} deleted.`,
    });
    await counterReads(page, 'total', before.total - 2);
    expect(await counters(page)).toEqual({
      ...before,
      total: before.total - 2,
      pending: before.pending - 2,
      today: before.today - 2,
    });
    expect((await staffApi<unknown[]>(site, `/api/contacts?q=${subject}`)).body).toEqual([]);
    expect((await staffApi<unknown[]>(site, '/api/contacts?q=otra.persona')).body).toHaveLength(1);
  });

  it('deletes everything for an address without a download first: the dialog cannot count, the toast does', async () => {
    const subject = 'solo.una@example.com';
    await seed(site, newContact({ nombre: 'Solo Una', email: subject }));
    const page = await openPanel('/admin?tab=data-requests');
    await emailField(page).fill(subject);
    await page.getByRole('button', { name: 'Delete everything held' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete everything held for this address?' });
    expect(await confirm.innerText()).toContain(`Every request from ${subject} will be deleted for good`);
    await confirm.getByRole('button', { name: 'Delete everything' }).click();
    expect(await toastText(page)).toEqual({
      title: 'Data deleted',
      message: `1 request from ${subject} deleted.`,
    });
    expect((await staffApi<unknown[]>(site, `/api/contacts?q=${subject}`)).body).toEqual([]);
  });

  it('shows the log-in and each action in the Activity tab, in words, newest first', async () => {
    const [id] = await seed(site, newContact({ nombre: 'Para Marcar' }));
    const page = await openPanel('/admin?q=para%20marcar');
    await card(page, 'Para Marcar').getByRole('button', { name: 'Mark as Processed' }).click();
    await card(page, 'Para Marcar').locator('[data-status="processed"]').waitFor();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Export CSV' }).click(),
    ]);
    await downloadedBytes(download);
    // The export is logged once the whole file has gone out. Asked with the page's own session: another
    // log-in would be logged too, above the rows this test reads.
    await eventually(() =>
      page.evaluate(async () => {
        const rows = (await (await fetch('/api/audit?limit=5&offset=0')).json()) as AuditRow[];
        return rows.some((row) => row.action === 'export_csv') ? true : undefined;
      }),
    );

    await page.getByRole('tab', { name: 'Activity' }).click();
    await page.waitForURL(url('/admin?q=para+marcar&tab=activity'));
    const rows = page.locator('[data-audit-action]');
    await rows.first().waitFor();
    const cells = async (i: number) => (await rows.nth(i).locator('td').allInnerTexts()).map(squash);

    const exported = await cells(0);
    expect(exported.slice(1)).toEqual([
      STAFF.email,
      'Exported 1 request (search: para marcar) to a spreadsheet (CSV).',
    ]);
    expect(exported[0]).toMatch(ENGLISH_LONG_DATE);
    expect((await cells(1)).slice(1)).toEqual([STAFF.email, `Marked request #${id} as processed.`]);
    expect((await cells(2)).slice(1)).toEqual([STAFF.email, 'Signed in.']);

    // Earlier tests' requests for one address are there too, with the address masked.
    const all = (await rows.allInnerTexts()).map(squash);
    expect(all.some((row) => row.includes('Erased what the site held for c***@example.com'))).toBe(true);
    expect(all.some((row) => /Gave \S+ what the site holds for that address: 2 requests/.test(row))).toBe(
      true,
    );

    await page.reload();
    await page.getByRole('tab', { name: 'Activity', selected: true }).waitFor();
    await rows.first().waitFor();
    expect(await rows.first().getAttribute('data-audit-action')).toBe('export_csv');
  });

  it.each([390, 1366])(
    'is usable at %i px: nothing scrolls sideways and axe finds nothing serious',
    async (width) => {
      const page = await openPanel('/admin?tab=data-requests', width);
      await emailField(page).waitFor();
      expect(await fitsWidth(page)).toBe(true);
      expect(await seriousAxeViolations(page)).toEqual([]);
      await emailField(page).fill('alguien@example.com');
      await page.getByRole('button', { name: 'Delete everything held' }).click();
      const confirm = await settledDialog(page, 'Delete everything held for this address?');
      expect(await seriousAxeViolations(page)).toEqual([]);
      await page.keyboard.press('Escape');
      await confirm.waitFor({ state: 'hidden' });

      // The Activity tab, a click away (no new page load).
      await page.getByRole('tab', { name: 'Activity' }).click();
      await page.waitForURL(url('/admin?tab=activity'));
      await page.locator('[data-audit-action]').first().waitFor();
      expect(await fitsWidth(page)).toBe(true);
      expect(await seriousAxeViolations(page)).toEqual([]);
    },
  );
});
