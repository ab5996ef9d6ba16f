import { ByteLru } from './byte-lru';

const entry = (size: number) => Buffer.alloc(size);

describe('the byte-bounded LRU cache', () => {
  it('drops the least recently used entries once over its budget', () => {
    const cache = new ByteLru<Buffer>(100);
    cache.set('a', entry(40));
    cache.set('b', entry(40));
    expect(cache.get('a')).toBeDefined(); // a is now the most recent
    cache.set('c', entry(40));
    expect([cache.get('a'), cache.get('b'), cache.get('c')].map(Boolean)).toEqual([true, false, true]);
    expect(cache.size).toBe(80);
  });

  it('never keeps an entry larger than the whole budget, and replaces an entry under the same key', () => {
    const cache = new ByteLru<Buffer>(100);
    cache.set('a', entry(30));
    cache.set('huge', entry(101));
    expect(cache.get('huge')).toBeUndefined();
    cache.set('a', entry(50));
    expect(cache.size).toBe(50);
  });

  it('forgets every entry under a prefix', () => {
    const cache = new ByteLru<Buffer>(100);
    cache.set('img1/320', entry(10));
    cache.set('img1/640', entry(10));
    cache.set('img2/320', entry(10));
    cache.deletePrefix('img1/');
    expect([cache.get('img1/320'), cache.get('img1/640'), cache.get('img2/320')].map(Boolean)).toEqual([
      false,
      false,
      true,
    ]);
    expect(cache.size).toBe(10);
  });
});
