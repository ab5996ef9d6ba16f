import { type BrowserContext, type Locator, type Page } from 'playwright-core';
import { checkHtml } from './html-checker';
import { type Site } from './site';
import { useTab } from './tab';

// What the staff-panel browser specs share: the staff user, seeding through the real API, logging in
// through the real form (logIn) or, where the form is not the point, with the same POST made from the test
// (openSignedIn: one page load fewer), and reading the panel the way a person does.

export const STAFF = { email: 'staff@example.com', password: 'a-long-browser-test-password-42' };

export type CaseType = 'familia' | 'penal' | 'administrativo' | 'english' | 'otro';

export interface NewContact {
  nombre: string;
  email: string;
  telefono: string;
  tipo_caso: CaseType;
  mensaje: string;
  consent: true;
  idioma?: 'es' | 'en';
}

/**
 * Makes valid consultation requests named "<name> 1", "<name> 2"… with matching addresses, so each one can be
 * found in the panel by its name unless told otherwise.
 */
export function contactFactory(name: string): (overrides?: Partial<NewContact>) => NewContact {
  let made = 0;
  return (overrides = {}) => {
    made += 1;
    return {
      nombre: `${name} ${made}`,
      email: `${name.toLowerCase()}${made}@example.com`,
      telefono: '+57 300 123 4567',
      tipo_caso: 'familia',
      mensaje: 'Necesito asesoría sobre mi caso, por favor.',
      consent: true,
      ...overrides,
    };
  };
}

export const newContact = contactFactory('Persona');

/** Posts each request to the public API, one after another (so their order is known), and returns their ids. */
export async function seed(site: Site, ...bodies: NewContact[]): Promise<number[]> {
  const ids: number[] = [];
  for (const body of bodies) {
    const answer = await fetch(`${site.server.url}/api/contact`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });
    expect(answer.status).toBe(201);
    ids.push(((await answer.json()) as { id: number }).id);
  }
  return ids;
}

/**
 * A staff session cookie ("name=value") from the real log-in form's POST, for reading what the server holds
 * or for a browser that need not fill the form (see signIn).
 */
export async function staffCookie(
  site: Pick<Site, 'server'>,
  user: { email: string; password: string } = STAFF,
): Promise<string> {
  const login = await fetch(`${site.server.url}/api/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(user).toString(),
    redirect: 'manual',
  });
  expect({ status: login.status, to: login.headers.get('location') }).toEqual({ status: 303, to: '/admin' });
  return (login.headers.get('set-cookie') ?? '').split(';')[0];
}

/**
 * Signs the page's browser (its context) in without the form: the same POST the form sends, made from here,
 * and its session cookie given to the context as the server set it (host-only, path /, HttpOnly, SameSite
 * Lax). For tests about the panel, not about logging in; those fill the form (logIn). Also logged as a
 * log-in in the Activity tab, as the form's is.
 */
export async function signIn(
  page: Page,
  site: Site,
  user: { email: string; password: string } = STAFF,
): Promise<void> {
  const cookie = await staffCookie(site, user);
  const split = cookie.indexOf('=');
  expect(split).toBeGreaterThan(0);
  await page.context().addCookies([
    {
      name: cookie.slice(0, split),
      value: cookie.slice(split + 1),
      url: site.server.url,
      httpOnly: true,
      sameSite: 'Lax',
    },
  ]);
}

/** Signs in without the form (signIn), then opens `path` of the panel. */
export async function openSignedIn(
  page: Page,
  site: Site,
  path = '/admin',
  user: { email: string; password: string } = STAFF,
): Promise<void> {
  await signIn(page, site, user);
  await page.goto(site.server.url + path);
}

/** A staff API call with its own session: the answer's status and parsed JSON body (null when empty). */
export async function staffApi<T>(
  site: Pick<Site, 'server'>,
  path: string,
  init: RequestInit = {},
): Promise<{ status: number; body: T }> {
  const cookie = await staffCookie(site);
  const res = await fetch(site.server.url + path, { ...init, headers: { ...init.headers, cookie } });
  const text = await res.text();
  return { status: res.status, body: (text ? JSON.parse(text) : null) as T };
}

/**
 * Pages for a spec's tests, as new visitors' (own cookies and downloads): a test's first page is the spec's
 * tab (support/tab.ts), any other it opens at once, and any page from own(), a context of its own. Call
 * closeAll() after each test: it closes those contexts and frees the tab for the next test.
 */
export function pages(site: Site) {
  const contexts: BrowserContext[] = [];
  const tab = useTab(site, { options: { acceptDownloads: true } });
  let tabInUse = false;
  /** A page in a context of its own, for a second visitor at once or a fake clock (it stays with its context). */
  async function own(width = 1366): Promise<Page> {
    const context = await site.browser.newContext({
      viewport: { width, height: 900 },
      acceptDownloads: true,
    });
    contexts.push(context);
    return context.newPage();
  }
  return {
    async open(width = 1366): Promise<Page> {
      if (tabInUse) return own(width);
      tabInUse = true;
      return tab({ width, height: 900 });
    },
    own,
    closeAll: async () => {
      tabInUse = false;
      await Promise.all(contexts.splice(0).map((context) => context.close()));
    },
  };
}

/** Logs in through the form at /api/login, which lands on /admin. */
export async function logIn(page: Page, site: Site): Promise<void> {
  await page.goto(`${site.server.url}/api/login`);
  await page.fill('#email', STAFF.email);
  await page.fill('#password', STAFF.password);
  await Promise.all([page.waitForURL(`${site.server.url}/admin`), page.click('button[type="submit"]')]);
}

export const card = (page: Page, nombre: string): Locator =>
  page.locator('article').filter({ has: page.getByRole('heading', { name: nombre, exact: true }) });

/** The names on the cards shown, top to bottom. */
export function cardNames(page: Page): Promise<string[]> {
  return page.locator('article h3').allInnerTexts();
}

export async function counters(
  page: Page,
): Promise<Record<'total' | 'pending' | 'processed' | 'today', number>> {
  const keys = ['total', 'pending', 'processed', 'today'] as const;
  const values = await Promise.all(keys.map((key) => page.locator(`[data-stat="${key}"] dd`).innerText()));
  return Object.fromEntries(keys.map((key, i) => [key, Number(values[i].replace(/\D/g, ''))])) as Record<
    (typeof keys)[number],
    number
  >;
}

/** Waits until the counter shows `value` (the list and counters refresh after each action). */
export function counterReads(page: Page, key: string, value: number): Promise<unknown> {
  return page.waitForFunction(
    ([k, v]) => document.querySelector(`[data-stat="${k}"] dd`)?.textContent === v,
    [key, value.toLocaleString('en-US')] as const,
  );
}

/**
 * The dialog of that name once it has finished sliding or fading in: measured half-way through its
 * transition, its text would read as too faint.
 */
export async function settledDialog(page: Page, name: string): Promise<Locator> {
  const dialog = page.getByRole('dialog', { name });
  await dialog.waitFor();
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((a) => a.effect?.getTiming().iterations === Infinity || a.playState === 'finished'),
  );
  return dialog;
}

/** True when nothing on the page is wider than the viewport (no sideways scrolling). */
export function fitsWidth(page: Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth);
}

/** Runs `attempt` until it gives a value (not undefined), a little apart; the test's own timeout bounds it. */
export async function eventually<T>(attempt: () => Promise<T | undefined>): Promise<T> {
  for (;;) {
    const value = await attempt();
    if (value !== undefined) return value;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** The one toast on screen: its title and message. */
export async function toastText(page: Page): Promise<{ title: string; message: string }> {
  const toast = page.locator('.mantine-Notification-root').last();
  await toast.waitFor();
  return {
    title: await toast.locator('.mantine-Notification-title').innerText(),
    message: await toast.locator('.mantine-Notification-description').innerText(),
  };
}

/** Spanish long date as SPEC §9 and the list show it (es-CO, Medellín time), whitespace squashed. */
export const SPANISH_LONG_DATE =
  /^\d{1,2} de (enero|febrero|marzo|abril|mayo|junio|julio|agosto|septiembre|octubre|noviembre|diciembre) de \d{4}/;
/** English long date as the panel shows it to staff who read English (en-US, Medellín time). */
export const ENGLISH_LONG_DATE =
  /^(January|February|March|April|May|June|July|August|September|October|November|December) \d{1,2}, \d{4}(,| at) \d{1,2}:\d{2} [AP]M\b/;
export const squash = (text: string) => text.replace(/[\s\u00a0\u202f]+/g, ' ').trim();

/**
 * The Nu checker's errors in the open tab's panel as the browser holds it (as "message extract" lines; empty
 * when valid). Left out: the <style> elements Mantine writes beside elements with responsive props at run
 * time, which no served page has.
 */
export async function tabPanelHtmlErrors(page: Page, title: string, name: string): Promise<string[]> {
  const html = await page.evaluate((heading) => {
    const tab = document.querySelector('[role="tabpanel"]')!.cloneNode(true) as HTMLElement;
    tab.querySelectorAll('style[data-mantine-styles="inline"]').forEach((style) => style.remove());
    return `<!DOCTYPE html><html lang="en"><head><title>${heading}</title></head><body>${tab.outerHTML}</body></html>`;
  }, title);
  return checkHtml([{ name, html }])
    .filter((message) => message.type === 'error')
    .map(({ message, extract }) => `${message} ${extract ?? ''}`);
}

const TIME_WORDS = {
  es: { hours: 'horas', minutes: 'minutos', amPm: 'a. m. o p. m.', am: 'a. m.', pm: 'p. m.' },
  en: { hours: 'hours', minutes: 'minutes', amPm: 'AM or PM', am: 'AM', pm: 'PM' },
};

/**
 * Types a time ("18:00", on the 24-hour clock) into the panel's time field labelled `label` as staff do:
 * its hours and minutes on the 12-hour clock, then a. m. or p. m. (AM/PM in English).
 */
export async function typeTime(
  scope: Page | Locator,
  label: string,
  time: string,
  locale: 'es' | 'en',
): Promise<void> {
  const words = TIME_WORDS[locale];
  const [hours, minutes] = time.split(':').map(Number);
  const part = (name: string) => scope.getByLabel(`${label}: ${name}`, { exact: true }).first();
  await part(words.hours).fill(String(hours % 12 === 0 ? 12 : hours % 12).padStart(2, '0'));
  await part(words.minutes).fill(String(minutes).padStart(2, '0'));
  await part(words.amPm).selectOption(hours < 12 ? words.am : words.pm);
}
