import { type Page } from 'playwright-core';
import { runSql } from './support/database';
import {
  card,
  contactFactory,
  eventually,
  fitsWidth,
  openSignedIn,
  seed,
  squash,
  STAFF,
} from './support/admin';
import { seriousAxeViolations } from './support/axe';
import { downloadedBytes } from './support/browser';
import { useSite } from './support/site';
import { addStaffUser } from './support/staff';

// The panel in the staff member's language with Medellín's clock, beyond its own copy: the browser tab's
// title, the activity log's details (written by the server in English, with UTC times) and the CSV export
// (headers, separator, times and words in the panel's language). In a Spanish and an English browser, at a
// phone's and a desktop's width. The tests share one database and run in order.

const contact = contactFactory('Idioma');
const LOCALES = { es: 'es-CO', en: 'en-US' } as const;
type Lang = keyof typeof LOCALES;
const POST_ID = '3f2a1c9e-8b7d-4e6f-9a1b-2c3d4e5f6a7b';

describe('the panel in Spanish and English, on Medellín time', () => {
  const site = useSite();
  const url = (path: string) => site.server.url + path;
  const contexts: Array<{ close: () => Promise<void> }> = [];

  beforeAll(async () => {
    addStaffUser(site.server, STAFF);
    await seed(site, contact({ nombre: 'Ana Export', tipo_caso: 'otro' }));
    await seed(
      site,
      contact({
        nombre: 'John <b>Doe</b>',
        email: 'john.doe@example.com',
        tipo_caso: 'english',
        idioma: 'en',
      }),
    );
    // A post scheduled for 8:00 in Medellín, logged as the server logs it (UTC, in English).
    await runSql(
      site.server,
      'INSERT INTO audit_log (actor, action, target, detail, created_at) VALUES (?, ?, ?, ?, ?)',
      [
        STAFF.email,
        'post_scheduled',
        `post ${POST_ID}`,
        'Divorcio en Medellín (2026-11-28T13:00:00.000Z)',
        '2026-11-27 22:57:36.457',
      ],
    );
  });
  afterEach(async () => {
    await Promise.all(contexts.splice(0).map((context) => context.close()));
  });

  async function panelIn(lang: Lang, width: number, path = '/admin'): Promise<Page> {
    const context = await site.browser.newContext({
      locale: LOCALES[lang],
      viewport: { width, height: 900 },
      acceptDownloads: true,
    });
    contexts.push(context);
    const page = await context.newPage();
    await openSignedIn(page, site, path);
    await page
      .getByRole('heading', { level: 1, name: lang === 'es' ? 'Panel de administración' : 'Admin Panel' })
      .waitFor();
    return page;
  }

  const WORDS = {
    es: {
      title: /^Panel de administración \| /,
      exportLink: 'Exportar CSV',
      activity: 'Actividad',
      exportDetail: 'Exportó a una hoja de cálculo (CSV) 1 solicitud (búsqueda: ana export).',
      scheduled: /^Programó «Divorcio en Medellín» para el 28 de noviembre de 2026(,| a las) 8:00 a\. m\.$/,
      header: '"N.º";"Recibida (hora de Medellín)";"Nombre completo"',
      caseType: 'Otro',
      status: 'Pendiente',
      separator: ';',
      time: /^\d{2}\/\d{2}\/\d{4} \d{1,2}:\d{2}$/,
    },
    en: {
      title: /^Admin Panel \| /,
      exportLink: 'Export CSV',
      activity: 'Activity',
      exportDetail: 'Exported 1 request (search: ana export) to a spreadsheet (CSV).',
      scheduled: /^Scheduled “Divorcio en Medellín” for November 28, 2026(,| at) 8:00 AM\.$/,
      header: '"No.","Received (Medellín time)","Full name"',
      caseType: 'Other',
      status: 'Pending',
      separator: ',',
      time: /^\d{2}\/\d{2}\/\d{4} \d{1,2}:\d{2} [AP]M$/,
    },
  };

  for (const lang of ['es', 'en'] as const) {
    for (const width of [390, 1366]) {
      it(`${lang} at ${width} px: the tab title, the CSV and the activity log speak the panel's language`, async () => {
        const words = WORDS[lang];
        const page = await panelIn(lang, width, '/admin?q=ana+export');
        expect(await page.title()).toMatch(words.title);

        // The request's case type ('otro') and status in words, in the list and in the filter.
        const item = card(page, 'Ana Export');
        expect(await item.locator('[data-case-type]').innerText()).toBe(words.caseType);
        expect(await item.locator('[data-status]').innerText()).toBe(words.status);
        expect(await page.locator('select option[value="otro"]').innerText()).toBe(words.caseType);

        // The CSV, as staff download it from the list (on a phone, behind the filters' button).
        if (width < 768)
          await page.getByRole('button', { name: /^(Filtros y orden|Filters and order)/ }).click();
        const link = page.getByRole('link', { name: words.exportLink });
        const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
        const text = (await downloadedBytes(download)).toString('utf8');
        expect(text.startsWith(`\uFEFF${words.header}`)).toBe(true);
        const [, record] = text.slice(1).split('\r\n');
        const cells = record.slice(1, -1).split(`"${words.separator}"`);
        expect(cells[1]).toMatch(words.time);
        expect(cells[2]).toBe('Ana Export');
        expect(cells[4]).toMatch(/^\t\+?[\d ]+$/);
        expect(cells.slice(5, 8)).toEqual([words.caseType, expect.any(String), words.status]);
        await eventually(() =>
          page.evaluate(async () => {
            const rows = (await (await fetch('/api/audit?limit=5&offset=0')).json()) as Array<{
              action: string;
            }>;
            return rows[0]?.action === 'export_csv' ? true : undefined;
          }),
        );

        // The activity log: the export's detail and the schedule's 8:00 in words and local time.
        await page.getByRole('tab', { name: words.activity }).click();
        await page.waitForURL(url('/admin?q=ana+export&tab=activity'));
        const exported = page.locator('[data-audit-action="export_csv"]').first();
        await exported.waitFor();
        expect(squash(await exported.locator('td').nth(2).innerText())).toBe(words.exportDetail);
        const scheduled = page.locator('[data-audit-action="post_scheduled"]').first();
        expect(squash(await scheduled.locator('td').nth(2).innerText())).toMatch(words.scheduled);
        expect(await page.title()).toMatch(words.title);
        expect(await fitsWidth(page)).toBe(true);
        expect(await seriousAxeViolations(page)).toEqual([]);
      });
    }
  }

  const MESSAGES = {
    es: {
      blog: 'Blog',
      newPost: 'Nueva publicación',
      save: 'Guardar',
      title: 'Título',
      cover: 'Subir una imagen de portada',
      empty: 'No puede quedar vacío.',
      notImage: 'Solo se aceptan imágenes JPEG, PNG o WebP.',
      site: 'Sitio',
      firm: 'La firma',
      phone: 'Teléfono',
      badPhone: 'Debe ser un teléfono con su indicativo de país, como +57 300 123 4567.',
      account: 'Mi cuenta',
      leave: 'Salir sin guardar',
      start: 'Configurar la verificación en dos pasos',
      code: 'Código de la aplicación',
      confirm: 'Activar',
      badCode: '400: Código de la aplicación: contiene caracteres no permitidos',
      wrongCode: 'El código no es válido o ya se usó.',
    },
    en: {
      blog: 'Blog',
      newPost: 'New post',
      save: 'Save',
      title: 'Title',
      cover: 'Upload a cover image',
      empty: 'Cannot be empty.',
      notImage: 'Only JPEG, PNG or WebP images are accepted.',
      site: 'Site',
      firm: 'The firm',
      phone: 'Phone',
      badPhone: 'Must be a phone number with its country code, such as +57 300 123 4567.',
      account: 'My account',
      leave: 'Leave without saving',
      start: 'Set up two-step verification',
      code: 'Code from the app',
      confirm: 'Turn on',
      badCode: '400: Code from the app: contains characters that are not allowed',
      wrongCode: 'The code is not valid or was already used.',
    },
  };

  /** The texts of what describes a field (its help and its error). */
  async function describedBy(page: Page, label: string): Promise<string[]> {
    const ids = ((await page.getByLabel(label, { exact: true }).getAttribute('aria-describedby')) ?? '')
      .split(' ')
      .filter(Boolean);
    return Promise.all(ids.map((id) => page.locator(`[id="${id}"]`).innerText()));
  }

  for (const lang of ['es', 'en'] as const) {
    for (const width of [390, 1366]) {
      it(`${lang} at ${width} px: the server's refusals read in the panel's language, by the field's label`, async () => {
        const words = MESSAGES[lang];
        const page = await panelIn(lang, width, '/admin?tab=blog');
        await page.getByRole('button', { name: words.newPost }).click();
        await page.getByRole('heading', { name: words.newPost }).waitFor();

        // A file that is no image, refused by the server (415): said beside the cover's file field.
        await page.getByLabel(words.cover).setInputFiles({
          name: 'portada.jpg',
          mimeType: 'image/jpeg',
          buffer: Buffer.from('no es una imagen'),
        });
        await page.getByRole('alert').filter({ hasText: words.notImage }).waitFor();

        // No title: the validation pipe's 400, beside the field, in words.
        await page.getByRole('button', { name: words.save, exact: true }).click();
        await page.waitForFunction(() => document.activeElement?.id === 'post-title');
        expect(await describedBy(page, words.title)).toContain(words.empty);
        expect(await fitsWidth(page)).toBe(true);
        // The editor with its messages; the toast over it is the panel's shared one, checked elsewhere.
        expect(await seriousAxeViolations(page, '[role="tabpanel"]')).toEqual([]);

        // The Site tab's firm phone, refused by its own rule.
        await page.goto(url('/admin?tab=site'));
        const firm = page.getByRole('form', { name: words.firm });
        const phone = firm.getByLabel(words.phone, { exact: true });
        await phone.fill('300');
        await firm.getByRole('button', { name: words.save }).click();
        await page.waitForFunction(() => document.activeElement?.id === 'site-firm-phone');
        expect(await describedBy(page, words.phone)).toContain(words.badPhone);

        // My account: a code with letters the server refuses (400, named by the field's label), then a
        // well-formed wrong one (said under the field).
        // The refused phone is still typed there, so leaving the tab asks first.
        await page.getByRole('tab', { name: words.account }).click();
        await page.getByRole('button', { name: words.leave }).click();
        await page.getByRole('button', { name: words.start }).click();
        const code = page.getByLabel(words.code, { exact: true });
        await code.fill('12ab!?');
        await page.getByRole('button', { name: words.confirm, exact: true }).click();
        await page.getByText(words.badCode, { exact: true }).waitFor();
        await code.fill('000000');
        await page.getByRole('button', { name: words.confirm, exact: true }).click();
        await page.getByText(words.wrongCode, { exact: true }).waitFor();
        expect(await fitsWidth(page)).toBe(true);
      });
    }
  }

  const ACCESS = {
    // A Spanish panel answering an English-speaking person, and the other way round: the document speaks
    // the person's language, the panel its own.
    es: {
      tab: 'Solicitudes de datos',
      email: 'Correo electrónico',
      download: 'Descargar todo lo guardado',
      document: 'Descargar el documento legible (HTML)',
      subject: 'john.doe@example.com',
      lang: 'en',
      title: 'Your personal data at Abogados Medellín',
      caseType: 'Legal Services in English',
      name: 'John &#60;b&#62;Doe&#60;/b&#62;',
      time: /Request sent on [A-Z][a-z]+ \d{1,2}, \d{4}(,| at) \d{1,2}:\d{2}\u00a0[AP]M/,
      sections: ['What do we use it for?', 'Who is it shared with?'],
    },
    en: {
      tab: 'Data requests',
      email: 'Email address',
      download: 'Download everything held',
      document: 'Download the readable document (HTML)',
      subject: 'idioma1@example.com',
      lang: 'es',
      title: 'Sus datos personales en Abogados Medellín',
      caseType: 'Otro',
      name: 'Ana Export',
      time: /Solicitud enviada el \d{1,2} de [a-z]+ de \d{4}(,| a las) \d{1,2}:\d{2}\u00a0[ap]\.\u00a0m\.</,
      sections: ['¿Para qué los usamos?', '¿Con quién se comparten?'],
    },
  };

  for (const lang of ['es', 'en'] as const) {
    for (const width of [390, 1366]) {
      it(`${lang} at ${width} px: an access request gives the JSON and a readable document in the person's language`, async () => {
        const words = ACCESS[lang];
        const page = await panelIn(lang, width, '/admin?tab=data-requests');
        await page.getByRole('textbox', { name: words.email }).fill(words.subject);
        const [json] = await Promise.all([
          page.waitForEvent('download'),
          page.getByRole('button', { name: words.download }).click(),
        ]);
        expect(json.suggestedFilename()).toMatch(/^datos-personales-\d{4}-\d{2}-\d{2}\.json$/);
        const data = JSON.parse((await downloadedBytes(json)).toString('utf8')) as { email: string };
        expect(data.email).toBe(words.subject);

        const button = page.getByRole('button', { name: words.document });
        expect(await fitsWidth(page)).toBe(true);
        expect(await seriousAxeViolations(page, '[role="tabpanel"]')).toEqual([]);
        const [document] = await Promise.all([page.waitForEvent('download'), button.click()]);
        expect(document.suggestedFilename()).toBe(json.suggestedFilename().replace(/\.json$/, '.html'));
        const html = (await downloadedBytes(document)).toString('utf8');
        expect(html).toContain(`<html lang="${words.lang}">`);
        expect(html).toContain(`<h1>${words.title}</h1>`);
        expect(html).toMatch(words.time);
        expect(html).toContain(`<td>${words.caseType}</td>`);
        expect(html).toContain(`<td>${words.name}</td>`);
        for (const heading of words.sections) expect(html).toContain(`<h2>${heading}</h2>`);
        expect(html).not.toContain('<b>');

        // The document as a browser shows it: readable at a phone's width, and clean for axe.
        const reader = await page.context().newPage();
        await reader.setContent(html);
        expect(await fitsWidth(reader)).toBe(true);
        expect(await seriousAxeViolations(reader)).toEqual([]);
      });
    }
  }

  it('retitles the tab when the language is switched', async () => {
    const page = await panelIn('en', 1366);
    expect(await page.title()).toMatch(WORDS.en.title);
    await page
      .getByRole('group', { name: 'Panel language' })
      .getByRole('button', { name: 'Español' })
      .click();
    await page.getByRole('heading', { level: 1, name: 'Panel de administración' }).waitFor();
    expect(await page.title()).toMatch(WORDS.es.title);
    // Back to English for the staff member, as the other tests expect no choice made.
    await page
      .getByRole('group', { name: 'Idioma del panel' })
      .getByRole('button', { name: 'English' })
      .click();
    await page.getByRole('heading', { level: 1, name: 'Admin Panel' }).waitFor();
    expect(await page.title()).toMatch(WORDS.en.title);
  });
});
