import { resolve } from 'node:path';
import { Logger } from '@nestjs/common';
import { seedBlog } from '@abogados/shared';
import { publicContent } from '../content/public-content';
import { CONTENT_SEED } from '../content/seed';
import { type SiteContent } from '../content/site-content.types';
import { loadBuiltSite } from './built-site';
import { PageRenderer } from './page-renderer';
import { PageStore } from './page-store';
import { type SiteContentSource } from './site-content-source';

/** The real build and SSR bundle (npm run build), rendered from content held here. */
const PUBLIC_DIR = resolve(__dirname, '..', '..', 'public');
const SSR_DIR = resolve(__dirname, '..', '..', '..', 'frontend', 'dist-ssr');
const PUBLIC_URL = 'https://abogados.example';

/** The content as the build rendered it, then as staff change it. */
class Content implements SiteContentSource {
  value: SiteContent = publicContent({ version: 1, ...CONTENT_SEED, blog: seedBlog() });
  snapshot = () => this.value;
  onChange = () => undefined;
  redirect = () => undefined;
  previewPost = () => Promise.resolve(undefined);
  renameAttorney(name: string): void {
    this.value = {
      ...this.value,
      version: this.value.version + 1,
      attorney: { ...this.value.attorney, name },
    };
  }
}

const html = (resource: { identity: { body: Buffer } }) => resource.identity.body.toString('utf8');
const withoutData = (text: string) =>
  text.replace(/<script type="application\/json" id="site-content">[^<]*<\/script>/, '');

describe('the page store', () => {
  const site = loadBuiltSite(PUBLIC_DIR, PUBLIC_URL);
  const renderer = new PageRenderer(SSR_DIR, PUBLIC_URL, new Logger('test'));
  renderer.allowScripts(site.scriptHashes);

  it('keeps the built pages while the content is the one they were built from', async () => {
    const store = new PageStore(site, renderer, new Content());
    expect(store.start()).toBe(true);
    expect(store.kept('/')).toBe(site.routes.get('/'));
    expect(await store.page('/en')).toBe(site.routes.get('/en'));
    expect(store.document('/robots.txt')).toBe(site.routes.get('/robots.txt'));
  });

  it('renders what a change touches, once however many ask; the rest keep their HTML with the new content', async () => {
    const content = new Content();
    const store = new PageStore(site, renderer, content);
    store.start();
    content.renameAttorney('Dra. Ana María Gómez');
    store.invalidate(['attorney']);
    // Kept pages are current or not kept: nothing is sent from the old version.
    expect(store.kept('/abogados')).toBeUndefined();
    expect(store.kept('/')).toBeUndefined();

    const [first, second] = await Promise.all([store.page('/abogados'), store.page('/abogados')]);
    expect(first).toBe(second);
    expect(html(first)).toContain('Dra. Ana María Gómez');
    expect(store.kept('/abogados')).toBe(first);

    const home = await store.page('/');
    expect(home).not.toBe(site.routes.get('/'));
    expect(withoutData(html(home))).toBe(withoutData(html(site.routes.get('/')!)));
    expect(html(home)).toContain('Dra. Ana María Gómez');
    expect(store.kept('/')).toBe(home);
  });

  it('renders every page from the content when the build was made from other content', async () => {
    const content = new Content();
    content.renameAttorney('Dr. Otro Nombre');
    const store = new PageStore(site, renderer, content);
    expect(store.start()).toBe(false);
    expect(store.kept('/')).toBeUndefined();
    expect(html(await store.page('/abogados'))).toContain('Dr. Otro Nombre');
    expect(html(await store.notFound('/en/'))).toContain('lang="en"');
  });
});
