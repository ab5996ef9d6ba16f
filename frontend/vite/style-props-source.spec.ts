import fc from 'fast-check';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fasterStyleProps, STYLE_PROPS_MODULE } from './style-props-source';

// The rewritten extractStyleProps against the installed one, both run as they are: whatever props a
// component gets, the same style props and the same rest, with the same keys in the same order.

type Extract = (props: Record<string, unknown>) => {
  styleProps: Record<string, unknown>;
  rest: Record<string, unknown>;
};

const esm = join(dirname(require.resolve('@mantine/core')), '..', 'esm', 'core');
const MODULE = join(esm, 'Box', 'style-props', 'extract-style-props', 'extract-style-props.mjs');
const FILTER_PROPS = join(esm, 'utils', 'filter-props', 'filter-props.mjs');

/** Runs an ES module's source as a function body: its imports given as arguments, its export returned. */
function evaluate<T>(source: string, exported: string, imports: Record<string, unknown> = {}): T {
  const body = source.replace(/^import .*$/gm, '').replace(/^export \{.*$/gm, '');
  const run = new Function(...Object.keys(imports), `${body}\nreturn ${exported};`) as (
    ...args: unknown[]
  ) => T;
  return run(...Object.values(imports));
}

const source = readFileSync(MODULE, 'utf8');
const filterProps = evaluate<unknown>(readFileSync(FILTER_PROPS, 'utf8'), 'filterProps');
const original = evaluate<Extract>(source, 'extractStyleProps', { filterProps });
const faster = evaluate<Extract>(fasterStyleProps(source), 'extractStyleProps');

/** An object's own entries in order, undefined values included. */
const entries = (value: Record<string, unknown>) =>
  Object.getOwnPropertyNames(value).map((key) => [key, value[key]]);

const same = (props: Record<string, unknown>) => {
  const expected = original(props);
  const actual = faster(props);
  expect(entries(actual.styleProps)).toEqual(entries(expected.styleProps));
  expect(entries(actual.rest)).toEqual(entries(expected.rest));
};

describe("the build's extractStyleProps for Mantine's Box", () => {
  it('is the installed module the plugin matches', () => {
    expect(STYLE_PROPS_MODULE.test(MODULE)).toBe(true);
  });

  it('splits the props a page passes as the original does', () => {
    same({});
    same({ children: 'x', className: 'a', c: 'navy.9', fw: 600, mt: undefined, component: 'span' });
    same({ ta: 'center', p: { base: 'md', sm: 'xl' }, sx: undefined, 'data-x': true, 1: 'one', m: 0 });
    same({ hiddenFrom: 'sm', lightHidden: true, darkHidden: false, href: '/en', style: { color: 'red' } });
  });

  it('splits any props as the original does: keys in order, undefined values kept in the rest', () => {
    const styleNames = fc.constantFrom(
      'm',
      'mx',
      'p',
      'c',
      'fz',
      'fw',
      'ta',
      'w',
      'h',
      'display',
      'sx',
      'bdrs',
    );
    const otherNames = fc.oneof(
      fc.constantFrom('children', 'className', 'style', 'data-size', 'aria-label', '__proto__', '0', '10'),
      fc.string({ maxLength: 6 }),
    );
    const values = fc.oneof(
      fc.constant(undefined),
      fc.constant(null),
      fc.integer(),
      fc.string(),
      fc.boolean(),
    );
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.oneof(styleNames, otherNames), values), { maxLength: 20 }),
        (pairs) => {
          const props: Record<string, unknown> = {};
          for (const [key, value] of pairs)
            Object.defineProperty(props, key, {
              value,
              enumerable: true,
              writable: true,
              configurable: true,
            });
          same(props);
        },
      ),
      { numRuns: 2000 },
    );
  });

  it('stops the build when the installed module has another shape', () => {
    expect(() => fasterStyleProps('function extractStyleProps(others) { return others; }')).toThrow(
      /@mantine\/core changed extractStyleProps/,
    );
  });
});
