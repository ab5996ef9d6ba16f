import { seedSiteContent } from '../content/seed-site-content';
import { consultationFormPaths, pathsTouchedBy } from './route-sections';
import { findRoute } from './route-table';
import { concretePaths } from './site-paths';

describe('pathsTouchedBy', () => {
  it('redraws every page for the firm and the hero: they are in every page frame', () => {
    expect(pathsTouchedBy(['firm'])).toBe('all');
    expect(pathsTouchedBy(['hero'])).toBe('all');
    // One section for every page is enough, whatever else changed with it.
    expect(pathsTouchedBy(['controller', 'firm'])).toBe('all');
  });

  it("touches only the privacy policy for the data controller, and the attorney's pages for the attorney", () => {
    expect(pathsTouchedBy(['controller'])).toEqual(['/politica-privacidad']);
    expect(pathsTouchedBy(['attorney'])).toEqual(['/abogados', '/en/attorney-in-medellin']);
  });

  it("touches the blog lists and, by prefix, every post's page of both languages for the blog", () => {
    const touched = pathsTouchedBy(['blog']);
    expect(touched).toEqual(['/blog', '/en/blog', '/blog/', '/en/blog/']);
    // A prefix stands for every post under it, whatever its slug (the not-found pages of the blog too).
    const prefixes = (touched as string[]).filter((path) => path.endsWith('/'));
    for (const path of concretePaths(seedSiteContent).filter((p) => findRoute(p)?.key === 'blogPost'))
      expect(prefixes.some((prefix) => path.startsWith(prefix))).toBe(true);
  });

  it('joins the pages of several sections once each, and touches nothing for no section', () => {
    expect(pathsTouchedBy(['controller', 'attorney', 'controller'])).toEqual([
      '/politica-privacidad',
      '/abogados',
      '/en/attorney-in-medellin',
    ]);
    expect(pathsTouchedBy([])).toEqual([]);
  });
});

describe('consultationFormPaths', () => {
  it('lists the home pages, the service pages of both languages and the expats page', () => {
    expect(consultationFormPaths(seedSiteContent).sort()).toEqual(
      [
        '/',
        '/en',
        '/servicios/derecho-de-familia',
        '/en/services/family-law',
        '/servicios/derecho-penal',
        '/en/services/criminal-law',
        '/servicios/derecho-administrativo',
        '/en/services/administrative-law',
        '/servicios/derecho-civil',
        '/en/services/civil-law',
        '/servicios/derecho-laboral',
        '/en/services/labor-law',
        '/servicios/derecho-transito',
        '/en/services/traffic-law',
        '/expats-english-legal-services',
      ].sort(),
    );
  });

  it('leaves out the pages without the form: the contact page, the services list, the blog, the thank-you page', () => {
    const paths = consultationFormPaths(seedSiteContent);
    for (const path of ['/contacto', '/en/contact', '/servicios', '/blog', '/gracias', '/admin'])
      expect(paths).not.toContain(path);
  });
});
