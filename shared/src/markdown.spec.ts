import { readTime, renderMarkdown } from './markdown';

const ids = (markdown: string) => [...renderMarkdown(markdown).matchAll(/ id="([^"]+)"/g)].map((m) => m[1]);

describe('renderMarkdown', () => {
  it('gives headings ids from their words, without accents, a "# heading" shown as h2', () => {
    expect(renderMarkdown('# Plazos y términos')).toBe('<h2 id="plazos-y-terminos">Plazos y términos</h2>\n');
    expect(ids('## ¿Qué es?\n\n### Las 9 causales')).toEqual(['que-es', 'las-9-causales']);
  });

  it('never gives an id twice: repeated headings, a heading ending in a number, the ids every page has', () => {
    expect(ids('## Plazos\n\n## Plazos\n\n## Plazos 2\n\n## Plazos')).toEqual([
      'plazos',
      'plazos-2',
      'plazos-2-2',
      'plazos-3',
    ]);
    expect(ids('## Contenido\n\n## Root')).toEqual(['contenido-2', 'root-2']);
  });

  it.each([
    ['raw HTML', '<script>alert(1)</script>', '&lt;script&gt;alert(1)&lt;/script&gt;'],
    ['a javascript: link', '[a](javascript:alert(1))', '[a](javascript:alert(1))'],
    ['a javascript: link in capitals', '[a](JAVASCRIPT:alert(1))', '[a](JAVASCRIPT:alert(1))'],
    ['a data: image', '![x](data:image/svg+xml;base64,PHN2Zz4=)', '![x](data:image/svg+xml;base64,PHN2Zz4=)'],
    ['a protocol-relative link', '[a](//evil.example)', '[a](//evil.example)'],
    ['a backslash link', '[a](/\\evil.example)', '<a href="/%5Cevil.example">a</a>'],
    [
      'a title that tries to close its attribute',
      '[a](https://ok.example "t\\" onmouseover=\\"x")',
      'title="t&quot; onmouseover=&quot;x"',
    ],
  ])('keeps %s harmless', (_what, markdown, expected) => {
    const html = renderMarkdown(markdown);
    expect(html).toContain(expected);
    expect(html).not.toMatch(/<script|href="(?:javascript|data):|src="data:|href="\/\/| on\w+="/i);
  });

  it('marks outside links nofollow and opens them apart; same-site, mail and phone links stay as they are', () => {
    expect(renderMarkdown('[Corte](https://www.corteconstitucional.gov.co)')).toContain(
      '<a href="https://www.corteconstitucional.gov.co" rel="nofollow noopener noreferrer" target="_blank">',
    );
    expect(
      renderMarkdown('[Servicios](/servicios) [Escríbenos](mailto:a@b.co) [Llama](tel:+573001234567)'),
    ).toBe(
      '<p><a href="/servicios">Servicios</a> <a href="mailto:a@b.co">Escríbenos</a> ' +
        '<a href="tel:+573001234567">Llama</a></p>\n',
    );
  });

  it('gives an uploaded image its widths and sizes', () => {
    const image = {
      width: 1280,
      height: 720,
      variants: [
        { width: 640, type: 'image/webp', url: '/media/k3J9x2k3J9x2k3J9/640.webp' },
        { width: 320, type: 'image/webp', url: '/media/k3J9x2k3J9x2k3J9/320.webp' },
        { width: 1280, type: 'image/jpeg', url: '/media/k3J9x2k3J9x2k3J9/1280.jpg' },
      ],
    };
    const html = renderMarkdown('![Un juzgado](/media/k3J9x2k3J9x2k3J9/640.webp)', { image: () => image });
    expect(html).toContain('src="/media/k3J9x2k3J9x2k3J9/1280.jpg"');
    expect(html).toContain(
      'srcset="/media/k3J9x2k3J9x2k3J9/320.webp 320w, /media/k3J9x2k3J9x2k3J9/640.webp 640w"',
    );
    expect(html).toContain('width="1280" height="720"');
    expect(html).toContain('alt="Un juzgado"');
  });
});

describe('readTime', () => {
  it('counts words at 190 a minute, at least one minute, leaving out image addresses and Markdown marks', () => {
    expect(readTime('')).toBe('1 min');
    expect(readTime('palabra '.repeat(190 * 3))).toBe('3 min');
    expect(readTime(`## Título\n\n![foto](/media/x/1.jpg) ${'palabra '.repeat(379)}`)).toBe('2 min');
  });
});
