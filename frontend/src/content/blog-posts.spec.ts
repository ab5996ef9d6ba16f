import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { blogPosts, blogPostsIn, findBlogPost } from './blog-posts';

const publicDir = join(__dirname, '..', '..', 'public');
const post = (slug: string) => {
  const found = blogPosts.find((p) => p.slug === slug);
  if (!found) throw new Error(`missing post ${slug}`);
  return found;
};
const words = (text: string) => text.split(/\s+/).filter(Boolean).length;

describe('blog posts (SPEC §3)', () => {
  it('has the three posts with their slugs and languages', () => {
    expect(blogPosts.map((p) => [p.slug, p.language])).toEqual([
      ['divorcio-en-medellin-2025', 'es'],
      ['guia-rapida-accion-de-tutela', 'es'],
      ['when-you-need-a-criminal-lawyer-in-medellin', 'en'],
    ]);
  });

  it.each(blogPosts.map((p) => [p.slug, p] as const))('%s has every field filled in', (_slug, p) => {
    expect(p.id).toBe(p.slug);
    expect(p.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    for (const text of [p.title, p.excerpt, p.category, p.author.name]) expect(text.trim()).not.toBe('');
    expect(p.tags.length).toBeGreaterThan(0);
    expect(p.seoKeywords.length).toBeGreaterThan(0);
    // "Several hundred words": a real article, not a stub.
    expect(words(p.content)).toBeGreaterThan(600);
  });

  it.each(blogPosts.map((p) => [p.slug, p] as const))(
    '%s has a real 2025 date and a plausible read time',
    (_slug, p) => {
      expect(p.publishDate).toMatch(/^2025-\d{2}-\d{2}$/);
      const date = new Date(`${p.publishDate}T00:00:00Z`);
      expect(date.toISOString().slice(0, 10)).toBe(p.publishDate);
      const minutes = Number(/^(\d+) min$/.exec(p.readTime)?.[1]);
      // About 200 words a minute.
      expect(Math.abs(minutes - words(p.content) / 200)).toBeLessThanOrEqual(1);
    },
  );

  it.each(blogPosts.map((p) => [p.slug, p] as const))(
    '%s ships its images locally with size and alt text',
    (_slug, p) => {
      for (const image of [p.image, p.author.avatar]) {
        expect(image.src).toMatch(/^\/blog\/[a-z0-9-]+\.svg$/);
        expect(existsSync(join(publicDir, image.src))).toBe(true);
        expect(image.width).toBeGreaterThan(0);
        expect(image.height).toBeGreaterThan(0);
        expect(image.alt.trim()).not.toBe('');
      }
    },
  );

  it('uses the editorial figures of SPEC §9', () => {
    const divorce = post('divorcio-en-medellin-2025').content;
    expect(divorce).toMatch(/de 1 a 2 meses/);
    expect(divorce).toMatch(/de 6 a 18 meses/);
    expect(divorce).toMatch(/artículo 154 del Código Civil/);
    // The nine causales are listed, numbered 1 to 9.
    for (let n = 1; n <= 9; n += 1) expect(divorce).toMatch(new RegExp(`^${n}\\. `, 'm'));
    expect(divorce).toMatch(/sociedad conyugal/);

    const tutela = post('guia-rapida-accion-de-tutela').content;
    expect(tutela).toMatch(/artículo 86 de la Constitución/);
    expect(tutela).toMatch(/Decreto 2591 de 1991/);
    expect(tutela).toMatch(/10 días para decidir/);
    expect(tutela).toMatch(/impugnarlo dentro de los 3 días/);
    expect(tutela).toMatch(/subsidiariedad/i);
    expect(tutela).toMatch(/no necesitas abogado/);

    const criminal = post('when-you-need-a-criminal-lawyer-in-medellin').content;
    expect(criminal).toMatch(/within 36 hours/);
    expect(criminal).toMatch(/legalización de captura/);
    expect(criminal).toMatch(/Ley 906 de 2004/);
    expect(criminal).toMatch(/right to remain silent/);
    expect(criminal).toMatch(/interpreter/);
    expect(criminal).toMatch(/consulate/);
  });

  it('lists only the posts of a language, newest first', () => {
    expect(blogPostsIn('es').map((p) => p.slug)).toEqual([
      'guia-rapida-accion-de-tutela',
      'divorcio-en-medellin-2025',
    ]);
    expect(blogPostsIn('en').map((p) => p.slug)).toEqual(['when-you-need-a-criminal-lawyer-in-medellin']);
  });

  it('finds a post only under its own language', () => {
    expect(findBlogPost('divorcio-en-medellin-2025', 'es')?.title).toMatch(/Divorcio/);
    expect(findBlogPost('divorcio-en-medellin-2025', 'en')).toBeUndefined();
    expect(findBlogPost('when-you-need-a-criminal-lawyer-in-medellin', 'es')).toBeUndefined();
    expect(findBlogPost('nope', 'es')).toBeUndefined();
  });
});
