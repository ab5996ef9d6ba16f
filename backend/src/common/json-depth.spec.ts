import { MAX_JSON_DEPTH, nestsDeeperThan } from './json-depth';

/** `depth` levels of objects and arrays, alternating, around a string. */
function nested(depth: number): unknown {
  let value: unknown = 'x';
  for (let level = 0; level < depth; level += 1) value = level % 2 ? [value] : { a: value };
  return value;
}

describe('nestsDeeperThan', () => {
  it.each([
    ['a string', 'x', 0],
    ['a flat object', { nombre: 'Ana', consent: true }, 1],
    ['an empty array', [], 1],
    ['a flat form with one nested value', { nombre: 'Ana', extra: { a: [1] } }, 3],
  ])('%s is %d deep', (_name, value, depth) => {
    expect(nestsDeeperThan(value, depth)).toBe(false);
    if (depth > 0) expect(nestsDeeperThan(value, depth - 1)).toBe(true);
  });

  it('allows MAX_JSON_DEPTH levels and refuses one more', () => {
    expect(nestsDeeperThan(nested(MAX_JSON_DEPTH), MAX_JSON_DEPTH)).toBe(false);
    expect(nestsDeeperThan(nested(MAX_JSON_DEPTH + 1), MAX_JSON_DEPTH)).toBe(true);
  });

  it('finds the deep branch among shallow ones', () => {
    expect(nestsDeeperThan({ a: 1, b: [2, 3], c: { d: nested(40) } }, MAX_JSON_DEPTH)).toBe(true);
  });

  it('measures 100,000 levels without overflowing the stack', () => {
    expect(nestsDeeperThan(nested(100_000), MAX_JSON_DEPTH)).toBe(true);
  });
});
