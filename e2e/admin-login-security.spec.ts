import { type Page } from 'playwright-core';
import { logIn, pages, squash, STAFF } from './support/admin';
import { useSite } from './support/site';
import { addStaffUser } from './support/staff';

// What the panel shows of attacks on log-in, and log-out from another site, in the real browser against
// the real server. TRUST_PROXY=loopback lets the attempts here come from an address of their own, so the
// browser's own log-ins (127.0.0.1) are never locked out.

const INTRUDER_ADDRESS = '203.0.113.77';

describe('log-in defences in the admin panel', () => {
  const site = useSite({ TRUST_PROXY: 'loopback', LOGIN_MAX_FAILURES: '2' });
  const url = (path: string) => site.server.url + path;
  const browser = pages(site);
  afterEach(() => browser.closeAll());

  beforeAll(() => addStaffUser(site.server, STAFF));

  const signedIn = (page: Page) => page.evaluate(async () => (await fetch('/api/auth/user')).status === 200);

  it('shows failed log-ins and the lock-out in the Activity tab, the account masked', async () => {
    for (const expected of [401, 401, 429]) {
      const answer = await fetch(url('/api/login'), {
        method: 'POST',
        headers: {
          'Content-Type': 'application/x-www-form-urlencoded',
          'X-Forwarded-For': INTRUDER_ADDRESS,
        },
        body: new URLSearchParams({ email: 'intruso.adivinado@example.org', password: 'x' }).toString(),
        redirect: 'manual',
      });
      expect(answer.status).toBe(expected);
    }

    const page = await browser.open();
    await logIn(page, site);
    await page.getByRole('tab', { name: 'Activity' }).click();
    const rows = page.locator('[data-audit-action]');
    await rows.first().waitFor();
    const cells = async (i: number) => (await rows.nth(i).locator('td').allInnerTexts()).map(squash);
    expect((await cells(0)).slice(1)).toEqual([STAFF.email, 'Signed in.']);
    expect((await cells(1)).slice(1)).toEqual([
      'i***@example.org',
      `Locked out the address ${INTRUDER_ADDRESS} after 2 failed log-ins, for 15 minutes.`,
    ]);
    for (const i of [2, 3])
      expect((await cells(i)).slice(1)).toEqual([
        'i***@example.org',
        `A log-in failed from the address ${INTRUDER_ADDRESS}.`,
      ]);
    expect(await page.locator('table').innerText()).not.toContain('intruso');
  });

  it('a log-out link on another site only asks; its button logs out', async () => {
    const page = await browser.open();
    await logIn(page, site);
    await page.route('http://elsewhere.test/**', (route) =>
      route.fulfill({
        contentType: 'text/html',
        body: `<!doctype html><title>Elsewhere</title><a href="${url('/api/logout')}">Salir</a>`,
      }),
    );
    await page.goto('http://elsewhere.test/');
    await Promise.all([page.waitForURL(url('/api/logout')), page.click('text=Salir')]);
    await page.getByRole('heading', { name: '¿Cerrar sesión? Log out?' }).waitFor();
    expect(await signedIn(page)).toBe(true);

    await Promise.all([
      page.waitForURL(url('/')),
      page.getByRole('button', { name: 'Cerrar sesión / Log out' }).click(),
    ]);
    expect(await signedIn(page)).toBe(false);
  });
});
