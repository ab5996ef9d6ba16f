import { type Page } from 'playwright-core';
import {
  PRIVACY_POLICY_VERSION,
  privacyPolicy as privacyPolicyOf,
  termsOfUse as termsOfUseOf,
} from '../frontend/src/content/legal';
import { SEED_POSTS } from '@abogados/shared';
import { seedSiteContent } from '../frontend/src/content/seed-site-content';

// The built pages are rendered from the seed content.
const blogPosts = seedSiteContent.blog.posts;
const privacyPolicy = privacyPolicyOf(seedSiteContent);
const termsOfUse = termsOfUseOf(seedSiteContent);
import { useSite } from './support/site';
import { useTab } from './support/tab';
import { seriousAxeViolations } from './support/axe';
import { stylesAndFontsLoaded } from './support/app-start';

// Expected values come from the content modules themselves, so editing a post cannot break this test
// while a real rendering bug still does.
const postsIn = (language: 'es' | 'en') => blogPosts.filter((post) => post.language === language);
const postPath = (post: (typeof blogPosts)[number]) =>
  `${post.language === 'en' ? '/en' : ''}/blog/${post.slug}`;
const longDate = (isoDate: string, language: 'es' | 'en') =>
  new Intl.DateTimeFormat(language === 'es' ? 'es-CO' : 'en-US', {
    dateStyle: 'long',
    timeZone: 'UTC',
  }).format(new Date(`${isoDate}T00:00:00Z`));

describe('blog and legal pages in Chromium', () => {
  const site = useSite();
  const tab = useTab(site);

  async function open(path: string): Promise<{ page: Page; status: number | undefined; errors: string[] }> {
    const page = await tab();
    const errors: string[] = [];
    page.on('console', (message) => {
      // The server's own 404 for unknown slugs is expected; anything else the page logs is a bug.
      if (message.type() === 'error' && !/status of 404/.test(message.text())) errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    const response = await page.goto(site.server.url + path, { waitUntil: 'load' });
    await page.locator('h1').first().waitFor();
    return { page, status: response?.status(), errors };
  }

  const cardTitles = (page: Page) => page.locator('main article h2').allInnerTexts();

  it.each([
    ['/blog', 'es'],
    ['/en/blog', 'en'],
  ] as const)('%s lists only the posts written in its language', async (path, language) => {
    const { page, status, errors } = await open(path);
    expect(status).toBe(200);
    expect(await page.getAttribute('html', 'lang')).toBe(language);
    const titles = await cardTitles(page);
    expect(titles.sort()).toEqual(
      postsIn(language)
        .map((post) => post.title)
        .sort(),
    );
    for (const post of postsIn(language)) {
      const cover = post.cover!;
      const image = page.locator(`main article img[src="${cover.src}"]`);
      expect(await image.getAttribute('alt')).toBe(cover.alt);
      expect(await image.getAttribute('width')).toBe(String(cover.width));
      expect(
        await image.evaluate(
          (img) => (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth > 0,
        ),
      ).toBe(true);
      await page.getByText(longDate(post.publishDate, language)).first().waitFor();
    }
    expect(errors).toEqual([]);
  });

  it.each(blogPosts.map((post) => [postPath(post), post] as const))(
    '%s shows the whole post',
    async (path, post) => {
      const { page, status, errors } = await open(path);
      expect(status).toBe(200);
      expect(await page.getAttribute('html', 'lang')).toBe(post.language);
      expect(await page.locator('h1').innerText()).toBe(post.title);
      const main = page.locator('main');
      await main.getByText(post.author, { exact: true }).waitFor();
      await main.getByText(longDate(post.publishDate, post.language)).waitFor();
      await main.getByText(post.category, { exact: true }).waitFor();
      for (const tag of post.tags) await main.getByText(tag, { exact: true }).first().waitFor();
      const body = await main.innerText();
      // The body's first paragraphs and headings appear as written (its Markdown without the heading marks).
      const source = SEED_POSTS.find((seed) => seed.id === post.id)!.body;
      for (const line of source
        .split('\n')
        .filter((l) => l.length > 0 && !/^(?:\d+\.|-) /.test(l))
        .slice(0, 5))
        expect(body).toContain(line.replace(/^#+ /, ''));
      expect(await main.locator('h2, h3').count()).toBeGreaterThan(2);
      expect(await page.locator(`main img[src="${post.cover!.src}"]`).getAttribute('height')).toBe(
        String(post.cover!.height),
      );
      // The excerpt, cut at a word with an ellipsis when it is longer than a search result shows.
      const description = (await page.locator('meta[name="description"]').getAttribute('content')) ?? '';
      expect(description.length).toBeLessThanOrEqual(160);
      expect(post.excerpt.startsWith(description.replace(/…$/, ''))).toBe(true);
      expect(description.length).toBeGreaterThan(Math.min(post.excerpt.length, 100));
      expect(await page.locator('meta[property="article:tag"]').count()).toBe(post.tags.length);
      expect(await main.locator('a[href^="https://wa.me/"]').count()).toBeGreaterThan(0);
      expect(errors).toEqual([]);
    },
  );

  it('goes back to the list from a post', async () => {
    const { page } = await open('/blog');
    const post = postsIn('es')[0];
    await page.locator('main article h2 a', { hasText: post.title }).click();
    await page.waitForURL(site.server.url + postPath(post));
    await page.getByRole('link', { name: 'Volver al blog' }).click();
    await page.waitForURL(`${site.server.url}/blog`);
    await page.locator('main article h2').first().waitFor();
    expect((await cardTitles(page)).length).toBe(postsIn('es').length);
  });

  it('takes the contact-form button to the home page form', async () => {
    const { page } = await open(postPath(postsIn('en')[0]));
    await page.getByRole('link', { name: 'Go to the consultation form' }).click();
    await page.waitForURL(`${site.server.url}/en#formulario-consulta`);
  });

  it.each([
    ['/en/blog/divorcio-en-medellin-2025', 'en', 'Post not found', 'Back to blog', '/en/blog'],
    [
      '/blog/when-you-need-a-criminal-lawyer-in-medellin',
      'es',
      'Post no encontrado',
      'Volver al blog',
      '/blog',
    ],
    ['/blog/este-articulo-no-existe', 'es', 'Post no encontrado', 'Volver al blog', '/blog'],
    ['/en/blog/no-such-post', 'en', 'Post not found', 'Back to blog', '/en/blog'],
  ])('%s is not found (%s)', async (path, language, heading, back, list) => {
    const { page, status } = await open(path);
    // Only real posts are prerendered, so the server answers 404 with the not-found screen of the blog.
    expect(status).toBe(404);
    expect(await page.getAttribute('html', 'lang')).toBe(language);
    expect(await page.locator('h1').innerText()).toBe(heading);
    await page
      .getByText(
        language === 'en'
          ? "The blog post you're looking for doesn't exist or has been moved."
          : 'El artículo que buscas no existe o fue movido.',
      )
      .waitFor();
    await page.getByRole('link', { name: back }).click();
    await page.waitForURL(site.server.url + list);
    await page.locator('main article h2').first().waitFor();
  });

  it('shows the privacy policy with its version, the SIC and an English translation', async () => {
    const { page, status, errors } = await open('/politica-privacidad');
    expect(status).toBe(200);
    expect(await page.getAttribute('html', 'lang')).toBe('es');
    expect(await page.locator('h1').innerText()).toBe(privacyPolicy.es.title);
    const text = await page.locator('main').innerText();
    expect(text).toContain(`Versión ${PRIVACY_POLICY_VERSION}`);
    expect(text).toContain('Superintendencia de Industria y Comercio');
    expect(text).toContain('quince (15) días hábiles');
    const english = page.locator('main section[lang="en"]');
    expect(await english.locator('h2').first().innerText()).toBe(privacyPolicy.en.title);
    expect(await english.innerText()).toContain(`Version ${PRIVACY_POLICY_VERSION}`);
    // Table of contents: every entry points at a heading that exists.
    const targets = await page
      .locator('main nav a[href^="#"]')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href')!.slice(1)));
    expect(targets.length).toBe(privacyPolicy.es.sections.length + privacyPolicy.en.sections.length);
    for (const id of targets) expect(await page.locator(`[id="${id}"]`).count()).toBe(1);
    expect(errors).toEqual([]);
  });

  it('shows the terms in Spanish and English', async () => {
    const { page, status, errors } = await open('/terminos');
    expect(status).toBe(200);
    expect(await page.getAttribute('html', 'lang')).toBe('es');
    expect(await page.locator('h1').innerText()).toBe(termsOfUse.es.title);
    const text = await page.locator('main').innerText();
    for (const section of termsOfUse.es.sections) expect(text).toContain(section.heading);
    expect(await page.locator('main section[lang="en"]').innerText()).toContain(termsOfUse.en.title);
    expect(errors).toEqual([]);
  });

  it.each([
    '/blog',
    '/en/blog',
    ...blogPosts.map(postPath),
    '/en/blog/divorcio-en-medellin-2025',
    '/politica-privacidad',
    '/terminos',
  ])('%s has no serious or critical accessibility violation', async (path) => {
    const { page } = await open(path);
    expect(await seriousAxeViolations(page)).toEqual([]);
  });

  it.each(['/blog', '/blog/divorcio-en-medellin-2025', '/politica-privacidad'])(
    '%s does not scroll sideways on a 360 px phone',
    async (path) => {
      const page = await tab({ width: 360, height: 740 });
      await page.goto(site.server.url + path, { waitUntil: 'load' });
      await page.locator('h1').first().waitFor();
      await stylesAndFontsLoaded(page);
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow).toBeLessThanOrEqual(0);
    },
  );
});
