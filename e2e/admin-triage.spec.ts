import { type Page } from 'playwright-core';
import {
  card,
  cardNames,
  newContact,
  openSignedIn,
  pages,
  seed,
  settledDialog,
  STAFF,
  staffApi,
} from './support/admin';
import { axeViolations } from './support/axe';
import { installClock, pageNow, settleUntil } from './support/clock';
import { runSql } from './support/database';
import { useSite } from './support/site';
import { addStaffUser } from './support/staff';

// Triage as a busy assistant does it, in Spanish and in English, on a 390 px phone and a 1366 px screen: a
// dozen requests, three of them overdue. The most overdue request leads the list with its exact lateness;
// every counter opens a clean list of what it counts and brings it into view; a phone shows compact rows and
// keeps the filters behind one button; the details put the actions and the note box on top; marking a request
// processed can be undone for ten seconds (on the page's clock) and reopened afterwards, both in the log.

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

type Lang = 'es' | 'en';
const COMBOS: Array<[Lang, number]> = [
  ['es', 390],
  ['es', 1366],
  ['en', 390],
  ['en', 1366],
];
/** A phone's first screen (an iPhone 12–15 is 390 × 844). */
const PHONE_SCREEN = 844;

const WORDS = {
  es: {
    order: 'Orden',
    newest: 'Más recientes primero',
    list: 'Solicitudes de contacto',
    filters: 'Filtros y orden',
    search: 'Buscar',
    showOverdue: 'Ver las solicitudes vencidas',
    counters: { total: 'Total', pending: 'Pendientes', processed: 'Procesadas', today: 'Hoy' },
    late: (d: string) => `Vencida hace ${d}`,
    mark: 'Marcar como procesada',
    status: { pending: 'Pendiente', processed: 'Procesado' },
    undo: (name: string) => `Deshacer: ${name} vuelve a estar pendiente`,
    undone: 'Deshecho',
    reopen: 'Volver a abrir',
    note: 'Nueva nota',
    reopenLog: /^Volvió a abrir la solicitud #\d+: está otra vez pendiente\.$/,
    activity: 'Actividad',
  },
  en: {
    order: 'Order',
    newest: 'Newest first',
    list: 'Contact Submissions',
    filters: 'Filters and order',
    search: 'Search',
    showOverdue: 'Show overdue requests',
    counters: { total: 'Total', pending: 'Pending', processed: 'Processed', today: 'Today' },
    late: (d: string) => `Overdue by ${d}`,
    mark: 'Mark as Processed',
    status: { pending: 'Pending', processed: 'Processed' },
    undo: (name: string) => `Undo: ${name} is pending again`,
    undone: 'Undone',
    reopen: 'Reopen',
    note: 'New note',
    reopenLog: /^Reopened request #\d+: it is pending again\.$/,
    activity: 'Activity',
  },
} as const;

describe('triage in the staff panel', () => {
  const site = useSite();
  const url = (path: string) => site.server.url + path;
  const browser = pages(site);
  afterEach(() => browser.closeAll());

  // The page's clock stops at T0, from which every answer-by time is set. The server counts overdue on its own
  // (real) clock, minutes behind T0: the three overdue requests are overdue for both.
  const T0 = Math.floor(Date.now() / 1000) * 1000 + 10 * MINUTE;
  // Stored in this order (newest last), so newest first differs from the urgency order.
  const SEEDED = [
    ['Pronto Uno', 20 * MINUTE],
    ['Atendida Uno', -2 * HOUR],
    ['Vencida Media', -(5 * HOUR + 10 * MINUTE)],
    ['Mañana Dos', DAY],
    ['Vencida Antigua', -(DAY + 3 * HOUR)],
    ['Pronto Dos', 50 * MINUTE],
    ['Tarde Tres', 3 * HOUR],
    ['Vencida Reciente', -40 * MINUTE],
    ['Tarde Dos', 2 * HOUR],
    ['Atendida Dos', -HOUR],
    ['Pasado Tres', 3 * DAY],
    ['Pasado Dos', 2 * DAY],
  ] as const;
  const PROCESSED = ['Atendida Uno', 'Atendida Dos'];
  const URGENCY = [
    'Vencida Antigua',
    'Vencida Media',
    'Vencida Reciente',
    'Pronto Uno',
    'Pronto Dos',
    'Tarde Dos',
    'Tarde Tres',
    'Mañana Dos',
    'Pasado Dos',
    'Pasado Tres',
    // Processed ones last, newest first.
    'Atendida Dos',
    'Atendida Uno',
  ];
  const NEWEST = SEEDED.map(([name]) => name).reverse();
  const LATENESS = [
    ['Vencida Antigua', '1 d 3 h'],
    ['Vencida Media', '5 h 10 min'],
    ['Vencida Reciente', '40 min'],
  ] as const;
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    addStaffUser(site.server, STAFF);
    const seeded = await seed(
      site,
      ...SEEDED.map(([nombre], i) => newContact({ nombre, email: `triage${i}@example.com` })),
    );
    for (const [i, [name, offset]] of SEEDED.entries()) {
      ids[name] = seeded[i];
      // As TypeORM stores them (UTC "YYYY-MM-DD HH:MM:SS.SSS").
      const stamp = new Date(T0 + offset).toISOString().replace('T', ' ').replace('Z', '');
      await runSql(site.server, 'UPDATE contact_submissions SET answer_by = ? WHERE id = ?', [
        stamp,
        ids[name],
      ]);
    }
    for (const name of PROCESSED) {
      expect((await staffApi(site, `/api/contacts/${ids[name]}/processed`, { method: 'PATCH' })).status).toBe(
        200,
      );
    }
  });

  async function speak(lang: Lang): Promise<void> {
    const answer = await staffApi(site, '/api/auth/user', {
      method: 'PATCH',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ locale: lang }),
    });
    expect(answer.status).toBe(200);
  }

  /** The panel in `lang` at `width`, on the real clock. */
  async function openPanel(lang: Lang, width: number, path = '/admin', clock = false): Promise<Page> {
    await speak(lang);
    const page = await browser.own(width);
    if (clock) await installClock(page, { time: Date.now() });
    await openSignedIn(page, site, path);
    await page.getByRole('heading', { level: 2, name: WORDS[lang].list }).waitFor();
    return page;
  }

  /** The panel in `lang` at `width` with the page's clock stopped at T0 once the list is shown. */
  async function openAtT0(lang: Lang, width: number, path = '/admin'): Promise<Page> {
    const page = await openPanel(lang, width, path, true);
    await page.clock.pauseAt(T0);
    expect(await pageNow(page)).toBe(T0);
    return page;
  }

  const listIs = (page: Page, names: readonly string[]) =>
    settleUntil(page, async () => (await cardNames(page)).join() === names.join(), names.join());

  /** On a phone the filters sit behind one button. */
  async function openFilters(page: Page, lang: Lang, width: number): Promise<void> {
    const button = page.getByRole('button', { name: WORDS[lang].filters });
    if (width >= 768) {
      expect(await button.isVisible()).toBe(false);
      return;
    }
    expect(await page.getByLabel(WORDS[lang].search).isVisible()).toBe(false);
    expect(await button.getAttribute('aria-expanded')).toBe('false');
    await button.click();
    expect(await button.getAttribute('aria-expanded')).toBe('true');
    expect(await page.getByLabel(WORDS[lang].search).isVisible()).toBe(true);
  }

  /** The list's heading has the focus and is on screen. */
  async function listInView(page: Page, lang: Lang): Promise<void> {
    const heading = page.getByRole('heading', { level: 2, name: WORDS[lang].list });
    await settleUntil(
      page,
      () => heading.evaluate((el) => el === document.activeElement),
      'the focused list',
    );
    const box = (await heading.boundingBox())!;
    const height = page.viewportSize()!.height;
    expect(box.y).toBeGreaterThanOrEqual(0);
    expect(box.y + box.height).toBeLessThanOrEqual(height);
  }

  it.each(COMBOS)(
    'puts the most overdue request first with its exact lateness, newest first as a choice (%s, %i px)',
    async (lang, width) => {
      const page = await openAtT0(lang, width);
      await listIs(page, URGENCY);
      for (const [name, late] of LATENESS) {
        expect(await card(page, name).locator('[data-remaining]').innerText()).toBe(WORDS[lang].late(late));
      }
      await openFilters(page, lang, width);
      expect(await page.getByLabel(WORDS[lang].order).inputValue()).toBe('answer-by');
      await page.getByLabel(WORDS[lang].order).selectOption({ label: WORDS[lang].newest });
      await page.waitForURL(url('/admin?sort=newest'));
      await listIs(page, NEWEST);
    },
  );

  it.each(COMBOS)(
    'opens from each counter a clean list of what it counts, in view and focused (%s, %i px)',
    async (lang, width) => {
      // An earlier search, filter and order that match nothing, and the Activity tab open.
      const page = await openAtT0(lang, width, '/admin?q=zzzz&tipo_caso=penal&sort=newest');
      await page.getByRole('tab', { name: WORDS[lang].activity }).click();
      await page.getByRole('link', { name: WORDS[lang].showOverdue }).click();
      await page.waitForURL(url('/admin?status=overdue'));
      await listIs(
        page,
        LATENESS.map(([name]) => name),
      );
      await listInView(page, lang);

      const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Bogota' }).format(T0);
      const counters = WORDS[lang].counters;
      for (const [label, query, names] of [
        [counters.pending, '?status=pending', URGENCY.filter((name) => !PROCESSED.includes(name))],
        [counters.processed, '?status=processed', ['Atendida Dos', 'Atendida Uno']],
        [counters.today, `?from=${today}&to=${today}`, URGENCY],
        [counters.total, '', URGENCY],
      ] as const) {
        // Scrolled down first, as staff would be after reading the list.
        await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
        await page.locator('[data-stat] dt').getByRole('link', { name: label, exact: true }).click();
        await page.waitForURL(url(`/admin${query}`));
        await listIs(page, names);
        await listInView(page, lang);
      }
    },
  );

  it.each(['es', 'en'] as const)(
    'shows the first pending request on a phone’s first screen as a compact row that opens its details (%s)',
    async (lang) => {
      // On the real clock: the details slide in on timers.
      const page = await openPanel(lang, 390);
      await card(page, 'Pasado Tres').waitFor();
      expect(await cardNames(page)).toEqual(URGENCY);
      const rows = await page.locator('article').evaluateAll((cards) =>
        cards.slice(0, 3).map((row) => {
          const box = row.getBoundingClientRect();
          return { top: box.top, bottom: box.bottom, height: box.height };
        }),
      );
      expect(rows[0].bottom).toBeLessThanOrEqual(PHONE_SCREEN);
      for (const row of rows) expect(row.height).toBeLessThan(130);
      // The email, the message and the buttons wait in the details.
      expect(await card(page, 'Vencida Antigua').getByText('triage4@example.com').isVisible()).toBe(false);

      // A tap anywhere on the row (here on its lateness, at the row's foot) opens the request.
      const lateness = (await card(page, 'Vencida Antigua').locator('[data-remaining]').boundingBox())!;
      await page.mouse.click(lateness.x + lateness.width / 2, lateness.y + lateness.height / 2);
      await page.waitForURL(url(`/admin?contact=${ids['Vencida Antigua']}`));
      const details = page.getByRole('dialog', { name: 'Vencida Antigua' });
      await details.waitFor();
      const mark = details.getByRole('button', { name: WORDS[lang].mark });
      const note = details.getByRole('textbox', { name: WORDS[lang].note });
      await note.waitFor();
      for (const control of [mark, note]) {
        const box = (await control.boundingBox())!;
        expect(box.y + box.height).toBeLessThanOrEqual(PHONE_SCREEN);
      }
    },
  );

  it.each(['es', 'en'] as const)('keeps the whole request on a card at 1366 px (%s)', async (lang) => {
    const page = await openAtT0(lang, 1366);
    const row = card(page, 'Vencida Antigua');
    expect(await row.getByText('triage4@example.com').isVisible()).toBe(true);
    expect(await row.getByRole('button', { name: WORDS[lang].mark }).isVisible()).toBe(true);
    expect(await page.getByLabel(WORDS[lang].search).isVisible()).toBe(true);
  });

  it.each(COMBOS)(
    'has no axe violation in the requests tab or the open details (%s, %i px)',
    async (lang, width) => {
      const page = await openPanel(lang, width);
      await card(page, 'Pasado Tres').waitFor();
      const violations = async () =>
        (await axeViolations(page)).map(
          (v) =>
            `${v.id} (${v.impact}): ${v.nodes[0]?.target.join(' ')} ${v.nodes[0]?.failureSummary} ${v.nodes[0]?.html}`,
        );
      expect(await violations()).toEqual([]);
      await card(page, 'Vencida Media').getByRole('link', { name: 'Vencida Media', exact: true }).click();
      const details = await settledDialog(page, 'Vencida Media');
      await details.getByRole('button', { name: WORDS[lang].mark }).waitFor();
      // The details' header is no second banner beside the page's own.
      expect(await page.getByRole('banner').count()).toBeLessThanOrEqual(1);
      expect(await violations()).toEqual([]);
    },
  );

  // Last: it changes the requests (and puts each back as it was).
  const UNDONE: Record<string, string> = {
    'es 390': 'Pronto Uno',
    'es 1366': 'Pronto Dos',
    'en 390': 'Tarde Dos',
    'en 1366': 'Tarde Tres',
  };
  it.each(COMBOS)(
    'offers Undo for ten seconds after marking processed, then Reopen, both in the log (%s, %i px)',
    async (lang, width) => {
      const name = UNDONE[`${lang} ${width}`];
      const words = WORDS[lang];
      const page = await openAtT0(lang, width, `/admin?contact=${ids[name]}`);
      const details = page.getByRole('dialog', { name });
      const status = details.locator('[data-status]');
      const remaining = await details.locator('[data-remaining]').innerText();
      const toast = page.locator('.mantine-Notification-root');
      const undo = toast.getByRole('button', { name: words.undo(name) });

      // Undone within the window: 9.9 s later the offer still stands.
      await details.getByRole('button', { name: words.mark }).click();
      await undo.waitFor();
      await settleUntil(page, async () => (await status.innerText()) === words.status.processed, 'processed');
      await page.clock.runFor(9_900);
      await undo.click();
      await toast.getByText(words.undone, { exact: true }).waitFor();
      // The replaced toast slides away.
      await page.clock.runFor(1_000);
      await settleUntil(
        page,
        async () => (await status.innerText()) === words.status.pending,
        'pending again',
      );
      // Its original answer-by time, as before.
      expect(await details.locator('[data-remaining]').innerText()).toBe(remaining);

      // Not undone: after ten seconds the offer is gone, and the details offer Reopen.
      await details.getByRole('button', { name: words.mark }).click();
      await undo.waitFor();
      await page.clock.runFor(10_000);
      // Closed at 10 s, it slides away.
      await page.clock.runFor(1_000);
      await settleUntil(page, async () => (await undo.count()) === 0, 'the undo offer gone');
      await details.getByRole('button', { name: words.reopen }).click();
      await settleUntil(page, async () => (await status.innerText()) === words.status.pending, 'reopened');

      const log = await staffApi<Array<{ action: string; target: string }>>(site, '/api/audit?limit=100');
      expect(
        log.body
          .filter((entry) => entry.target === `contact ${ids[name]}`)
          .map((entry) => entry.action)
          .reverse(),
      ).toEqual(['mark_processed', 'reopen', 'mark_processed', 'reopen']);
      await page.goto(url('/admin?tab=activity'));
      await page.getByText(words.reopenLog).first().waitFor();
    },
  );
});
