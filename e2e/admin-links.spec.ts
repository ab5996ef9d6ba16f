import { card, contactFactory, openSignedIn, pages, seed, STAFF } from './support/admin';
import { runSql } from './support/database';
import { useSite } from './support/site';
import { addStaffUser } from './support/staff';

// The links the staff panel builds from what a visitor typed, against the real server.

/** Intake refuses it now; older rows, imports or a database edited by hand may still hold one. */
const LEGACY_ADDRESS = '"?to=victim@corp.example&bcc=attacker@evil.example&x="@example.com';

describe('links in the staff panel', () => {
  const site = useSite();
  const browser = pages(site);
  const contact = contactFactory('Enlace');

  beforeAll(() => addStaffUser(site.server, STAFF));
  afterEach(() => browser.closeAll());

  it('a stored address with mailto: parameters gives a link to that one recipient, with no parameters', async () => {
    const body = contact();
    const [id] = await seed(site, body);
    await runSql(site.server, 'UPDATE contact_submissions SET email = ? WHERE id = ?', [LEGACY_ADDRESS, id]);

    const page = await browser.open();
    await openSignedIn(page, site);
    const shown = card(page, body.nombre);
    const link = shown.getByRole('link', { name: LEGACY_ADDRESS, exact: true });
    await link.waitFor();
    const href = (await link.getAttribute('href'))!;
    expect(href.startsWith('mailto:')).toBe(true);
    expect(href).not.toMatch(/[?&]/);
    // What a mail program reads from it: one address, exactly the stored one, and no headers.
    const parsed = new URL(href);
    expect(parsed.search).toBe('');
    expect(decodeURIComponent(parsed.pathname)).toBe(LEGACY_ADDRESS);
    // The only one in the panel (the site footer below it links to the firm's own address).
    expect(await page.locator('main a[href^="mailto:"]').count()).toBe(1);
  });

  it("an ordinary address links to itself, its '+' percent-encoded", async () => {
    const body = contact({ email: 'ana.maria+consulta@example.com' });
    await seed(site, body);
    const page = await browser.open();
    await openSignedIn(page, site);
    const link = card(page, body.nombre).locator('a[href^="mailto:"]');
    expect(await link.getAttribute('href')).toBe('mailto:ana.maria%2Bconsulta@example.com');
  });
});
