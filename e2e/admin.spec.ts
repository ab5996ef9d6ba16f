import { type Page } from 'playwright-core';
import { useSite } from './support/site';
import { useTab } from './support/tab';
import { type CaseType, contactFactory, logIn, type NewContact, openSignedIn, STAFF } from './support/admin';
import { addStaffUser } from './support/staff';
import { seriousAxeViolations } from './support/axe';

// The staff panel (SPEC §2, §4, §8, §9) against the real server. The log-in test fills the real form; the
// others sign in with the same POST made from the test (openSignedIn) and open the panel straight away.
// The tests share one database and run in order: empty first, then the list grows. The states the server is
// faked for (loading, errors, toasts, the redirects' and the poll's delays) are component specs in
// frontend/src/features/admin/panel/components/admin-panel.spec.tsx.

/** A valid consultation request; each one unique so the list can be searched by name. */
const contact = contactFactory('Cliente');

// The English panel's case types: the consultation form's English labels (the Spanish panel reads SPEC §9's).
const LABELS: Record<CaseType, string> = {
  familia: 'Family Law',
  penal: 'Criminal Law',
  administrativo: 'Administrative Law',
  english: 'Legal Services in English',
  otro: 'Other',
};

describe('the admin panel in Chromium', () => {
  const site = useSite();
  const url = (path: string) => site.server.url + path;

  beforeAll(() => {
    addStaffUser(site.server, STAFF);
  });

  /** The spec's tab (support/tab.ts), as a new visitor's, signed out. */
  const tab = useTab(site);
  const newPage = (width = 1280): Promise<Page> => tab({ width, height: 900 });

  async function seed(...bodies: NewContact[]): Promise<void> {
    const answers = await Promise.all(
      bodies.map((body) =>
        fetch(url('/api/contact'), {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify(body),
        }),
      ),
    );
    for (const answer of answers) expect(answer.status).toBe(201);
  }

  const toast = (page: Page) => page.locator('.mantine-Notification-root');
  const card = (page: Page, nombre: string) =>
    page.locator('article').filter({ has: page.getByRole('heading', { name: nombre, exact: true }) });
  const stat = (page: Page, key: string) => page.locator(`[data-stat="${key}"] dd`);

  async function counters(page: Page) {
    const keys = ['total', 'pending', 'processed', 'today'] as const;
    const values = await Promise.all(keys.map((key) => stat(page, key).innerText()));
    return Object.fromEntries(keys.map((key, i) => [key, Number(values[i].replace(/\D/g, ''))]));
  }

  it('log-in returns to /admin: empty state, zero counters and a noindex meta tag', async () => {
    const page = await newPage();
    await page.goto(url('/admin'));
    await page.waitForURL(url('/api/login'));
    await logIn(page, site);
    await page.getByRole('heading', { name: 'No contacts yet' }).waitFor();
    await page
      .getByText('Contact submissions will appear here when clients fill out the forms.', { exact: true })
      .waitFor();
    expect(await counters(page)).toEqual({ total: 0, pending: 0, processed: 0, today: 0 });
    // Nothing overdue: the fifth counter reads 0, calm, in words, with no link but its own label's (every
    // counter's label opens what it counts).
    const overdue = page.locator('[data-stat="overdue"]');
    expect(await overdue.locator('dd').allInnerTexts()).toEqual(['0', 'None past their answer-by time']);
    expect(await overdue.getAttribute('data-urgent')).toBeNull();
    expect(await overdue.getByRole('link').allInnerTexts()).toEqual(['Overdue']);
    expect(await page.locator('article').count()).toBe(0);
    expect(await page.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex, nofollow');
    expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe('Admin Panel');
  });

  it('lists every field: links, labels, badges, Spanish date, message as written, counters', async () => {
    const bodies = (['familia', 'penal', 'administrativo', 'english', 'otro'] as const).map((tipo_caso) =>
      contact({ tipo_caso }),
    );
    bodies[1].telefono = '300 765 4321';
    bodies[2].mensaje = 'Primera línea\nSegunda línea\n\nFin del mensaje.';
    bodies[3].nombre = 'Maximiliano Alejandro de la Santísima Trinidad Restrepo Villegas';
    bodies[3].email = 'un.correo.electronico.muy.largo.para.probar@dominio-muy-largo-de-ejemplo.example.com';
    bodies[4].mensaje = `Mire este enlace: https://ejemplo.com/${'x'.repeat(180)}`;
    for (const body of bodies) await seed(body);

    // Newest first, as asked: the default order (by answer-by time, admin-triage.spec.ts) depends on the hour.
    const page = await newPage();
    await openSignedIn(page, site, '/admin?sort=newest');
    await card(page, bodies[0].nombre).waitFor();
    expect(await page.locator('article').count()).toBe(5);
    expect(await counters(page)).toEqual({ total: 5, pending: 5, processed: 0, today: 5 });
    expect(await page.locator('article h3').first().innerText()).toBe(bodies[4].nombre);

    const badgeColours = new Set<string>();
    for (const body of bodies) {
      const item = card(page, body.nombre);
      expect(await item.locator(`a[href="mailto:${body.email}"]`).innerText()).toBe(body.email);
      const digits = body.telefono.replace(/\D/g, '');
      expect(await item.locator('a[href^="tel:"]').getAttribute('href')).toBe(
        `tel:${body.telefono.startsWith('+') ? '+' : ''}${digits}`,
      );
      const wa = await item.locator('a[href^="https://wa.me/"]').getAttribute('href');
      expect(wa).toBe(`https://wa.me/${digits.length === 10 ? `57${digits}` : digits}`);
      const caseBadge = item.locator('[data-case-type]');
      expect(await caseBadge.textContent()).toBe(LABELS[body.tipo_caso]);
      badgeColours.add(await caseBadge.evaluate((el) => getComputedStyle(el).backgroundColor));
      expect(await item.locator('[data-status]').textContent()).toBe('Pending');
      expect(await item.getByText('Accepted', { exact: true }).count()).toBe(1);
      expect(await item.getByRole('button', { name: 'Mark as Processed' }).isEnabled()).toBe(true);
    }
    expect(badgeColours.size).toBe(5);

    // The date with the long month, hour and minute (SPEC §9), in Medellín's time zone (the Received
    // field's; the answer-by line has a time of its own), in the panel's language: English in this browser.
    const time = card(page, bodies[0].nombre).locator('dd time');
    const iso = await time.getAttribute('datetime');
    expect(await time.getAttribute('lang')).toBe('en');
    const expected = await page.evaluate(
      (value) =>
        new Intl.DateTimeFormat('en-US', {
          day: 'numeric',
          month: 'long',
          year: 'numeric',
          hour: 'numeric',
          minute: '2-digit',
          timeZone: 'America/Bogota',
        }).format(new Date(value!)),
      iso,
    );
    const squash = (text: string) => text.replace(/[\s\u00a0\u202f]+/g, ' ').trim();
    expect(squash(await time.innerText())).toBe(squash(expected));
    expect(squash(expected)).toMatch(
      /^(January|February|March|April|May|June|July|August|September|October|November|December) \d{1,2}, \d{4}/,
    );

    const message = card(page, bodies[2].nombre).locator('p[lang="es"]');
    expect(await message.innerText()).toBe(bodies[2].mensaje);
    const style = await message.evaluate((el) => {
      const css = getComputedStyle(el);
      return { whiteSpace: css.whiteSpace, overflowWrap: css.overflowWrap };
    });
    expect(style).toEqual({ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' });
  });

  it('marks a submission processed on the server: Success, then Processed and fresh counters', async () => {
    const page = await newPage();
    await openSignedIn(page, site);
    const target = card(page, 'Cliente 1');
    await target.waitFor();
    await target.getByRole('button', { name: 'Mark as Processed' }).click();

    await toast(page).waitFor();
    expect(await toast(page).locator('.mantine-Notification-title').innerText()).toBe('Success');
    // SPEC's message, with the offer to undo it (e2e/admin-triage.spec.ts drives the undo).
    const description = toast(page).locator('.mantine-Notification-description');
    expect(await description.locator('p').first().innerText()).toBe('Contact marked as processed');
    expect(await description.getByRole('button').innerText()).toBe('Undo');
    await target.locator('[data-status="processed"]').waitFor();
    expect(await target.locator('[data-status]').textContent()).toBe('Processed');
    expect(await target.getByRole('button').count()).toBe(0);
    expect(await counters(page)).toEqual({ total: 5, pending: 4, processed: 1, today: 5 });
  });

  // Before the long list: axe checks each card, and fifty cards of one template took it 40 s.
  it.each([
    ['/admin', true],
    ['/api/login', false],
  ] as const)('has no serious or critical axe violation on %s', async (path, signedIn) => {
    const page = await newPage();
    if (signedIn) {
      await openSignedIn(page, site);
      await page.locator('article').first().waitFor();
    } else {
      await page.goto(url(path));
    }
    expect(await seriousAxeViolations(page)).toEqual([]);
  });

  it('pages a long list 50 at a time and keeps the page in the URL', async () => {
    await seed(...Array.from({ length: 120 }, () => contact({ tipo_caso: 'penal' })));
    const page = await newPage();
    await openSignedIn(page, site);
    await page.locator('article').first().waitFor();
    const { total } = await counters(page);
    expect(total).toBeGreaterThan(120);
    expect(await page.locator('article').count()).toBe(50);
    await page.getByText(`Showing 1–50 of ${total}`).waitFor();
    const firstOfPage1 = await page.locator('article h3').first().innerText();

    await page.getByRole('button', { name: 'Page 2', exact: true }).click();
    await page.waitForURL(url('/admin?page=2'));
    await page.getByText(`Showing 51–100 of ${total}`).waitFor();
    expect(await page.locator('article').count()).toBe(50);
    expect(await page.locator('article h3').first().innerText()).not.toBe(firstOfPage1);

    const last = Math.ceil(total / 50);
    await page.goto(url(`/admin?page=${last}`));
    await page.getByText(`Showing ${(last - 1) * 50 + 1}–${total} of ${total}`).waitFor();
    expect(await page.locator('article').count()).toBe(total - (last - 1) * 50);
    // The oldest submission (seeded first) is last on the last page.
    expect(await page.locator('article h3').last().innerText()).toBe('Cliente 1');

    // A page past the end moves to the last one.
    await page.goto(url('/admin?page=99'));
    await page.waitForURL(url(`/admin?page=${last}`));
  });

  it('fits a 390 px phone: cards stack and nothing scrolls sideways', async () => {
    const page = await newPage(390);
    // The oldest five, Maximiliano's among them, are on the third page of the newest first.
    await openSignedIn(page, site, '/admin?sort=newest&page=3');
    await card(page, 'Maximiliano Alejandro de la Santísima Trinidad Restrepo Villegas').waitFor();
    const widths = await page.evaluate(() => ({
      scroll: document.documentElement.scrollWidth,
      client: document.documentElement.clientWidth,
      widest: Math.max(
        ...Array.from(document.querySelectorAll('article')).map((a) => a.getBoundingClientRect().right),
      ),
    }));
    expect(widths.scroll).toBeLessThanOrEqual(widths.client);
    expect(widths.widest).toBeLessThanOrEqual(390);
    const boxes = await page
      .locator('article')
      .evaluateAll((els) => els.slice(0, 2).map((el) => el.getBoundingClientRect()));
    expect(boxes[1].top).toBeGreaterThanOrEqual(boxes[0].bottom);
  });

  it('Logout ends the session and leaves for the home page', async () => {
    const page = await newPage();
    await openSignedIn(page, site);
    await page.locator('article').first().waitFor();
    await Promise.all([page.waitForURL(url('/')), page.getByRole('button', { name: 'Logout' }).click()]);
    const cookie = (await page.context().cookies(site.server.url))
      .map(({ name, value }) => `${name}=${value}`)
      .join('; ');
    const me = await fetch(url('/api/auth/user'), { headers: { cookie } });
    expect(me.status).toBe(401);
  });
});
