import { offsetFor, PAGE_SIZE, pageCount, parsePage, rangeShown } from './pagination';

describe('pagination helpers', () => {
  it('reads ?page=N and falls back to page 1 for anything else', () => {
    expect(parsePage('3')).toBe(3);
    expect(parsePage(' 2 ')).toBe(2);
    for (const value of [null, '', '0', '-1', '2.5', 'abc', '1e3', '9999999999']) {
      expect(parsePage(value)).toBe(1);
    }
  });

  it('counts pages of 50, with at least one', () => {
    expect(PAGE_SIZE).toBe(50);
    expect(pageCount(0)).toBe(1);
    expect(pageCount(50)).toBe(1);
    expect(pageCount(51)).toBe(2);
    expect(pageCount(10_000)).toBe(200);
  });

  it('turns a page into an offset and the rows shown into a range', () => {
    expect(offsetFor(1)).toBe(0);
    expect(offsetFor(3)).toBe(100);
    expect(rangeShown(offsetFor(1), 50)).toEqual([1, 50]);
    expect(rangeShown(offsetFor(3), 20)).toEqual([101, 120]);
    expect(rangeShown(0, 0)).toEqual([0, 0]);
  });
});
