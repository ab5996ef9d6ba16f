import { type BrowserContext, type Page } from 'playwright-core';
import { useSite } from './support/site';
import { useTab } from './support/tab';
import {
  type CaseType,
  contactFactory,
  logIn,
  type NewContact,
  openSignedIn,
  signIn,
  STAFF,
} from './support/admin';
import { addStaffUser } from './support/staff';
import {
  activity,
  hold,
  installClock,
  pageNow,
  recordActivity,
  settleUntil,
  stopClock,
} from './support/clock';
import { seriousAxeViolations } from './support/axe';

// The staff panel (SPEC §2, §4, §8, §9) against the real server. The log-in test fills the real form; the
// others sign in with the same POST made from the test (openSignedIn) and open the panel straight away.
// The tests share one database and run in order: empty first, then the list grows.

/** A valid consultation request; each one unique so the list can be searched by name. */
const contact = contactFactory('Cliente');

const LABELS: Record<CaseType, string> = {
  familia: 'Derecho de Familia',
  penal: 'Derecho Penal',
  administrativo: 'Derecho Administrativo',
  english: 'Legal Services in English',
  otro: 'otro',
};

describe('the admin panel in Chromium', () => {
  const site = useSite();
  const url = (path: string) => site.server.url + path;

  beforeAll(() => {
    addStaffUser(site.server, STAFF);
  });

  const contexts: BrowserContext[] = [];
  afterEach(async () => {
    await Promise.all(contexts.splice(0).map((context) => context.close()));
  });

  /** The spec's tab (support/tab.ts), as a new visitor's, signed out. */
  const tab = useTab(site);
  const newPage = (width = 1280): Promise<Page> => tab({ width, height: 900 });

  /** A page with a context of its own, for a test that installs a fake clock (it stays with the context). */
  async function ownPage(): Promise<Page> {
    const context = await site.browser.newContext({ viewport: { width: 1280, height: 900 } });
    contexts.push(context);
    return context.newPage();
  }

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

  const isList = (u: URL) => u.pathname === '/api/contacts';
  const isStats = (u: URL) => u.pathname === '/api/contacts/stats';
  const isMark = (u: URL) => /^\/api\/contacts\/\d+\/processed$/.test(u.pathname);
  const main = (page: Page) => page.locator('#contenido');
  const toast = (page: Page) => page.locator('.mantine-Notification-root');
  const card = (page: Page, nombre: string) =>
    page.locator('article').filter({ has: page.getByRole('heading', { name: nombre, exact: true }) });
  const stat = (page: Page, key: string) => page.locator(`[data-stat="${key}"] dd`);

  async function counters(page: Page) {
    const keys = ['total', 'pending', 'processed', 'today'] as const;
    const values = await Promise.all(keys.map((key) => stat(page, key).innerText()));
    return Object.fromEntries(keys.map((key, i) => [key, Number(values[i].replace(/\D/g, ''))]));
  }

  async function expectDestructiveToast(page: Page, title: string, message: string) {
    const shown = toast(page);
    await shown.waitFor();
    expect(await shown.locator('.mantine-Notification-title').innerText()).toBe(title);
    expect(await shown.locator('.mantine-Notification-description').innerText()).toBe(message);
    expect(await shown.getAttribute('style')).toContain('--mantine-color-red');
  }

  it('signed out: an Unauthorized toast, nothing else, then the log-in page after 1 second', async () => {
    const page = await ownPage();
    const contactsCalls: string[] = [];
    page.on('request', (req) => {
      if (new URL(req.url()).pathname.startsWith('/api/contacts')) contactsCalls.push(req.url());
    });
    await installClock(page);
    await recordActivity(page);
    // The session check is held until the clock stands still, so the toast and the redirect timer
    // are both set at one known instant.
    const auth = await hold(page, (u) => u.pathname === '/api/auth/user');
    await page.goto(url('/admin'));
    await auth.arrived;
    const stoppedAt = await stopClock(page);
    auth.release();
    await settleUntil(page, async () => (await toast(page).count()) > 0);
    expect(await pageNow(page)).toBe(stoppedAt);
    await expectDestructiveToast(page, 'Unauthorized', 'You need to log in to access the admin panel.');
    expect((await main(page).innerText()).trim()).toBe('');

    await page.clock.runFor(999);
    expect(await activity(page, '/api/login')).toEqual([]);
    expect(page.url()).toBe(url('/admin'));
    await page.clock.runFor(1);
    await page.waitForURL(url('/api/login'));
    expect(contactsCalls).toEqual([]);
  });

  it('shows "Checking authentication..." while the session check is on its way', async () => {
    const page = await newPage();
    const auth = await hold(page, (u) => u.pathname === '/api/auth/user');
    await page.goto(url('/admin'));
    await auth.arrived;
    await page.getByText('Checking authentication...', { exact: true }).waitFor();
    auth.release();
    await toast(page).waitFor();
    expect(await page.getByText('Checking authentication...').count()).toBe(0);
  });

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
    // Nothing overdue: the fifth counter reads 0, calm, in words, with no link.
    const overdue = page.locator('[data-stat="overdue"]');
    expect(await overdue.locator('dd').allInnerTexts()).toEqual(['0', 'None past their answer-by time']);
    expect(await overdue.getAttribute('data-urgent')).toBeNull();
    expect(await overdue.getByRole('link').count()).toBe(0);
    expect(await page.locator('article').count()).toBe(0);
    expect(await page.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex, nofollow');
    expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe('Admin Panel');
  });

  it('shows "Loading contacts..." while the list is on its way', async () => {
    const page = await newPage();
    await signIn(page, site);
    const list = await hold(page, isList);
    await page.goto(url('/admin'));
    await list.arrived;
    await page.getByText('Loading contacts...', { exact: true }).waitFor();
    list.release();
    await page.getByRole('heading', { name: 'No contacts yet' }).waitFor();
    expect(await page.getByText('Loading contacts...').count()).toBe(0);
  });

  it('shows "Error Loading Contacts" with the status and the server message, not raw JSON', async () => {
    const page = await newPage();
    await signIn(page, site);
    await page.route(isList, (route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: JSON.stringify({ statusCode: 500, message: 'Internal server error' }),
      }),
    );
    await page.goto(url('/admin'));
    await page.getByRole('heading', { name: 'Error Loading Contacts' }).waitFor();
    const text = await main(page).innerText();
    expect(text).toContain('500: Internal server error');
    expect(text).not.toMatch(/[{}]|statusCode/);
    expect(await page.locator('article').count()).toBe(0);
  });

  it.each([
    [500, 'Internal boom', '500: Internal boom'],
    [503, '', '503: Service Unavailable'],
  ])(
    'shows "Error Loading Contacts" as SPEC §8 words it: status %i, body %j',
    async (status, body, shown) => {
      const page = await newPage();
      await signIn(page, site);
      await page.route(isList, (route) => route.fulfill({ status, contentType: 'text/plain', body }));
      await page.goto(url('/admin'));
      await page.getByRole('heading', { name: 'Error Loading Contacts' }).waitFor();
      expect(await main(page).getByText(shown, { exact: true }).count()).toBe(1);
    },
  );

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

    const page = await newPage();
    await openSignedIn(page, site);
    await card(page, bodies[0].nombre).waitFor();
    expect(await page.locator('article').count()).toBe(5);
    expect(await counters(page)).toEqual({ total: 5, pending: 5, processed: 0, today: 5 });
    // Newest first.
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
      expect(await item.locator('[data-status]').textContent()).toBe('Pendiente');
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
          hour: '2-digit',
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

  it('marks a submission processed: Processing... while pending, then Success and fresh counters', async () => {
    const page = await newPage();
    await openSignedIn(page, site);
    const target = card(page, 'Cliente 1');
    await target.waitFor();
    const patch = await hold(page, isMark, 'PATCH');
    await target.getByRole('button', { name: 'Mark as Processed' }).click();
    await patch.arrived;
    const button = target.getByRole('button', { name: 'Processing...' });
    await button.waitFor();
    expect(await button.isDisabled()).toBe(true);
    patch.release();

    await toast(page).waitFor();
    expect(await toast(page).locator('.mantine-Notification-title').innerText()).toBe('Success');
    expect(await toast(page).locator('.mantine-Notification-description').innerText()).toBe(
      'Contact marked as processed',
    );
    await target.locator('[data-status="processed"]').waitFor();
    expect(await target.locator('[data-status]').textContent()).toBe('Procesado');
    expect(await target.getByRole('button').count()).toBe(0);
    expect(await counters(page)).toEqual({ total: 5, pending: 4, processed: 1, today: 5 });
  });

  it("shows the server's message in an Error toast when marking fails", async () => {
    const page = await newPage();
    await openSignedIn(page, site);
    await page.route(isMark, (route) =>
      route.fulfill({
        status: 404,
        contentType: 'application/json',
        body: JSON.stringify({ statusCode: 404, message: 'Contact submission 999 not found' }),
      }),
    );
    const target = card(page, 'Cliente 2');
    await target.getByRole('button', { name: 'Mark as Processed' }).click();
    await expectDestructiveToast(page, 'Error', '404: Contact submission 999 not found');
    expect(await target.locator('[data-status]').textContent()).toBe('Pendiente');
    expect(await target.getByRole('button', { name: 'Mark as Processed' }).isEnabled()).toBe(true);
  });

  it.each([
    [500, 'Internal boom', '500: Internal boom'],
    [503, '', '503: Service Unavailable'],
  ])('words a failed mark as SPEC §8 does: status %i, body %j', async (status, body, shown) => {
    const page = await newPage();
    await openSignedIn(page, site);
    await page.route(isMark, (route) => route.fulfill({ status, contentType: 'text/plain', body }));
    await card(page, 'Cliente 2').getByRole('button', { name: 'Mark as Processed' }).click();
    await expectDestructiveToast(page, 'Error', shown);
  });

  it('an expired session while marking: Session Expired, then the log-in page after 0.5 seconds', async () => {
    const page = await ownPage();
    await installClock(page);
    await recordActivity(page);
    await openSignedIn(page, site);
    await card(page, 'Cliente 2').waitFor();
    // End this browser's session on the server, as a log-out elsewhere or an expiry would.
    const cookie = (await page.context().cookies(site.server.url))
      .map(({ name, value }) => `${name}=${value}`)
      .join('; ');
    const out = await fetch(url('/api/logout'), { headers: { cookie }, redirect: 'manual' });
    expect(out.status).toBe(303);

    const stoppedAt = await stopClock(page);
    await card(page, 'Cliente 2').getByRole('button', { name: 'Mark as Processed' }).click();
    await settleUntil(page, async () => (await toast(page).count()) > 0);
    expect(await pageNow(page)).toBe(stoppedAt);
    await expectDestructiveToast(page, 'Session Expired', 'Please log in again.');

    await page.clock.runFor(499);
    expect(await activity(page, '/api/login')).toEqual([]);
    expect(page.url()).toBe(url('/admin'));
    await page.clock.runFor(1);
    await page.waitForURL(url('/api/login'));
  });

  it('shows a toast for 5 seconds, then takes it away', async () => {
    const page = await ownPage();
    await installClock(page);
    await openSignedIn(page, site);
    await card(page, 'Cliente 2').waitFor();
    await page.mouse.move(0, 0);
    const stoppedAt = await stopClock(page);
    await page.route(isMark, (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: '{"statusCode":500}' }),
    );
    // The keyboard, not the pointer: a toast under the pointer waits for it to leave.
    await card(page, 'Cliente 2').getByRole('button', { name: 'Mark as Processed' }).press('Enter');
    await settleUntil(page, async () => (await toast(page).count()) > 0);
    expect(await pageNow(page)).toBe(stoppedAt);

    expect(await toast(page).getByRole('button', { name: 'Close notification' }).count()).toBe(1);
    await page.clock.runFor(4_999);
    expect(await toast(page).count()).toBe(1);
    expect(await toast(page).isVisible()).toBe(true);
    // At 5 seconds it starts to leave; its exit animation takes the notifications' 250 ms.
    await page.clock.runFor(1);
    await page.clock.runFor(300);
    await settleUntil(page, async () => (await toast(page).count()) === 0);
  });

  it('refreshes the list and counters every 30 seconds', async () => {
    const page = await ownPage();
    await installClock(page);
    await recordActivity(page);
    // The first answers of the list and the counters are held until the clock stands still: both poll
    // every 30 seconds from their last answer.
    const first = await hold(page, (u) => isList(u) || isStats(u), 'GET');
    await openSignedIn(page, site);
    await first.arrived;
    const stoppedAt = await stopClock(page);
    first.release();
    await settleUntil(page, async () => (await card(page, 'Cliente 1').count()) > 0, 'the first list');
    expect(await pageNow(page)).toBe(stoppedAt);
    const before = await counters(page);
    const fresh = contact({ nombre: 'Cliente del sondeo' });
    await seed(fresh);
    const loads = (await activity(page, '/api/contacts')).length;

    await page.clock.runFor(29_999);
    expect(await activity(page, '/api/contacts')).toHaveLength(loads);
    expect(await card(page, fresh.nombre).count()).toBe(0);
    await page.clock.runFor(1);
    expect((await activity(page, '/api/contacts')).slice(loads)).toEqual([
      { kind: 'fetch', path: '/api/contacts', at: stoppedAt + 30_000 },
    ]);
    await settleUntil(page, async () => (await card(page, fresh.nombre).count()) > 0, 'the new request');
    await settleUntil(
      page,
      async () => (await stat(page, 'total').innerText()).replace(/\D/g, '') === String(before.total + 1),
      'the new total',
    );
    expect(await counters(page)).toEqual({
      ...before,
      total: before.total + 1,
      pending: before.pending + 1,
      today: before.today + 1,
    });
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
    await openSignedIn(page, site, '/admin?page=3');
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
