import { headingId, readTime, renderMarkdown } from './markdown';
import { SEED_POSTS } from './seed-posts';

describe('renderMarkdown', () => {
  it('shows raw HTML as text, never as markup', () => {
    const html = renderMarkdown('<script>alert(1)</script>\n\n<img src=x onerror=alert(1)>');
    expect(html).not.toContain('<script');
    expect(html).not.toContain('<img');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
  });

  it.each([
    'javascript:alert(1)',
    'JAVASCRIPT:alert(1)',
    'data:text/html,x',
    'vbscript:x',
    '//evil.example/x',
  ])('does not make a link of %s', (url) => {
    expect(renderMarkdown(`[click](${url})`)).not.toContain('<a ');
  });

  it('opens outside links apart, without the referrer or any ranking credit; site links stay plain', () => {
    expect(renderMarkdown('[ley](https://www.funcionpublica.gov.co/x)')).toBe(
      '<p><a href="https://www.funcionpublica.gov.co/x" rel="nofollow noopener noreferrer" target="_blank">ley</a></p>\n',
    );
    expect(renderMarkdown('[contacto](/contacto)')).toBe('<p><a href="/contacto">contacto</a></p>\n');
    expect(renderMarkdown('[correo](mailto:a@b.co)')).toContain('href="mailto:a@b.co"');
  });

  it('gives headings stable ids without accents, numbered when repeated, and shows a body h1 as h2', () => {
    expect(renderMarkdown('# ¿Qué es?\n\n## ¿Qué es?\n\n### Plazos: 10 días')).toBe(
      '<h2 id="que-es">¿Qué es?</h2>\n<h2 id="que-es-2">¿Qué es?</h2>\n<h3 id="plazos-10-dias">Plazos: 10 días</h3>\n',
    );
    expect(headingId('')).toBe('section');
  });

  it('gives an uploaded image its WebP widths, intrinsic size and lazy loading', () => {
    const html = renderMarkdown('![Plano](/media/abcdefghijklmnop/640.webp)', {
      image: (id) =>
        id === 'abcdefghijklmnop'
          ? {
              width: 1280,
              height: 720,
              variants: [
                { width: 640, type: 'image/webp', url: '/media/abcdefghijklmnop/640.webp' },
                { width: 1280, type: 'image/webp', url: '/media/abcdefghijklmnop/1280.webp' },
                { width: 1280, type: 'image/jpeg', url: '/media/abcdefghijklmnop/1280.jpg' },
              ],
            }
          : undefined,
    });
    expect(html).toContain('src="/media/abcdefghijklmnop/1280.jpg"');
    expect(html).toContain(
      'srcset="/media/abcdefghijklmnop/640.webp 640w, /media/abcdefghijklmnop/1280.webp 1280w"',
    );
    expect(html).toContain('width="1280" height="720"');
    expect(html).toContain('alt="Plano"');
    expect(html).toContain('loading="lazy"');
  });

  it('keeps line breaks inside a paragraph', () => {
    expect(renderMarkdown('uno\ndos')).toBe('<p>uno<br>\ndos</p>\n');
  });
});

describe('readTime', () => {
  it('gives the seeded posts the read times they launched with', () => {
    expect(SEED_POSTS.map((post) => readTime(post.body))).toEqual(['5 min', '4 min', '5 min']);
  });

  it('is at least a minute, and grows with the words', () => {
    expect(readTime('')).toBe('1 min');
    expect(readTime('palabra '.repeat(1900))).toBe('10 min');
  });
});
