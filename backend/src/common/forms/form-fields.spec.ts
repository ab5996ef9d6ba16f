import { postedLanguage, readFields, returnPath } from './form-fields';

describe('a form posted without JavaScript', () => {
  it('reads one string per known field: missing, repeated or non-text fields are empty, others ignored', () => {
    const body = { email: 'ana@example.com', consent: ['on', 'on'], idioma: 3, extra: 'x' };
    expect(readFields(body, ['email', 'consent', 'idioma', 'website'] as const)).toEqual({
      email: 'ana@example.com',
      consent: '',
      idioma: '',
      website: '',
    });
    expect(readFields(undefined, ['email'] as const)).toEqual({ email: '' });
    // An own field only: nothing comes from the prototype.
    expect(readFields(Object.create({ email: 'inherited' }), ['email'] as const)).toEqual({ email: '' });
  });

  it("takes the posted idioma, else the language of the page's path", () => {
    expect(postedLanguage('en', '/')).toBe('en');
    expect(postedLanguage('es', '/en/blog')).toBe('es');
    expect(postedLanguage('', '/en')).toBe('en');
    expect(postedLanguage('fr', '/en/services/family-law')).toBe('en');
    expect(postedLanguage('', '/english')).toBe('es');
    expect(postedLanguage('', '')).toBe('es');
  });

  it('follows a return path only to a page it accepts, in its canonical spelling', () => {
    const pages = new Set(['/', '/blog', '/servicios/derecho-penal']);
    const back = (raw: string) => returnPath(raw, (path) => pages.has(path), '/fallback');
    expect(back('/blog')).toBe('/blog');
    expect(back('/Servicios/Derecho-Penal/')).toBe('/servicios/derecho-penal');
    for (const raw of [
      'https://evil.example/',
      '//evil.example',
      '/\\evil.example',
      'javascript:x',
      '/nope',
      '',
    ])
      expect(back(raw)).toBe('/fallback');
  });
});
