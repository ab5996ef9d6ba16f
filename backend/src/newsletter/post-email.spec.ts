import { CONTENT_SEED } from '../content/seed';
import { composePostEmail, type EmailedPost } from './post-email';

const PUBLIC_URL = 'https://abogados.example.co';
const TOKEN = 'A'.repeat(43);
const firm = { ...CONTENT_SEED.firm, name: 'Pérez & <Asociados>' };
const post: EmailedPost = {
  language: 'es',
  slug: 'tutela-en-salud',
  title: 'La tutela "en salud" <script>',
  excerpt: 'Cuándo procede & cómo se presenta.',
  cover: {
    imageId: 'x',
    src: '/images/x/1200.jpg',
    srcset: '',
    width: 1200,
    height: 630,
    alt: 'Un "juzgado"',
  },
};

describe('composePostEmail', () => {
  it('escapes every value in the HTML and keeps the text part plain', () => {
    const email = composePostEmail(post, TOKEN, firm, PUBLIC_URL);
    expect(email.html).toContain('<html lang="es">');
    expect(email.html).toContain('La tutela &quot;en salud&quot; &lt;script&gt;');
    expect(email.html).toContain('Cuándo procede &amp; cómo se presenta.');
    expect(email.html).toContain('Pérez &amp; &lt;Asociados&gt;');
    expect(email.html).not.toContain('<script>');
    expect(email.text).toContain('La tutela "en salud" <script>');
    expect(email.subject).toBe('La tutela "en salud" <script> - Pérez & <Asociados>');
  });

  it('links the post, its cover and the preferences page on PUBLIC_URL, with the one-click headers', () => {
    const email = composePostEmail(post, TOKEN, firm, PUBLIC_URL);
    expect(email.html).toContain(`<a href="${PUBLIC_URL}/blog/tutela-en-salud"`);
    expect(email.html).toContain(`<img src="${PUBLIC_URL}/images/x/1200.jpg" alt="Un &quot;juzgado&quot;"`);
    expect(email.html).toContain(
      `<a href="${PUBLIC_URL}/api/newsletter/preferences?token=${TOKEN}">Cancelar la suscripción o cambiar de idioma</a>`,
    );
    expect(email.text).toContain(`Leer la publicación: ${PUBLIC_URL}/blog/tutela-en-salud`);
    expect(email.text).toContain('te suscribiste al boletín en abogados.example.co');
    expect(email.headers).toEqual({
      'List-Unsubscribe': `<${PUBLIC_URL}/api/newsletter/unsubscribe?token=${TOKEN}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
  });

  it('leaves out a cover that is not a path of the site, and marks a preview', () => {
    const email = composePostEmail(
      { ...post, language: 'en', cover: { ...post.cover!, src: 'https://elsewhere.example/x.jpg' } },
      TOKEN,
      firm,
      PUBLIC_URL,
      true,
    );
    expect(email.html).not.toContain('<img');
    expect(email.html).toContain('<html lang="en">');
    expect(email.subject).toMatch(/^\[Preview\] /);
    expect(email.text.startsWith('Preview: subscribers will get this email like this.')).toBe(true);
  });
});
