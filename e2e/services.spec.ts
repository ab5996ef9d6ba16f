import AxeBuilder from '@axe-core/playwright';
import { type Page } from 'playwright-core';
import { useSite } from './support/site';

type Lang = 'es' | 'en';

// Written out from SPEC §2 and §3 rather than imported from the app, so the test checks the app
// against the spec instead of against itself.
const servicePages = [
  {
    id: 'family',
    path: { es: '/servicios/derecho-de-familia', en: '/en/services/family-law' },
    title: { es: 'Derecho de Familia', en: 'Family Law' },
    faqs: 3,
  },
  {
    id: 'criminal',
    path: { es: '/servicios/derecho-penal', en: '/en/services/criminal-law' },
    title: { es: 'Derecho Penal', en: 'Criminal Law' },
    faqs: 3,
  },
  {
    id: 'administrative',
    path: { es: '/servicios/derecho-administrativo', en: '/en/services/administrative-law' },
    title: { es: 'Derecho Administrativo', en: 'Administrative Law' },
    faqs: 6,
  },
  {
    id: 'civil',
    path: { es: '/servicios/derecho-civil', en: '/en/services/civil-law' },
    title: { es: 'Derecho Civil y Comercial', en: 'Civil and Commercial Law' },
    faqs: 3,
  },
  {
    id: 'labor',
    path: { es: '/servicios/derecho-laboral', en: '/en/services/labor-law' },
    title: { es: 'Derecho Laboral', en: 'Labor Law' },
    faqs: 3,
  },
  {
    id: 'traffic',
    path: { es: '/servicios/derecho-transito', en: '/en/services/traffic-law' },
    title: { es: 'Derecho de Tránsito', en: 'Traffic Law' },
    faqs: 3,
  },
] as const;

const ui = {
  es: {
    home: '/',
    overview: '/servicios',
    overviewTitle: 'Servicios legales',
    crumbs: ['Inicio', 'Servicios'],
    breadcrumb: 'Ruta de navegación',
    features: '¿En qué te ayudamos?',
    faq: 'Preguntas frecuentes',
    learnMore: 'Ver más sobre',
  },
  en: {
    home: '/en',
    overview: '/en/services',
    overviewTitle: 'Legal services',
    crumbs: ['Home', 'Services'],
    breadcrumb: 'Breadcrumb',
    features: 'How we can help',
    faq: 'Frequently asked questions',
    learnMore: 'Learn more about',
  },
} as const;

const languages: Lang[] = ['es', 'en'];

describe('services overview and service pages in Chromium', () => {
  const site = useSite();

  /** Opens a path, waits for the app to render it, and collects console and page errors. */
  async function open(path: string, lang: Lang): Promise<{ page: Page; errors: string[] }> {
    // axe needs a page from an explicit context; closing the page's context closes the page.
    const context = await site.browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    page.setDefaultTimeout(10000);
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    const response = await page.goto(site.server.url + path, { waitUntil: 'networkidle' });
    expect(response?.status()).toBe(200);
    await page.locator(`html[lang="${lang}"]`).waitFor({ state: 'attached', timeout: 5000 });
    return { page, errors };
  }

  /** axe's serious and critical findings, one readable line each. */
  async function seriousViolations(page: Page): Promise<string[]> {
    const { violations } = await new AxeBuilder({ page }).analyze();
    return violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map(
        (violation) =>
          `${violation.id} (${violation.impact}): ${violation.help} at ${violation.nodes
            .map((node) => node.target.join(' '))
            .join(', ')}`,
      );
  }

  it.each(languages)(
    'shows the %s overview: six cards, no consultation form, no a11y issues',
    async (lang) => {
      const { page, errors } = await open(ui[lang].overview, lang);
      const main = page.locator('main');
      expect(await main.locator('h1').innerText()).toBe(ui[lang].overviewTitle);

      const breadcrumb = page.getByRole('navigation', { name: ui[lang].breadcrumb });
      expect(await breadcrumb.getByRole('link', { name: ui[lang].crumbs[0] }).getAttribute('href')).toBe(
        ui[lang].home,
      );

      const cardTitles = await main.locator('article h3').allInnerTexts();
      expect(cardTitles).toEqual(servicePages.map((service) => service.title[lang]));
      for (const card of await main.locator('article').all()) {
        expect(await card.locator('li').count()).toBe(3);
      }
      expect(await page.locator('#formulario-consulta').count()).toBe(0);

      expect(await seriousViolations(page)).toEqual([]);
      expect(errors).toEqual([]);
      await page.context().close();
    },
  );

  it.each(languages)('leads from each %s card to the right service page', async (lang) => {
    const { page } = await open(ui[lang].overview, lang);
    for (const service of servicePages) {
      await page.getByRole('link', { name: `${ui[lang].learnMore} ${service.title[lang]}` }).click();
      await page.waitForURL(site.server.url + service.path[lang]);
      await page.locator('main h1', { hasText: service.title[lang] }).waitFor();
      await page.goBack();
      await page.waitForURL(site.server.url + ui[lang].overview);
      await page.locator('main h1', { hasText: ui[lang].overviewTitle }).waitFor();
    }
    await page.context().close();
  });

  const pageCases = servicePages.flatMap((service) =>
    languages.map((lang) => [service.path[lang], lang, service] as const),
  );

  it.each(pageCases)(
    'renders %s (%s) with breadcrumb, features, FAQs and the form',
    async (path, lang, service) => {
      const { page, errors } = await open(path, lang);
      const title = service.title[lang];
      expect(await page.locator('main h1').innerText()).toBe(title);

      // Home / Services / this page, the first two linking within the same language.
      const breadcrumb = page.getByRole('navigation', { name: ui[lang].breadcrumb });
      const [homeCrumb, servicesCrumb] = ui[lang].crumbs;
      expect(await breadcrumb.getByRole('link', { name: homeCrumb, exact: true }).getAttribute('href')).toBe(
        ui[lang].home,
      );
      expect(
        await breadcrumb.getByRole('link', { name: servicesCrumb, exact: true }).getAttribute('href'),
      ).toBe(ui[lang].overview);
      expect(await breadcrumb.locator('[aria-current="page"]').innerText()).toBe(title);

      const features = page.getByRole('list', { name: ui[lang].features });
      expect(await features.locator('li').count()).toBeGreaterThanOrEqual(4);

      // The FAQ accordion: the spec's count, all closed, and the first opens on click.
      const faq = page.getByRole('region', { name: ui[lang].faq });
      const questions = faq.locator('button[aria-expanded]');
      expect(await questions.count()).toBe(service.faqs);
      expect(await faq.locator('button[aria-expanded="true"]').count()).toBe(0);
      const first = questions.first();
      await first.click();
      await faq.locator('button[aria-expanded="true"]').waitFor();
      expect(await first.getAttribute('aria-expanded')).toBe('true');
      const panel = page.locator(`#${await first.getAttribute('aria-controls')}`);
      await panel.waitFor({ state: 'visible' });
      expect((await panel.innerText()).length).toBeGreaterThan(80);

      expect(await page.locator('#formulario-consulta').count()).toBe(1);

      expect(await seriousViolations(page)).toEqual([]);
      expect(errors).toEqual([]);
      await page.context().close();
    },
  );
});
