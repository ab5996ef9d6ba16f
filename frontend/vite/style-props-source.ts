// Mantine's Box splits every component's props into its style props (m, p, c, fz…) and the rest, on the
// server for each render and in the browser for each hydration: a page renders some 350 Boxes. Its
// extractStyleProps destructures some 60 names and copies the rest (an object rest with 60 exclusions),
// then filters the 60 values it took; that is about a tenth of a page's render time. The build replaces
// it with the same function in one pass over the props' own keys. The names and their order are read from
// the installed module, so an upgrade that adds a style prop keeps it; a module that no longer has the
// expected shape stops the build instead of being left as it is.
/** The @mantine/core module this rewrites (its ESM build, which Vite bundles for both builds). */
export const STYLE_PROPS_MODULE =
  /[\\/]@mantine[\\/]core[\\/]esm[\\/]core[\\/]Box[\\/]style-props[\\/]extract-style-props[\\/]extract-style-props\.mjs$/;

/** `const { m, mx, …, sx, ...rest } = others;`: the names taken out of the props. */
const TAKEN = /const \{\s*([\w\s,]+?),\s*\.\.\.rest\s*\} = others;/;
/** `filterProps({ m, mx, … })`: the style props' order in the object it returns. */
const ORDER = /filterProps\(\{([\w\s,]+)\}\)/;

const names = (list: string) =>
  list
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);

/**
 * The module's source with extractStyleProps rewritten: `styleProps` has the defined style props in
 * Mantine's order, `rest` every other own enumerable prop in the props' order, as the original gives them.
 */
export function fasterStyleProps(source: string): string {
  const taken = TAKEN.exec(source);
  const order = ORDER.exec(source);
  if (!taken || !order)
    throw new Error('@mantine/core changed extractStyleProps: update frontend/vite/style-props-source.ts');
  const styleProps = names(order[1]);
  const excluded = new Set(names(taken[1]));
  if (excluded.size !== styleProps.length || !styleProps.every((name) => excluded.has(name)))
    throw new Error(
      'extractStyleProps takes other props than it returns: update frontend/vite/style-props-source.ts',
    );
  return `const STYLE_PROPS = ${JSON.stringify(styleProps)};
const IS_STYLE_PROP = new Set(STYLE_PROPS);
function extractStyleProps(others) {
\tconst rest = {};
\tlet styled = false;
\tfor (const key of Object.keys(others)) {
\t\tif (IS_STYLE_PROP.has(key)) styled = true;
\t\telse if (key === "__proto__") Object.defineProperty(rest, key, { value: others[key], enumerable: true, writable: true, configurable: true });
\t\telse rest[key] = others[key];
\t}
\tconst styleProps = {};
\tif (styled) for (const key of STYLE_PROPS) {
\t\tconst value = others[key];
\t\tif (value !== void 0) styleProps[key] = value;
\t}
\treturn { styleProps, rest };
}
export { extractStyleProps };
`;
}
