import { canonicalJson, changedFields, decodeSection, everyNetwork } from './content-codec';
import { isInternationalPhone } from './dto/content-rules';
import { isSocialUrl } from './dto/social-link.dto';
import { CONTENT_SEED } from './seed';

describe('the site content codec', () => {
  it('writes the same text for equal values, whatever the order of their keys', () => {
    expect(canonicalJson({ b: 1, a: { d: [2, 1], c: null } })).toBe(
      canonicalJson({ a: { c: null, d: [2, 1] }, b: 1 }),
    );
  });

  it('names the changed fields: nested ones by path, links by network, lists whole', () => {
    const before = CONTENT_SEED.firm;
    const after = {
      ...before,
      phone: '+57 604 444 5566',
      address: { ...before.address, street: 'Carrera 43A # 1-50' },
      social: everyNetwork([{ network: 'tiktok', url: 'https://www.tiktok.com/@firma' }]),
    };
    expect(changedFields(before, after)).toEqual(['phone', 'address.street', 'social.tiktok']);
    expect(changedFields(before, structuredClone(before))).toEqual([]);
  });

  it('keeps one link per network in a fixed order', () => {
    expect(
      everyNetwork([{ network: 'x', url: 'https://x.com/firma' }]).map(
        ({ network, url }) => `${network}=${url}`,
      ),
    ).toEqual(['facebook=', 'instagram=', 'linkedin=', 'x=https://x.com/firma', 'youtube=', 'tiktok=']);
  });

  it('refuses a stored section that breaks its rules, naming the field', () => {
    expect(decodeSection('controller', JSON.stringify(CONTENT_SEED.controller))).toEqual(
      CONTENT_SEED.controller,
    );
    expect(() =>
      decodeSection('controller', JSON.stringify({ ...CONTENT_SEED.controller, taxId: 7 })),
    ).toThrow(/controller breaks its rules: taxId/);
  });
});

describe('the rules of a fact', () => {
  it.each([
    ['+57 300 123 4567', true],
    ['+573001234567', true],
    ['+1 (212) 555-0100', true],
    ['300 123 4567', false],
    ['+57 300', false],
    ['+57 300 123 4567 ext 3', false],
    ['+57 300 123 4567\n', false],
  ])('phone %j: %s', (phone, valid) => {
    expect(isInternationalPhone(phone)).toBe(valid);
  });

  it.each([
    ['facebook', '', true],
    ['facebook', 'https://www.facebook.com/abogadosmedellin', true],
    ['linkedin', 'https://co.linkedin.com/company/firma', true],
    ['x', 'https://twitter.com/firma', true],
    ['facebook', 'http://facebook.com/firma', false],
    ['facebook', 'https://facebook.com.evil.example/firma', false],
    ['facebook', 'https://evilfacebook.com/firma', false],
    ['instagram', 'https://www.facebook.com/firma', false],
    ['youtube', 'https://user:pass@youtube.com/firma', false],
    ['youtube', 'https://youtube.com:8443/firma', false],
    ['tiktok', 'https://www.tiktok.com/@firma" onmouseover="x', false],
    ['tiktok', 'javascript:alert(1)', false],
    ['myspace', 'https://myspace.com/firma', false],
  ])('%s link %j: %s', (network, url, valid) => {
    expect(isSocialUrl(network, url)).toBe(valid);
  });
});
