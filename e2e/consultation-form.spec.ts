import { CONSULTATION_FIELDS, CONSULTATION_MESSAGES as M, type ConsultationField } from '@abogados/shared';
import { type BrowserContext, type Page } from 'playwright-core';
import { seriousAxeViolations } from './support/axe';
import { type Site, useSite } from './support/site';
import { addStaffUser } from './support/staff';
import { useTab } from './support/tab';

type Language = 'es' | 'en';

// SPEC §5: the same Spanish messages on every page, one per field (the shared rules pin their wording).
const MESSAGES = Object.fromEntries(CONSULTATION_FIELDS.map((field) => [field, M[field]])) as Record<
  ConsultationField,
  string
>;
type Field = ConsultationField;

const INPUT_IDS: Record<Field, string> = {
  nombre: 'consulta-nombre',
  email: 'consulta-email',
  telefono: 'consulta-telefono',
  tipo_caso: 'consulta-tipo-caso',
  mensaje: 'consulta-mensaje',
  consent: 'consulta-consent',
};

const COPY = {
  es: {
    submit: 'Enviar consulta',
    successTitle: '¡Mensaje enviado!',
    labels: ['Nombre completo', 'Correo electrónico', 'Teléfono', 'Tipo de caso', 'Mensaje'],
    tooManyRequests: (wait: string) =>
      `Has enviado varias solicitudes en poco tiempo. Inténtalo de nuevo en ${wait} o escríbenos por WhatsApp.`,
    underAMinute: 'un minuto',
    oneMinute: '1 minuto',
  },
  en: {
    submit: 'Send request',
    successTitle: 'Message sent!',
    labels: ['Full name', 'Email', 'Phone', 'Case type', 'Message'],
    tooManyRequests: (wait: string) =>
      `You have sent several requests in a short time. Please try again in ${wait} or message us on WhatsApp.`,
    underAMinute: 'a minute',
    oneMinute: '1 minute',
  },
} as const;

// The home pages carry the form (so do the service pages).
const HOME: Record<Language, string> = { es: '/', en: '/en' };

const STAFF = { email: 'staff@example.com', password: 'a-long-browser-test-password-42' };

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1366, height: 900 };

/** The anti-spam field the form hides from people (the API's `website`). */
const HONEYPOT = '#consulta-website';

describe('the consultation form in Chromium', () => {
  const site = useSite();

  beforeAll(() => {
    // A staff user, added with the staff command on the server's own database, reads what was stored.
    addStaffUser(site.server, STAFF);
  });

  /** window.gtag recording every call, in every document of the context. */
  const recordGtag = (context: BrowserContext) =>
    context.addInitScript(() => {
      const w = window as unknown as { gtagCalls: unknown[][]; gtag: (...args: unknown[]) => void };
      w.gtagCalls = [];
      w.gtag = (...args) => w.gtagCalls.push(args);
    });
  const tab = useTab(site, { prepare: recordGtag });
  /** Pages with a context of their own (another server), closed by closePage. */
  const ownPages = new Set<Page>();

  /**
   * The form as a new visitor sees it (no cookies, no storage, own toasts) with window.gtag recording every
   * call: in the spec's tab (support/tab.ts), or on another server in a context of its own.
   */
  async function openForm(
    language: Language,
    { on = site, viewport }: { on?: Site; viewport?: { width: number; height: number } } = {},
  ): Promise<Page> {
    const path = HOME[language];
    let page: Page;
    if (on === site) {
      page = await tab(viewport);
    } else {
      const context = await on.browser.newContext(viewport ? { viewport } : {});
      await recordGtag(context);
      page = await context.newPage();
      ownPages.add(page);
    }
    await page.goto(on.server.url + path, { waitUntil: 'load' });
    // The form's code comes as the visitor scrolls to it; the form is React's once it is marked.
    await section(page).scrollIntoViewIfNeeded();
    await section(page).locator('form[data-hydrated]').waitFor();
    return page;
  }

  async function closePage(page: Page) {
    if (ownPages.delete(page)) await page.context().close();
  }

  const section = (page: Page) => page.locator('#formulario-consulta');
  const input = (page: Page, field: Field) => page.locator(`#${INPUT_IDS[field]}`);
  const submitButton = (page: Page) => section(page).locator('button[type="submit"]');
  const toasts = (page: Page) => page.locator('.mantine-Notification-root');

  /** The message shown under a field: the element its aria-describedby points to that holds the error. */
  async function messageOf(page: Page, field: Field): Promise<string | null> {
    const control = input(page, field);
    if ((await control.getAttribute('aria-invalid')) !== 'true') return null;
    const ids = ((await control.getAttribute('aria-describedby')) ?? '').split(/\s+/).filter(Boolean);
    const texts = await Promise.all(ids.map((id) => page.locator(`[id="${id}"]`).innerText()));
    return texts.join(' ').trim() || null;
  }

  async function messages(page: Page): Promise<Record<Field, string | null>> {
    const entries = await Promise.all(
      (Object.keys(MESSAGES) as Field[]).map(async (field) => [field, await messageOf(page, field)] as const),
    );
    return Object.fromEntries(entries) as Record<Field, string | null>;
  }

  async function fillValid(page: Page, nombre: string) {
    await input(page, 'nombre').fill(nombre);
    await input(page, 'email').fill('cliente@example.com');
    await input(page, 'telefono').fill('+57 300 765 4321');
    await input(page, 'tipo_caso').selectOption('familia');
    await input(page, 'mensaje').fill('Necesito asesoría sobre la custodia de mis hijos.');
    await input(page, 'consent').check();
  }

  async function gtagEvents(page: Page): Promise<unknown[][]> {
    return page.evaluate(() => (window as unknown as { gtagCalls: unknown[][] }).gtagCalls);
  }

  /** Waits for the one visible toast and returns its text. */
  async function toastText(page: Page): Promise<string> {
    const toast = toasts(page).last();
    await toast.waitFor({ state: 'visible' });
    return toast.innerText();
  }

  const isContactPost = (request: { url(): string; method(): string }) =>
    request.method() === 'POST' && new URL(request.url()).pathname === '/api/contact';

  /** The JSON bodies the page posts to /api/contact from now on. */
  function recordPayloads(page: Page): Array<Record<string, unknown>> {
    const payloads: Array<Record<string, unknown>> = [];
    page.on('request', (request) => {
      if (isContactPost(request)) payloads.push(request.postDataJSON() as Record<string, unknown>);
    });
    return payloads;
  }

  /** Clicks submit and returns the server's answer to the request it sends. */
  async function submitAndAnswer(page: Page) {
    const answered = page.waitForResponse((response) => isContactPost(response.request()));
    await submitButton(page).click();
    return answered;
  }

  /** Waits for the toast that says `text` and returns all it says. */
  async function toastSaying(page: Page, text: string): Promise<string> {
    const toast = toasts(page).filter({ hasText: text });
    await toast.waitFor({ state: 'visible' });
    return toast.innerText();
  }

  /** The contact requests the server stored, read the way staff read them. */
  async function storedContacts(
    on: Site = site,
  ): Promise<Array<{ nombre: string; email: string; tipo_caso: string }>> {
    const login = await fetch(`${on.server.url}/api/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(STAFF).toString(),
      redirect: 'manual',
    });
    expect(login.status).toBe(303);
    const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0];
    const res = await fetch(`${on.server.url}/api/contacts`, { headers: { cookie } });
    expect(res.status).toBe(200);
    return (await res.json()) as Array<{ nombre: string; email: string; tipo_caso: string }>;
  }

  it.each(['es', 'en'] as const)('starts idle with labelled, required fields (%s)', async (language) => {
    const page = await openForm(language);
    for (const label of COPY[language].labels) {
      const control = section(page).getByLabel(label, { exact: false }).first();
      expect(await control.getAttribute('required')).not.toBeNull();
    }
    // The required marker * beside every label.
    expect(await section(page).locator('label:has-text("*")').count()).toBeGreaterThanOrEqual(6);
    expect(await input(page, 'mensaje').getAttribute('rows')).toBe('4');
    expect(await input(page, 'consent').isChecked()).toBe(false);
    expect(await section(page).locator('a[href="/politica-privacidad"]').count()).toBe(1);
    expect(await submitButton(page).innerText()).toBe(COPY[language].submit);
    expect(await messages(page)).toEqual(Object.fromEntries(Object.keys(MESSAGES).map((f) => [f, null])));
    await closePage(page);
  });

  it.each(['es', 'en'] as const)(
    'shows the six Spanish messages on an empty submit, then revalidates on change (%s)',
    async (language) => {
      const page = await openForm(language);
      // Typing before the first submit shows nothing: validation starts on submit.
      await input(page, 'nombre').fill('A');
      await input(page, 'nombre').blur();
      expect(await messageOf(page, 'nombre')).toBeNull();
      await input(page, 'nombre').fill('');

      await submitButton(page).click();
      await page.waitForFunction(
        () => document.querySelectorAll('#formulario-consulta [aria-invalid="true"]').length === 6,
      );
      expect(await messages(page)).toEqual(MESSAGES);
      // The first field to fix takes the focus.
      expect(await page.evaluate(() => document.activeElement?.id)).toBe(INPUT_IDS.nombre);

      await input(page, 'nombre').fill('Ana');
      await input(page, 'email').fill('ana@example.com');
      await input(page, 'tipo_caso').selectOption('penal');
      await input(page, 'consent').check();
      await page.waitForFunction(
        () => document.querySelectorAll('#formulario-consulta [aria-invalid="true"]').length === 2,
      );
      expect(await messages(page)).toEqual({
        nombre: null,
        email: null,
        telefono: MESSAGES.telefono,
        tipo_caso: null,
        mensaje: MESSAGES.mensaje,
        consent: null,
      });
      // And a value that breaks its rule again brings its message back at once.
      await input(page, 'nombre').fill('A');
      await page.waitForFunction(
        (id) => document.getElementById(id)?.getAttribute('aria-invalid') === 'true',
        INPUT_IDS.nombre,
      );
      expect(await messageOf(page, 'nombre')).toBe(MESSAGES.nombre);
      expect(await toasts(page).count()).toBe(0);
      await closePage(page);
    },
  );

  // The pending label, each answer's toast, the reset and form_submit are checked in the component spec
  // (frontend/src/features/consultation-form/consultation-form.spec.tsx).
  it.each(['es', 'en'] as const)(
    'sends a valid request, which the server stores once, and says so in the page language (%s)',
    async (language) => {
      const page = await openForm(language);
      const nombre = `Cliente ${language} ${Date.now()}`;
      await fillValid(page, `  ${nombre}  `);
      expect((await submitAndAnswer(page)).status()).toBe(201);
      expect(await toastText(page)).toContain(COPY[language].successTitle);

      const stored = (await storedContacts()).filter((contact) => contact.nombre === nombre);
      expect(stored).toEqual([
        expect.objectContaining({ nombre, email: 'cliente@example.com', tipo_caso: 'familia' }),
      ]);
      await closePage(page);
    },
  );

  it('tracks the chat button beside the form and greets in the page language', async () => {
    const greetings: string[] = [];
    for (const language of ['es', 'en'] as const) {
      const page = await openForm(language);
      const chat = section(page).locator('a[target="_blank"][href*="text="]');
      expect(await chat.count()).toBe(1);
      greetings.push(new URL((await chat.getAttribute('href'))!).searchParams.get('text') ?? '');
      // Stay on this site: cancel the navigation but let the page's own click handler run.
      await page.evaluate(() =>
        document.addEventListener('click', (event) => event.preventDefault(), { capture: true }),
      );
      await chat.click();
      expect((await gtagEvents(page)).filter(([, name]) => name === 'whatsapp_click')).toEqual([
        ['event', 'whatsapp_click', { event_category: 'contact', event_label: 'consultation_form' }],
      ]);
      await closePage(page);
    }
    expect(greetings[0]).not.toBe('');
    expect(greetings[1]).not.toBe('');
    expect(greetings[0]).not.toBe(greetings[1]);
  });

  it.each(['es', 'en'] as const)(
    'has no serious accessibility violation, with and without errors (%s)',
    async (language) => {
      const page = await openForm(language);
      const serious = () => seriousAxeViolations(page, '#formulario-consulta');
      expect(await serious()).toEqual([]);
      await submitButton(page).click();
      await page.waitForFunction(
        () => document.querySelectorAll('#formulario-consulta [aria-invalid="true"]').length === 6,
      );
      expect(await serious()).toEqual([]);
      await closePage(page);
    },
  );

  describe('the honeypot', () => {
    /** Where the field and its label are on the page, in document coordinates, and how they are styled. */
    async function honeypotLayout(page: Page) {
      return page.locator(HONEYPOT).evaluate((field) => {
        const wrapper = field.closest('[aria-hidden="true"]')!;
        const label = wrapper.querySelector('label')!;
        const right = (element: Element) => element.getBoundingClientRect().right + window.scrollX;
        const style = getComputedStyle(wrapper);
        return {
          wrapperRight: right(wrapper),
          fieldRight: right(field),
          labelRight: right(label),
          labelFor: label.htmlFor,
          display: style.display,
          visibility: style.visibility,
          tabIndex: (field as HTMLInputElement).tabIndex,
          autocomplete: field.getAttribute('autocomplete'),
          name: (field as HTMLInputElement).name,
          horizontalScroll: document.documentElement.scrollWidth > document.documentElement.clientWidth,
        };
      });
    }

    /** Out of sight anywhere on the page: wholly left of the document's edge, where nobody can scroll. */
    const OUT_OF_SIGHT = {
      wrapperRight: expect.any(Number),
      fieldRight: expect.any(Number),
      labelRight: expect.any(Number),
      labelFor: 'consulta-website',
      // Not display:none nor visibility:hidden, which some bots check before filling a field.
      display: 'block',
      visibility: 'visible',
      tabIndex: -1,
      autocomplete: 'off',
      name: 'website',
      horizontalScroll: false,
    };

    function expectOutOfSight(layout: Awaited<ReturnType<typeof honeypotLayout>>) {
      expect(layout).toEqual(OUT_OF_SIGHT);
      expect(layout.wrapperRight).toBeLessThanOrEqual(0);
      expect(layout.fieldRight).toBeLessThanOrEqual(0);
      expect(layout.labelRight).toBeLessThanOrEqual(0);
    }

    it.each([
      ['es', PHONE],
      ['en', PHONE],
      ['es', DESKTOP],
      ['en', DESKTOP],
    ] as const)(
      'is out of sight, out of the tab order and of the accessibility tree (%s, %j)',
      async (language, viewport) => {
        const page = await openForm(language, { viewport });
        expectOutOfSight(await honeypotLayout(page));
        // Playwright's own view agrees: no box inside the viewport.
        const box = await page.locator(HONEYPOT).boundingBox();
        expect(box === null || box.x + box.width <= 0).toBe(true);

        // Screen readers skip it: the field is no textbox by role, while the real fields are.
        const label = language === 'es' ? 'Deja este campo vacío' : 'Leave this field empty';
        expect(await page.locator(`label[for="consulta-website"]`).innerText()).toBe(label);
        expect(await section(page).getByRole('textbox', { name: label }).count()).toBe(0);
        expect(await section(page).getByRole('textbox', { name: COPY[language].labels[0] }).count()).toBe(1);

        // Tab from the field before it goes to the field after it.
        const neighbours = await page.locator(HONEYPOT).evaluate((field) => {
          const fields = Array.from((field as HTMLInputElement).form!.elements);
          const at = fields.indexOf(field);
          return { before: fields[at - 1].id, after: fields[at + 1].id };
        });
        expect(neighbours).toEqual({ before: INPUT_IDS.telefono, after: INPUT_IDS.tipo_caso });
        await input(page, 'telefono').focus();
        await page.keyboard.press('Tab');
        expect(await page.evaluate(() => document.activeElement?.id)).toBe(INPUT_IDS.tipo_caso);

        // And a whole sweep of the form by keyboard, first field to the button, never lands on it.
        await input(page, 'nombre').focus();
        const visited: string[] = [];
        for (let step = 0; step < 12; step += 1) {
          await page.keyboard.press('Tab');
          const at = await page.evaluate(() => {
            const active = document.activeElement as HTMLElement | null;
            return active?.id || active?.getAttribute('type') || active?.tagName || '';
          });
          visited.push(at);
          if (at === 'submit') break;
        }
        expect(visited).not.toContain('consulta-website');
        expect(visited).toEqual(expect.arrayContaining([INPUT_IDS.mensaje, INPUT_IDS.consent, 'submit']));
        await closePage(page);
      },
    );

    it('is in the prerendered HTML, already out of sight before any JavaScript', async () => {
      const context = await site.browser.newContext({ javaScriptEnabled: false, viewport: PHONE });
      const page = await context.newPage();
      await page.goto(site.server.url + '/');
      expect(await page.locator(`#formulario-consulta form ${HONEYPOT}`).getAttribute('value')).toBe('');
      expectOutOfSight(await honeypotLayout(page));
      await context.close();
    });

    it("sends it empty with a person's request, which is stored, and keeps it through the reset", async () => {
      const page = await openForm('es');
      const payloads = recordPayloads(page);
      const first = `Persona ${Date.now()}`;
      await fillValid(page, first);
      expect((await submitAndAnswer(page)).status()).toBe(201);
      expect(await toastText(page)).toContain(COPY.es.successTitle);
      await page.waitForFunction(
        (id) => (document.getElementById(id) as HTMLInputElement).value === '',
        INPUT_IDS.nombre,
      );
      // The reset leaves the field in place, empty, and the next request sends it again.
      expect(await page.locator(HONEYPOT).inputValue()).toBe('');
      const second = `Persona dos ${Date.now()}`;
      await fillValid(page, second);
      expect((await submitAndAnswer(page)).status()).toBe(201);

      expect(payloads).toEqual([
        expect.objectContaining({ nombre: first, website: '' }),
        expect.objectContaining({ nombre: second, website: '' }),
      ]);
      const stored = (await storedContacts()).map((contact) => contact.nombre);
      expect(stored).toEqual(expect.arrayContaining([first, second]));
      await closePage(page);
    });

    it('answers a bot that fills it exactly as it answers a person, and stores nothing', async () => {
      const page = await openForm('en');
      const payloads = recordPayloads(page);
      const bot = `Bot ${Date.now()}`;
      await fillValid(page, bot);
      // A bot fills every field it finds, seen or not.
      await page.locator(HONEYPOT).fill('https://spam.example', { force: true });
      const answer = await submitAndAnswer(page);
      expect(answer.status()).toBe(201);
      expect(await answer.json()).toEqual({ id: expect.any(Number), createdAt: expect.any(String) });
      expect(await toastText(page)).toContain(COPY.en.successTitle);
      expect(payloads).toEqual([expect.objectContaining({ nombre: bot, website: 'https://spam.example' })]);

      // A bot posting straight to the API gets the same; a person's request beside it is stored.
      const post = (nombre: string, website: string) =>
        page.evaluate(
          async (body) => {
            const res = await fetch('/api/contact', {
              method: 'POST',
              headers: { 'Content-Type': 'application/json' },
              body: JSON.stringify(body),
            });
            return { status: res.status, body: (await res.json()) as unknown };
          },
          {
            nombre,
            email: 'cliente@example.com',
            telefono: '+57 300 765 4321',
            tipo_caso: 'penal',
            mensaje: 'Necesito asesoría sobre un proceso penal.',
            consent: true,
            website,
          },
        );
      const direct = await post(`${bot} directo`, 'buy now');
      const personName = `Persona ${Date.now()}`;
      const person = await post(personName, '');
      expect(direct).toEqual({
        status: 201,
        body: { id: expect.any(Number), createdAt: expect.any(String) },
      });
      expect(person).toEqual({
        status: 201,
        body: { id: expect.any(Number), createdAt: expect.any(String) },
      });

      const stored = (await storedContacts()).map((contact) => contact.nombre);
      expect(stored.filter((nombre) => nombre.startsWith(bot))).toEqual([]);
      expect(stored).toContain(personName);
      await closePage(page);
    });
  });

  describe('over the rate limit (CONTACT_RATE_LIMIT_PER_MINUTE=1)', () => {
    const limited = useSite({ CONTACT_RATE_LIMIT_PER_MINUTE: '1' });

    beforeAll(() => addStaffUser(limited.server, STAFF));

    /** The wait the page should name for the server's retryAfter (at most a minute here). */
    const waitFor = (language: Language, retryAfter: number) =>
      retryAfter < 60 ? COPY[language].underAMinute : COPY[language].oneMinute;

    it('accepts the first request, then says in the page language how long to wait', async () => {
      const page = await openForm('es', { on: limited });
      const first = `Primera ${Date.now()}`;
      await fillValid(page, first);
      expect((await submitAndAnswer(page)).status()).toBe(201);
      expect(await toastText(page)).toContain(COPY.es.successTitle);

      const second = `Segunda ${Date.now()}`;
      await fillValid(page, second);
      const refused = await submitAndAnswer(page);
      expect(refused.status()).toBe(429);
      const { retryAfter } = (await refused.json()) as { retryAfter: number };
      expect(retryAfter).toBeGreaterThan(0);
      expect(retryAfter).toBeLessThanOrEqual(60);
      expect(Number(refused.headers()['retry-after'])).toBe(retryAfter);

      // SPEC §8's status prefix, then the wait in the page's words rather than the server's.
      const spanish = `429: ${COPY.es.tooManyRequests(waitFor('es', retryAfter))}`;
      const text = await toastSaying(page, spanish);
      expect(text).toContain('Error');
      expect(text).not.toMatch(/Too many|seconds|segundos|[{}]/);
      // Nothing is lost: the visitor can send it later.
      expect(await input(page, 'nombre').inputValue()).toBe(second);
      expect(await input(page, 'consent').isChecked()).toBe(true);
      expect((await gtagEvents(page)).filter(([, name]) => name === 'form_submit')).toHaveLength(1);
      await closePage(page);

      // The same address on an English page, within the same minute.
      const english = await openForm('en', { on: limited });
      await fillValid(english, `Third ${Date.now()}`);
      const refusedToo = await submitAndAnswer(english);
      expect(refusedToo.status()).toBe(429);
      const { retryAfter: later } = (await refusedToo.json()) as { retryAfter: number };
      const englishText = await toastSaying(english, `429: ${COPY.en.tooManyRequests(waitFor('en', later))}`);
      expect(englishText).toContain('Error');
      await closePage(english);

      const stored = (await storedContacts(limited)).map((contact) => contact.nombre);
      expect(stored).toEqual([first]);
    });
  });
});
