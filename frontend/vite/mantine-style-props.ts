// The Vite plugin that bundles Mantine's Box with a faster extractStyleProps (style-props-source.ts says why).
import type { Plugin } from 'vite';
import { fasterStyleProps, STYLE_PROPS_MODULE } from './style-props-source';

/** The Vite plugin: rewrites the module in the client and the SSR build alike (hydration sees the same props). */
export function mantineStyleProps(): Plugin {
  let rewritten = false;
  return {
    name: 'mantine-style-props',
    enforce: 'pre',
    buildStart() {
      rewritten = false;
    },
    transform(code, id) {
      if (!STYLE_PROPS_MODULE.test(id)) return undefined;
      rewritten = true;
      return { code: fasterStyleProps(code), map: null };
    },
    buildEnd(error) {
      if (!error && !rewritten)
        this.error(
          `No module matched ${STYLE_PROPS_MODULE}: Mantine's Box is bundled without the faster extractStyleProps`,
        );
    },
  };
}
