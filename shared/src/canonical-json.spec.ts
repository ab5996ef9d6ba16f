import { canonicalJson, contentText } from './canonical-json';

describe('canonicalJson', () => {
  it('gives equal values the same text whatever the order of their keys', () => {
    expect(canonicalJson({ b: 1, a: { d: [2, { z: 1, y: 2 }], c: null } })).toBe(
      canonicalJson({ a: { c: null, d: [2, { y: 2, z: 1 }] }, b: 1 }),
    );
    expect(canonicalJson({ b: 1, a: 2 })).toBe('{"a":2,"b":1}');
  });

  it('keeps the order of arrays, which is meaningful', () => {
    expect(canonicalJson([2, 1])).not.toBe(canonicalJson([1, 2]));
  });

  it('leaves the version out of the content text', () => {
    expect(contentText({ version: 1, firm: { name: 'x' } })).toBe(
      contentText({ version: 9, firm: { name: 'x' } }),
    );
    expect(contentText({ version: 1, firm: { name: 'x' } })).not.toBe(
      contentText({ version: 1, firm: { name: 'y' } }),
    );
  });
});
