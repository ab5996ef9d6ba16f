import { newIdempotencyKey } from './idempotency-key';

const API_PATTERN = /^[A-Za-z0-9_-]{8,128}$/;

describe('newIdempotencyKey', () => {
  it('is a random UUID where the browser has one', () => {
    const keys = Array.from({ length: 50 }, () => newIdempotencyKey());
    for (const key of keys)
      expect(key).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('falls back to getRandomValues outside a secure context, in the shape the API accepts', () => {
    const insecure = { getRandomValues: crypto.getRandomValues.bind(crypto) };
    const keys = Array.from({ length: 50 }, () => newIdempotencyKey(insecure));
    for (const key of keys) expect(key).toMatch(API_PATTERN);
    expect(keys[0]).toHaveLength(32);
    expect(new Set(keys).size).toBe(keys.length);
  });
});
