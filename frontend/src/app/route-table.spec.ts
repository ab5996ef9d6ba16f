import { counterpartPath, findRoute, pathFor, routeTable } from './route-table';
import { seedSiteContent } from '../content/seed-site-content';
import { concretePaths } from './site-paths';
import { languageFromPath } from '../i18n/language';

describe('route table', () => {
  it('lists every concrete path once, with posts only under their own language', () => {
    const paths = concretePaths(seedSiteContent);
    expect(new Set(paths).size).toBe(paths.length);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/',
        '/en',
        '/servicios/derecho-transito',
        '/en/services/traffic-law',
        '/expats-english-legal-services',
        '/politica-privacidad',
        '/terminos',
        '/admin',
        '/blog/divorcio-en-medellin-2025',
        '/blog/guia-rapida-accion-de-tutela',
        '/en/blog/when-you-need-a-criminal-lawyer-in-medellin',
      ]),
    );
    expect(paths).not.toContain('/en/blog/divorcio-en-medellin-2025');
    expect(paths).not.toContain('/blog/when-you-need-a-criminal-lawyer-in-medellin');
    expect(paths.some((p) => p.includes(':'))).toBe(false);
    // 20 routes: 16 with both languages, 4 Spanish-only; blogPost expands to 2 + 1 posts; a booking's
    // confirmation and manage pages to none (they are named by the private links the server knows).
    expect(paths).toHaveLength(routeTable.length * 2 - 4 - 2 + 3 - 4);
  });

  it('maps each page to its counterpart in the other language', () => {
    expect(counterpartPath('/servicios/derecho-penal', 'en')).toBe('/en/services/criminal-law');
    expect(counterpartPath('/en/attorney-in-medellin', 'es')).toBe('/abogados');
    expect(counterpartPath('/en', 'es')).toBe('/');
    expect(counterpartPath('/contacto/', 'en')).toBe('/en/contact');
  });

  it('falls back to the blog list for posts and to home where no counterpart exists', () => {
    expect(counterpartPath('/blog/divorcio-en-medellin-2025', 'en')).toBe('/en/blog');
    expect(counterpartPath('/terminos', 'en')).toBe('/en');
    expect(counterpartPath('/no-such-page', 'en')).toBe('/en');
    expect(counterpartPath('/en/nope', 'es')).toBe('/');
  });

  it('finds routes by concrete path and keeps single-language pages on their only path', () => {
    expect(findRoute('/en/blog/anything')?.key).toBe('blogPost');
    expect(findRoute('/blog/')?.key).toBe('blog');
    expect(findRoute('/blog/a/b')).toBeUndefined();
    expect(pathFor('privacy', 'en')).toBe('/politica-privacidad');
  });

  it('reads the language from the path', () => {
    expect(languageFromPath('/en')).toBe('en');
    expect(languageFromPath('/en/services')).toBe('en');
    expect(languageFromPath('/')).toBe('es');
    expect(languageFromPath('/expats-english-legal-services')).toBe('es');
  });
});
