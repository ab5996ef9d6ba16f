import { card, contactFactory, openSignedIn, pages, seed, signIn, STAFF, staffApi } from './support/admin';
import { axeViolations } from './support/axe';
import { runSql } from './support/database';
import { useSite } from './support/site';
import { addStaffUser } from './support/staff';

// The links the staff panel builds from what a visitor typed, against the real server.

/** Intake refuses it now; older rows, imports or a database edited by hand may still hold one. */
const LEGACY_ADDRESS = '"?to=victim@corp.example&bcc=attacker@evil.example&x="@example.com';

/** The activity entry of marking a number as having WhatsApp, as each language's panel words it. */
const ES_MARKED = (id: number) => `Anotó que el teléfono de la solicitud #${id} tiene WhatsApp.`;
const EN_MARKED = (id: number) => `Noted that the phone of request #${id} has WhatsApp.`;

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

  it.each([
    ['es-CO', 390, 'Chatear con'],
    ['es-CO', 1366, 'Chatear con'],
    ['en-US', 390, 'Chat with'],
    ['en-US', 1366, 'Chat with'],
  ] as const)(
    'a landline gets a call link and no chat; a mobile gets both (%s, %i px)',
    async (locale, width, chatWords) => {
      const [landline, mobile] = await seed(
        site,
        contact({ telefono: '(604) 444 1234' }),
        contact({ telefono: '300 765 4321' }),
      );
      const context = await site.browser.newContext({ locale, viewport: { width, height: 900 } });
      try {
        const page = await context.newPage();
        await signIn(page, site);
        const details = async (id: number) => {
          await page.goto(`${site.server.url}/admin?contact=${id}`);
          const dialog = page.getByRole('dialog');
          await dialog.locator('a[href^="tel:"]').waitFor();
          return {
            calls: await dialog
              .locator('a[href^="tel:"]')
              .evaluateAll((links) => links.map((a) => a.getAttribute('href'))),
            chats: await dialog
              .locator('a[href^="https://wa.me/"]')
              .evaluateAll((links) =>
                links.map((a) => [a.getAttribute('href'), a.getAttribute('aria-label')]),
              ),
          };
        };
        expect(await details(landline)).toEqual({ calls: ['tel:6044441234'], chats: [] });
        const chat = await details(mobile);
        expect(chat.calls).toEqual(['tel:3007654321']);
        expect(chat.chats).toHaveLength(1);
        expect(chat.chats[0][0]).toBe('https://wa.me/573007654321');
        expect(chat.chats[0][1]).toContain(chatWords);
      } finally {
        await context.close();
      }
    },
  );

  it.each([
    ['es-CO', 390, 'Este número tiene WhatsApp', 'Guardado.', 'Chatear con', ES_MARKED],
    ['en-US', 1366, 'This number has WhatsApp', 'Saved.', 'Chat with', EN_MARKED],
  ] as const)(
    'staff mark a landline as having WhatsApp: its chat link appears at the international digits and stays (%s, %i px)',
    async (locale, width, label, saved, chatWords, logged) => {
      const body = contact({ telefono: '(604) 444 1234' });
      const [id] = await seed(site, body);
      const context = await site.browser.newContext({ locale, viewport: { width, height: 900 } });
      try {
        const page = await context.newPage();
        await signIn(page, site);
        await page.goto(`${site.server.url}/admin?contact=${id}`);
        const dialog = page.getByRole('dialog');
        const chats = () =>
          dialog
            .locator('a[href^="https://wa.me/"]')
            .evaluateAll((links) => links.map((a) => [a.getAttribute('href'), a.getAttribute('aria-label')]));
        const toggle = dialog.getByRole('switch', { name: label });
        await toggle.waitFor({ state: 'attached' });
        // By the rule: a landline, so the call link alone and the switch off.
        expect(await dialog.locator('a[href^="tel:"]').getAttribute('href')).toBe('tel:6044441234');
        expect(await chats()).toEqual([]);
        expect(await toggle.isChecked()).toBe(false);

        // The assistant taps the switch, as on a phone; it saves at once and says so.
        await toggle.click();
        await dialog.getByText(saved, { exact: true }).waitFor();
        expect(await toggle.isChecked()).toBe(true);
        const [[href, name]] = await chats();
        expect(href).toBe('https://wa.me/576044441234');
        expect(name).toContain(chatWords);
        expect(name).toContain(body.nombre);
        expect((await staffApi<{ whatsapp: unknown }>(site, `/api/contacts/${id}`)).body.whatsapp).toBe(true);
        expect(await axeViolations(page, '[role="dialog"]')).toEqual([]);

        // A reload shows the same: the mark is the request's, not the page's.
        await page.reload();
        await toggle.waitFor({ state: 'attached' });
        expect(await toggle.isChecked()).toBe(true);
        expect((await chats()).map(([link]) => link)).toEqual(['https://wa.me/576044441234']);

        // The activity log says it in the panel's words, on this request.
        await page.goto(`${site.server.url}/admin?tab=activity`);
        const entry = page.locator('[data-audit-action="whatsapp_marked"]').first();
        expect(await entry.innerText()).toContain(logged(id));
      } finally {
        await context.close();
      }
    },
  );
});
