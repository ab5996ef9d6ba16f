import { containsPattern, ftsQuery, searchTerms, termGrams } from './contacts-filter';

describe('search terms', () => {
  it.each([
    ['  JOSÉ   Álvarez ', ['jose alvarez']],
    ['(300) 555-1234', ['(300) 555-1234', '3005551234']],
    ['+57 311', ['+57 311', '57311']],
    ['3005551234', ['3005551234']],
    ['300-abc', ['300-abc']],
    ['   ', []],
    [undefined, []],
  ])('of %j are %j', (q, terms) => {
    expect(searchTerms(q)).toEqual(terms);
  });
});

describe('the FTS5 query', () => {
  it('quotes each term, doubling its quotes, and joins them with OR', () => {
    expect(ftsQuery(['jose'])).toBe('"jose"');
    expect(ftsQuery(['(300) 555', '300555'])).toBe('"(300) 555" OR "300555"');
    expect(ftsQuery(['dijo "si"'])).toBe('"dijo ""si"""');
    expect(ftsQuery(['a OR b*', 'NEAR(x y)'])).toBe('"a OR b*" OR "NEAR(x y)"');
  });

  it('is undefined when a term is shorter than a trigram, counted in characters', () => {
    expect(ftsQuery([])).toBeUndefined();
    expect(ftsQuery(['ez'])).toBeUndefined();
    expect(ftsQuery(['+57 3', '57'])).toBeUndefined();
    expect(ftsQuery(['😀😀'])).toBeUndefined();
    expect(ftsQuery(['😀😀😀'])).toBe('"😀😀😀"');
  });
});

describe('the LIKE pattern', () => {
  it('takes %, _ and \\ literally', () => {
    expect(containsPattern('50%_a\\b')).toBe('%50\\%\\_a\\\\b%');
  });
});

describe("a term's grams (PostgreSQL's short-search index)", () => {
  it('are the term itself when it is one or two characters, counted in code points', () => {
    expect(termGrams('e')).toEqual(['e']);
    expect(termGrams('ez')).toEqual(['ez']);
    expect(termGrams('😀😀')).toEqual(['😀😀']);
    expect(termGrams('%_')).toEqual(['%_']);
  });

  it('are each pair of neighbouring characters of a longer term, once each', () => {
    expect(termGrams('rez')).toEqual(['re', 'ez']);
    expect(termGrams('5 5')).toEqual(['5 ', ' 5']);
    expect(termGrams('aaaa')).toEqual(['aa']);
    expect(termGrams('a😀b')).toEqual(['a😀', '😀b']);
  });
});
