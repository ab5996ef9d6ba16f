import { type Page } from 'playwright-core';
import {
  card,
  cardNames,
  counterReads,
  counters,
  eventually,
  fitsWidth,
  logIn,
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
import { backdate, runSql } from './support/database';
import { useSiteWithMail } from './support/site';
import { addStaffUser } from './support/staff';

// Inquiry management in /admin (issue 8): search, filters kept in the URL, details, notes, CSV export and
// delete, against the real server with a real SMTP server taking the staff notifications. The note field's
// own states (refused when empty, pending while sent) are a component spec:
// frontend/src/features/admin/requests/components/contact-notes.spec.tsx.

// Every field quoted, so a ';' or ',' inside a value never splits it; in the panel's language (English
// here), with the comma that English Excel splits on.
const CSV_HEADER =
  '"No.","Received (Medellín time)","Full name","Email","Phone","Case type","Message","Status",' +
  '"Consent given (Medellín time)","Privacy policy version","Form language","Internal notes"';
const SPANISH_CONSENT = 'Acepto la política de privacidad y el tratamiento de mis datos personales.';

interface Detail {
  notifications: Array<{ kind: string; channel: string; status: string }>;
  notes: Array<{ body: string; author: string }>;
}

describe('managing inquiries in the admin panel', () => {
  const { site, mail: smtp } = useSiteWithMail();
  const url = (path: string) => site.server.url + path;
  const browser = pages(site);
  afterEach(() => browser.closeAll());

  const ids: Record<string, number> = {};
  const FILLERS = 50;
  const TOTAL = FILLERS + 6;

  beforeAll(async () => {
    addStaffUser(site.server, STAFF);
    // A full first page of other requests, so there is a page 2 to leave.
    await seed(site, ...Array.from({ length: FILLERS }, () => newContact({ tipo_caso: 'otro' })));
    const named = {
      lucia: newContact({ nombre: 'Lucía Gómez', email: 'lucia@example.com', tipo_caso: 'administrativo' }),
      pedro: newContact({ nombre: 'Pedro Ruiz', email: 'pedro@example.com', tipo_caso: 'otro' }),
      sofia: newContact({ nombre: 'Sofía Marín', email: 'sofia@example.com' }),
      mariana: newContact({
        nombre: 'Mariana Pérez',
        email: 'mariana@example.com',
        tipo_caso: 'penal',
        mensaje: '=cmd|/C calc!A0 urgente por favor',
      }),
      john: newContact({
        nombre: 'John Smith',
        email: 'john@example.com',
        tipo_caso: 'english',
        idioma: 'en',
      }),
      jose: newContact({ nombre: 'José Álvarez', email: 'jose@example.com', telefono: '300 765 4321' }),
    };
    const seeded = await seed(site, ...Object.values(named));
    Object.keys(named).forEach((key, i) => (ids[key] = seeded[i]));
    // Two requests from earlier months (the server stamps the time itself, so the test moves them), the
    // first from before consent details were recorded.
    await backdate(site.server, ids.lucia, '2025-01-15T15:00:00Z');
    await backdate(site.server, ids.pedro, '2025-02-20T15:00:00Z');
    await runSql(
      site.server,
      'UPDATE contact_submissions SET consent_at = NULL, privacy_policy_version = NULL, consent_text = NULL, language = NULL WHERE id = ?',
      [ids.lucia],
    );
    const marked = await staffApi(site, `/api/contacts/${ids.sofia}/processed`, { method: 'PATCH' });
    expect(marked.status).toBe(200);
  });

  async function openPanel(path = '/admin', width = 1366): Promise<Page> {
    const page = await browser.open(width);
    // Signed in without the form (the email-link test below fills it), straight to `path`.
    await openSignedIn(page, site, path);
    await page.locator('article').first().waitFor();
    return page;
  }

  const search = (page: Page) => page.getByRole('searchbox', { name: 'Search' });
  const drawer = (page: Page, name: string) => page.getByRole('dialog', { name });
  const listSays = (page: Page, text: string) => page.getByText(text, { exact: true }).waitFor();

  /**
   * Does `act`, then waits for the list request it leads to (`wanted` tells it by its query) and for the
   * list to show the answer: until then the previous rows stay on screen, dimmed and aria-busy.
   */
  async function listAfter(
    page: Page,
    act: () => Promise<unknown>,
    wanted: (query: URLSearchParams) => boolean,
  ) {
    const answered = page.waitForResponse((res) => {
      const sent = new URL(res.url());
      return sent.pathname === '/api/contacts' && wanted(sent.searchParams);
    });
    await act();
    await answered;
    await page.waitForFunction(() => !document.querySelector('[aria-busy="true"]'));
  }
  const asks = (key: string, value: string) => (query: URLSearchParams) => query.get(key) === value;

  it('searches accent-insensitively, keeps the search in the URL across a reload, and says when nothing matches', async () => {
    const page = await openPanel();
    const historyBefore = await page.evaluate(() => history.length);
    await listAfter(page, () => search(page).pressSequentially('jose'), asks('q', 'jose'));
    await page.waitForURL(url('/admin?q=jose'));
    await listSays(page, 'Showing 1–1 of 1');
    expect(await cardNames(page)).toEqual(['José Álvarez']);
    // Typing replaces the history entry rather than adding one per pause.
    expect(await page.evaluate(() => history.length)).toBe(historyBefore);

    await page.reload();
    await listSays(page, 'Showing 1–1 of 1');
    expect(await search(page).inputValue()).toBe('jose');
    expect(await cardNames(page)).toEqual(['José Álvarez']);

    // The phone number's digits, however it was written.
    await listAfter(page, () => search(page).fill('3007654321'), asks('q', '3007654321'));
    await page.waitForURL(url('/admin?q=3007654321'));
    await listSays(page, 'Showing 1–1 of 1');
    expect(await cardNames(page)).toEqual(['José Álvarez']);

    await search(page).fill('nadie coincide');
    await page.getByRole('heading', { name: 'No requests match these filters' }).waitFor();
    expect(await page.locator('article').count()).toBe(0);
    expect(await page.getByRole('heading', { name: 'No contacts yet' }).count()).toBe(0);
    // The counters still count everything.
    expect((await counters(page)).total).toBe(TOTAL);
  });

  it('filters by status, case type and dates, keeps them in the URL, and starts again from page 1', async () => {
    const page = await openPanel('/admin?page=2');
    await listSays(page, `Showing 51–${TOTAL} of ${TOTAL}`);

    await listAfter(
      page,
      () => page.getByLabel('Status').selectOption('processed'),
      asks('status', 'processed'),
    );
    await page.waitForURL(url('/admin?status=processed'));
    await listSays(page, 'Showing 1–1 of 1');
    expect(await cardNames(page)).toEqual(['Sofía Marín']);

    await page.getByLabel('Status').selectOption('');
    await listAfter(
      page,
      () => page.getByLabel('Case type').selectOption('penal'),
      asks('tipo_caso', 'penal'),
    );
    await page.waitForURL(url('/admin?tipo_caso=penal'));
    await listSays(page, 'Showing 1–1 of 1');
    expect(await cardNames(page)).toEqual(['Mariana Pérez']);
    await page.getByLabel('Case type').selectOption('');

    // Typed as the English panel reads days (month/day/year); the address keeps YYYY-MM-DD.
    await page.getByLabel('From', { exact: true }).fill('01/01/2025');
    await listAfter(
      page,
      () => page.getByLabel('To', { exact: true }).fill('01/31/2025'),
      asks('to', '2025-01-31'),
    );
    await page.waitForURL(url('/admin?from=2025-01-01&to=2025-01-31'));
    await listSays(page, 'Showing 1–1 of 1');
    expect(await cardNames(page)).toEqual(['Lucía Gómez']);
    await listAfter(
      page,
      () => page.getByLabel('To', { exact: true }).fill('02/28/2025'),
      asks('to', '2025-02-28'),
    );
    await listSays(page, 'Showing 1–2 of 2');
    // The most overdue first: January's request was due before February's.
    expect(await cardNames(page)).toEqual(['Lucía Gómez', 'Pedro Ruiz']);

    // A reload (or the link sent to a colleague) shows the same filtered list.
    await page.reload();
    await listSays(page, 'Showing 1–2 of 2');
    expect(await page.getByLabel('From', { exact: true }).inputValue()).toBe('01/01/2025');
    expect(await page.getByLabel('To', { exact: true }).inputValue()).toBe('02/28/2025');
    expect(await cardNames(page)).toEqual(['Lucía Gómez', 'Pedro Ruiz']);

    // An end before the start is pointed out and left out, rather than breaking the list.
    await page.getByLabel('To', { exact: true }).fill('12/31/2024');
    await page.getByText('Before the start date: ignored').waitFor();
    expect(await page.getByLabel('To', { exact: true }).getAttribute('aria-invalid')).toBe('true');
    await listSays(page, `Showing 1–50 of ${TOTAL}`);

    await page.getByRole('search').getByRole('button', { name: 'Clear filters' }).click();
    await page.waitForURL(url('/admin'));
    await page.waitForFunction(() =>
      Array.from(document.querySelectorAll<HTMLInputElement>('[role="search"] input')).every(
        (input) => input.value === '',
      ),
    );
    await listSays(page, `Showing 1–50 of ${TOTAL}`);
    expect(await page.getByRole('search').getByRole('button', { name: 'Clear filters' }).isDisabled()).toBe(
      true,
    );
    // The back button brings the filters back.
    await page.goBack();
    await page.waitForURL(url('/admin?from=2025-01-01&to=2024-12-31'));
  });

  it('opens the details from a card: every field, proof of consent, notification states', async () => {
    // The staff email and the client's acknowledgment go out within seconds; wait for the server to record
    // them as sent.
    await eventually(async () => {
      const { body } = await staffApi<Detail>(site, `/api/contacts/${ids.jose}`);
      const sent = body.notifications.filter((n) => n.channel === 'email' && n.status === 'sent');
      return sent.length === 2 ? true : undefined;
    });
    const page = await openPanel('/admin?q=jos%C3%A9');
    const jose = card(page, 'José Álvarez');
    await jose.locator('[data-notification="ok"]').first().waitFor();
    expect(await jose.locator('[data-notification]').allInnerTexts()).toEqual([
      'Email sent',
      'Acknowledgment sent',
    ]);
    expect(await jose.locator('[data-note-count]').innerText()).toBe('No notes');

    await jose.getByRole('link', { name: 'Details' }).click();
    await page.waitForURL(url(`/admin?q=jos%C3%A9&contact=${ids.jose}`));
    const details = drawer(page, 'José Álvarez');
    await details.waitFor();
    expect(await details.locator('a[href="mailto:jose@example.com"]').count()).toBe(1);
    expect(await details.locator('a[href="tel:3007654321"]').count()).toBe(1);
    expect(await details.locator('a[href="https://wa.me/573007654321"]').count()).toBe(1);
    expect(await details.locator('[data-case-type]').innerText()).toBe('Family Law');
    expect(await details.locator('[data-status]').innerText()).toBe('Pending');

    const consent = details.locator('[data-consent-record="recorded"]');
    expect(squash(await consent.innerText())).toMatch(/Privacy policy version 1\.1/i);
    expect(squash(await consent.innerText())).toMatch(/Page language Spanish/i);
    expect(squash(await consent.locator('time').innerText())).toMatch(ENGLISH_LONG_DATE);
    expect(await details.locator('[data-consent-text]').innerText()).toBe(SPANISH_CONSENT);
    expect(
      await details.locator('[data-kind="new"][data-channel="email"] .mantine-Badge-root').innerText(),
    ).toBe('Email sent');
    expect(await details.locator('[data-kind="new"][data-channel="webhook"]').innerText()).toContain(
      'Webhook off',
    );
    expect(
      await details.locator('[data-kind="ack"][data-channel="email"] .mantine-Badge-root').innerText(),
    ).toBe('Acknowledgment sent');

    await details.getByRole('button', { name: 'Close' }).click();
    await page.waitForURL(url('/admin?q=jos%C3%A9'));
    await details.waitFor({ state: 'hidden' });
    // Focus goes back to where it was.
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Details');

    // A request stored before consent was recorded says so.
    await page.goto(url(`/admin?contact=${ids.lucia}`));
    await drawer(page, 'Lucía Gómez').locator('[data-consent-record="none"]').waitFor();
    expect(await drawer(page, 'Lucía Gómez').locator('[data-consent-record="none"]').innerText()).toBe(
      'Not recorded',
    );
  });

  it("opens a request straight from the staff notification email's link, even when signed out", async () => {
    const mail = await eventually(async () =>
      smtp.sink.messages.find((m) => (m.text ?? '').includes('José Álvarez')),
    );
    const link = /https?:\/\/[^\s"]+\/admin\?contact=(\d+)/.exec(mail.html || mail.text || '');
    expect(link?.[1]).toBe(String(ids.jose));
    const path = new URL(link![0]).pathname + new URL(link![0]).search;

    const page = await browser.open();
    await page.goto(url(path));
    await page.waitForURL(url('/api/login'));
    await logIn(page, site);
    await page.waitForURL(url(path));
    await drawer(page, 'José Álvarez').waitFor();

    // Closing a request opened from outside leaves the plain list (and no way "back" into it).
    await page.keyboard.press('Escape');
    await page.waitForURL(url('/admin'));

    await page.goto(url('/admin?contact=999999'));
    const missing = drawer(page, 'Request not found');
    await missing.waitFor();
    expect(await missing.innerText()).toContain('This request no longer exists.');
  });

  it('adds internal notes: kept by the server, listed oldest first with author and time, counted on the card', async () => {
    // Newest first, so José's card is on the first page whatever the hour (by answer-by time, during office
    // hours, the fillers sent before him come first).
    const page = await openPanel(`/admin?sort=newest&contact=${ids.jose}`);
    const details = drawer(page, 'José Álvarez');
    const field = details.getByRole('textbox', { name: 'New note' });
    const add = details.getByRole('button', { name: 'Add note' });
    await details.getByText('No notes yet.').waitFor();

    await field.fill('Primera nota: llamar el lunes.');
    await add.click();
    await details.locator('[data-note-id]').first().waitFor();
    // The field empties once the note is in (the status then says so): the next one is typed after that.
    await details.getByRole('status').filter({ hasText: 'Note added.' }).waitFor({ state: 'attached' });

    await field.fill('Segunda nota\ncon salto de línea.');
    await add.click();
    await details.locator('[data-note-id]').nth(1).waitFor();
    const notes = details.locator('[data-note-id]');
    expect(await notes.locator('[data-note-body]').allInnerTexts()).toEqual([
      'Primera nota: llamar el lunes.',
      'Segunda nota\ncon salto de línea.',
    ]);
    const byline = squash(await notes.first().locator('time').locator('..').innerText());
    expect(byline).toMatch(ENGLISH_LONG_DATE);
    expect(byline).toContain(`by ${STAFF.email}`);

    await page.keyboard.press('Escape');
    await card(page, 'José Álvarez').locator('[data-note-count="2"]').waitFor();
    expect(await card(page, 'José Álvarez').locator('[data-note-count]').innerText()).toBe('2 notes');
    const { body } = await staffApi<Detail>(site, `/api/contacts/${ids.jose}`);
    expect(body.notes.map((n) => [n.body, n.author])).toEqual([
      ['Primera nota: llamar el lunes.', STAFF.email],
      ['Segunda nota\ncon salto de línea.', STAFF.email],
    ]);
  });

  it('exports exactly the filtered rows as CSV: BOM, header, a neutralised formula', async () => {
    const page = await openPanel('/admin?status=pending&tipo_caso=penal');
    await listSays(page, 'Showing 1–1 of 1');
    const link = page.getByRole('link', { name: 'Export CSV' });
    // Commas, what Excel in English opens, until staff choose otherwise.
    expect(await link.getAttribute('href')).toBe(
      '/api/contacts/export.csv?status=pending&tipo_caso=penal&lang=en&separator=comma',
    );
    const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
    expect(download.suggestedFilename()).toMatch(/^solicitudes-\d{4}-\d{2}-\d{2}\.csv$/);
    const bytes = await downloadedBytes(download);
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = bytes.subarray(3).toString('utf8').split('\r\n');
    expect(lines[0]).toBe(CSV_HEADER);
    expect(lines.slice(1).filter(Boolean)).toHaveLength(1);
    const cells = lines[1].slice(1, -1).split('","');
    expect(cells.slice(0, 3)).toEqual([String(ids.mariana), expect.any(String), 'Mariana Pérez']);
    expect(cells[6]).toBe("'=cmd|/C calc!A0 urgente por favor");
    expect(cells[7]).toBe('Pending');

    // Without filters: every request.
    await page.getByRole('search').getByRole('button', { name: 'Clear filters' }).click();
    await page.waitForURL(url('/admin'));
    const [all] = await Promise.all([page.waitForEvent('download'), link.click()]);
    const rows = (await downloadedBytes(all)).toString('utf8').split('\r\n').filter(Boolean);
    expect(rows).toHaveLength(TOTAL + 1);

    // A staff member whose Excel is in Spanish chooses semicolons; this browser remembers the choice.
    const separator = page.getByLabel('CSV separator');
    expect(await separator.inputValue()).toBe('comma');
    await separator.selectOption({ label: 'Semicolon (Excel in Spanish)' });
    expect(await link.getAttribute('href')).toBe('/api/contacts/export.csv?lang=en&separator=semicolon');
    const [semicolons] = await Promise.all([page.waitForEvent('download'), link.click()]);
    const header = (await downloadedBytes(semicolons)).subarray(3).toString('utf8').split('\r\n')[0];
    expect(header).toBe(CSV_HEADER.split('","').join('";"'));
    await page.reload();
    await link.waitFor();
    expect(await page.getByLabel('CSV separator').inputValue()).toBe('semicolon');
    expect(await link.getAttribute('href')).toBe('/api/contacts/export.csv?lang=en&separator=semicolon');
    await page.evaluate(() => localStorage.removeItem('admin-csv-separator'));
  });

  it('deletes only after confirmation: Cancel and Escape keep it, Delete removes it and the counters change', async () => {
    const page = await openPanel('/admin?q=pedro');
    const before = await counters(page);
    await card(page, 'Pedro Ruiz').getByRole('link', { name: 'Details' }).click();
    const details = drawer(page, 'Pedro Ruiz');
    const confirm = page.getByRole('dialog', { name: 'Delete this request?' });

    await details.getByRole('button', { name: 'Delete', exact: true }).click();
    await confirm.waitFor();
    expect(await confirm.innerText()).toContain('The request from Pedro Ruiz');
    // Focus starts on the safe choice.
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Cancel');
    await page.keyboard.press('Escape');
    await confirm.waitFor({ state: 'hidden' });
    expect(await details.isVisible()).toBe(true);

    await details.getByRole('button', { name: 'Delete', exact: true }).click();
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await confirm.waitFor({ state: 'hidden' });
    expect((await staffApi(site, `/api/contacts/${ids.pedro}`)).status).toBe(200);

    await details.getByRole('button', { name: 'Delete', exact: true }).click();
    await confirm.getByRole('button', { name: 'Delete request' }).click();
    expect(await toastText(page)).toEqual({
      title: 'Request deleted',
      message: 'The request from Pedro Ruiz was deleted.',
    });
    await details.waitFor({ state: 'hidden' });
    await page.waitForURL(url('/admin?q=pedro'));
    await page.getByRole('heading', { name: 'No requests match these filters' }).waitFor();
    await counterReads(page, 'total', before.total - 1);
    expect(await counters(page)).toEqual({ ...before, total: before.total - 1, pending: before.pending - 1 });
    expect((await staffApi(site, `/api/contacts/${ids.pedro}`)).status).toBe(404);
  });

  it('fits a 390 px phone with filters and details open, and axe finds nothing serious', async () => {
    // Filters that leave a card or two: axe checks every card, and fifty of one template took it 15 s a run.
    // The details are opened from the filtered list, so the list behind them (which axe reads too) stays short.
    const page = await openPanel('/admin?status=pending&q=alvarez', 390);
    expect(await fitsWidth(page)).toBe(true);
    expect(await seriousAxeViolations(page)).toEqual([]);

    // On a phone a request is a compact row, opened by its name.
    await card(page, 'José Álvarez').getByRole('link', { name: 'José Álvarez', exact: true }).click();
    await page.waitForURL(url(`/admin?status=pending&q=alvarez&contact=${ids.jose}`));
    const details = await settledDialog(page, 'José Álvarez');
    await details.locator('[data-note-id]').first().waitFor();
    const box = await details.boundingBox();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(390);
    expect(await seriousAxeViolations(page)).toEqual([]);

    await details.getByRole('button', { name: 'Delete', exact: true }).click();
    await settledDialog(page, 'Delete this request?');
    expect(await seriousAxeViolations(page)).toEqual([]);
  });
});
