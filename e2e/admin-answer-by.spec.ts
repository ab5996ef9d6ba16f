import { type Page } from 'playwright-core';
import {
  card,
  cardNames,
  eventually,
  fitsWidth,
  newContact,
  openSignedIn,
  pages,
  seed,
  squash,
  STAFF,
  staffApi,
} from './support/admin';
import { seriousAxeViolations } from './support/axe';
import { installClock, pageNow, settleUntil } from './support/clock';
import { runSql } from './support/database';
import { checkHtml } from './support/html-checker';
import { useSiteWithMail } from './support/site';
import { addStaffUser } from './support/staff';

// The 60-minute promise in /admin: the "Least time left" order, the "Overdue" filter and counter, and the
// client's acknowledgment and the overdue reminder beside the staff notification; the cards' layout and
// accessibility. Real server, real SMTP. The time left and its countdown on a fake clock are a component
// spec: frontend/src/features/admin/requests/components/answer-by-line.spec.tsx.

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

interface Detail {
  notifications: Array<{ kind: string; channel: string; status: string }>;
}

describe('the answer-by time in the admin panel', () => {
  const { site } = useSiteWithMail();
  const url = (path: string) => site.server.url + path;
  const browser = pages(site);
  afterEach(() => browser.closeAll());

  // The page's clock stops at T0; every answer-by time is set from it. The server counts overdue requests on
  // its own (real) clock, which stays minutes behind T0 throughout: only "Vencida" is overdue for it.
  const realStart = Math.floor(Date.now() / 1000) * 1000;
  const T0 = realStart + 10 * MINUTE;
  const ANSWER_BY = {
    vencida: T0 - 25 * MINUTE,
    justo: T0 + 5 * MINUTE,
    pronto: T0 + 45 * MINUTE,
    tarde: T0 + 2 * HOUR + 10 * MINUTE,
    otraVez: T0 + 3 * 24 * HOUR,
    atendida: T0 - 3 * HOUR,
  };
  const NAMES = {
    vencida: 'Vencida Ruiz',
    justo: 'Justo Pérez',
    pronto: 'Pronto Gómez',
    tarde: 'Tarde Marín',
    otraVez: 'Pronto Gómez otra vez',
    atendida: 'Atendida López',
  };
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    addStaffUser(site.server, STAFF);
    // Stored in this order, so newest first differs from least time left.
    const order = ['atendida', 'pronto', 'vencida', 'tarde', 'justo', 'otraVez'] as const;
    const seeded = await seed(
      site,
      ...order.map((key) =>
        newContact({
          nombre: NAMES[key],
          // The second request from Pronto's address gets no second acknowledgment the same day.
          email: key === 'otraVez' ? 'pronto@example.com' : `${key}@example.com`,
        }),
      ),
    );
    order.forEach((key, i) => (ids[key] = seeded[i]));
    // The answer-by times are the server's (60 business minutes); the test sets known ones, as TypeORM
    // stores them (UTC "YYYY-MM-DD HH:MM:SS.SSS").
    for (const key of order) {
      const stamp = new Date(ANSWER_BY[key]).toISOString().replace('T', ' ').replace('Z', '');
      await runSql(site.server, 'UPDATE contact_submissions SET answer_by = ? WHERE id = ?', [
        stamp,
        ids[key],
      ]);
    }
    expect(
      (await staffApi(site, `/api/contacts/${ids.atendida}/processed`, { method: 'PATCH' })).status,
    ).toBe(200);
    // The sender's runs: staff emails, acknowledgments (one per address a day), Vencida's overdue reminder.
    const settled = (detail: Detail, kind: string, status: string) =>
      detail.notifications.some((n) => n.kind === kind && n.channel === 'email' && n.status === status);
    await eventually(async () => {
      // One after another: each call signs in, and a third password check at once is refused (busy, 429)
      // while LOGIN_CONCURRENT_CHECKS (2) are running.
      const details: Detail[] = [];
      for (const id of [ids.vencida, ids.pronto, ids.otraVez])
        details.push((await staffApi<Detail>(site, `/api/contacts/${id}`)).body);
      const [vencida, pronto, otraVez] = details;
      return settled(vencida, 'overdue', 'sent') &&
        settled(vencida, 'ack', 'sent') &&
        settled(pronto, 'ack', 'sent') &&
        settled(otraVez, 'ack', 'skipped')
        ? true
        : undefined;
    });
  });

  async function openPanel(width = 1366): Promise<Page> {
    const page = await browser.open(width);
    await openSignedIn(page, site);
    await page.locator('article').first().waitFor();
    return page;
  }

  /**
   * The panel with the page's clock installed at the real time, stopped at T0 once the cards are shown:
   * from there on the panel's time moves only when the test moves it (settleUntil lets the page react).
   */
  async function openPanelAtT0(width = 1366): Promise<Page> {
    const page = await browser.own(width);
    await installClock(page, { time: Date.now() });
    await openSignedIn(page, site);
    await page.locator('article').first().waitFor();
    await page.clock.pauseAt(T0);
    expect(await pageNow(page)).toBe(T0);
    return page;
  }

  const remaining = (page: Page, name: string) => card(page, name).locator('[data-remaining]');
  /** Lets the page react without moving its clock until the card reads `text`, or fails saying what it reads. */
  async function reads(page: Page, name: string, text: string): Promise<void> {
    for (let turn = 0; turn < 100; turn += 1) {
      if ((await remaining(page, name).innerText()) === text) return;
      await page.clock.runFor(0);
    }
    expect(await remaining(page, name).innerText()).toBe(text);
  }
  const listSays = (page: Page, text: string) => page.getByText(text, { exact: true }).waitFor();

  it('has no serious or critical axe violation with pending, overdue and processed cards', async () => {
    const page = await openPanel();
    await card(page, NAMES.vencida).locator('[data-answer-by="overdue"]').waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
  });

  it('sorts by least time left by default, pending first, and keeps newest first in the URL', async () => {
    const page = await openPanel();
    const leastTimeLeft = [
      NAMES.vencida,
      NAMES.justo,
      NAMES.pronto,
      NAMES.tarde,
      NAMES.otraVez,
      NAMES.atendida,
    ];
    expect(await cardNames(page)).toEqual(leastTimeLeft);
    expect(await page.getByLabel('Order').inputValue()).toBe('answer-by');

    await page.getByLabel('Order').selectOption({ label: 'Newest first' });
    await page.waitForURL(url('/admin?sort=newest'));
    const newest = [NAMES.otraVez, NAMES.justo, NAMES.tarde, NAMES.vencida, NAMES.pronto, NAMES.atendida];
    await settleUntil(page, async () => (await cardNames(page)).join() === newest.join());

    await page.reload();
    await listSays(page, 'Showing 1–6 of 6');
    expect(await cardNames(page)).toEqual(newest);
    expect(await page.getByLabel('Order').inputValue()).toBe('newest');

    // The order is not a filter: clearing the filters keeps it, and the CSV export takes only the filters.
    await page.getByLabel('Status').selectOption('pending');
    await page.waitForURL(url('/admin?sort=newest&status=pending'));
    await listSays(page, 'Showing 1–5 of 5');
    expect(await page.getByRole('link', { name: 'Export CSV' }).getAttribute('href')).toBe(
      '/api/contacts/export.csv?status=pending&lang=en&separator=comma',
    );
    expect(await cardNames(page)).toEqual(newest.slice(0, 5));
    await page.getByRole('search').getByRole('button', { name: 'Clear filters' }).click();
    await page.waitForURL(url('/admin?sort=newest'));

    // Back to the default order: no parameter.
    await page.getByLabel('Order').selectOption({ label: 'Least time left' });
    await page.waitForURL(url('/admin'));
    await settleUntil(page, async () => (await cardNames(page)).join() === leastTimeLeft.join());
  });

  it('filters the overdue requests, counts them, and links the counter to them', async () => {
    const page = await openPanel();
    const overdue = page.locator('[data-stat="overdue"]');
    expect(await overdue.locator('dt').innerText()).toBe('Overdue');
    expect(await overdue.locator('dd').first().innerText()).toBe('1');
    expect(await overdue.getAttribute('data-urgent')).toBe('true');

    await page.getByLabel('Status').selectOption({ label: 'Overdue' });
    await page.waitForURL(url('/admin?status=overdue'));
    await listSays(page, 'Showing 1–1 of 1');
    expect(await cardNames(page)).toEqual([NAMES.vencida]);

    await page.getByLabel('Status').selectOption('');
    await page.waitForURL(url('/admin'));
    await listSays(page, 'Showing 1–6 of 6');
    // From another tab too, the counter's link opens the overdue list.
    await page.getByRole('tab', { name: 'Activity' }).click();
    await page.waitForURL(url('/admin?tab=activity'));
    await overdue.getByRole('link', { name: 'Show overdue requests' }).click();
    await page.waitForURL(url('/admin?status=overdue'));
    await listSays(page, 'Showing 1–1 of 1');
    expect(await cardNames(page)).toEqual([NAMES.vencida]);
    expect(await page.getByLabel('Status').inputValue()).toBe('overdue');
  });

  it("shows the client's acknowledgment and the overdue reminder apart from the staff notification", async () => {
    const page = await openPanel();
    const badges = (name: string) => card(page, name).locator('[data-notification]').allInnerTexts();
    expect(await badges(NAMES.vencida)).toEqual(['Email sent', 'Acknowledgment sent', 'Reminder sent']);
    expect(await badges(NAMES.pronto)).toEqual(['Email sent', 'Acknowledgment sent']);
    expect(await badges(NAMES.otraVez)).toEqual([
      'Email sent',
      'Acknowledgment not sent: already acknowledged today',
    ]);

    // The details list every state, the unconfigured webhook and its reason included.
    await card(page, NAMES.otraVez).getByRole('link', { name: 'Details' }).click();
    const details = page.getByRole('dialog', { name: NAMES.otraVez });
    await details.waitFor();
    // The details of a pending request carry its answer-by time too.
    expect(await details.locator('[data-remaining]').innerText()).toBe('3 d left');
    const row = (kind: string, channel: string) =>
      details.locator(`[data-kind="${kind}"][data-channel="${channel}"]`);
    expect(await row('new', 'email').locator('.mantine-Badge-root').innerText()).toBe('Email sent');
    expect(await row('new', 'webhook').innerText()).toContain('Webhook off');
    const ack = squash(await row('ack', 'email').innerText());
    expect(ack).toContain('Acknowledgment not sent: already acknowledged today');
    expect(ack).toContain('this address had an acknowledgment in the last 24 hours');
  });

  it('renders valid HTML with pending, overdue and processed cards and the overdue counter', async () => {
    const page = await openPanel();
    await card(page, NAMES.vencida).locator('[data-answer-by="overdue"]').waitFor();
    // Mantine writes the CSS of responsive props (p={{ base, sm }}) as <style> elements beside the element, at
    // run time only; the checker refuses them there, and they are no part of the panel's own markup.
    const html = (await page.content()).replace(/<style data-mantine-styles="inline">[^<]*<\/style>/g, '');
    const errors = checkHtml([{ name: '/admin (rendered)', html }]).filter(
      (message) => message.type === 'error',
    );
    expect(errors.map((message) => `${message.message} ${message.extract ?? ''}`)).toEqual([]);
  });

  it('fits a phone at 390 px and 320 px, and stays tidy at 1366 px', async () => {
    for (const width of [320, 390, 1366]) {
      const page = await openPanelAtT0(width);
      await reads(page, NAMES.pronto, '45 min left');
      expect(await fitsWidth(page)).toBe(true);
      // The five counters: one row on a wide screen; on a phone, compact, two rows of three columns, the
      // overdue one across the last two.
      const boxes = await page.locator('[data-stat]').evaluateAll((cells) =>
        cells.map((cell) => {
          const box = cell.getBoundingClientRect();
          return { top: Math.round(box.top), width: Math.round(box.width) };
        }),
      );
      if (width === 1366) {
        expect(new Set(boxes.map((box) => box.top)).size).toBe(1);
      } else {
        expect(new Set(boxes.map((box) => box.top)).size).toBe(2);
        expect(boxes[3].top).toBeGreaterThan(boxes[0].top);
        expect(boxes[4].top).toBe(boxes[3].top);
        expect(boxes[4].width).toBeGreaterThan(boxes[3].width * 1.8);
      }
      await page.close();
    }
  });
});
