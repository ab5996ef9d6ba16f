import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type ChangedSection, type SiteContent, type SsrBundle } from '@abogados/shared';

// The SSR bundle's interface is shared/'s (src/ssr.ts), which the frontend's entry is checked against.
export type { FormAnswer, PageState, RenderedPage, SsrBundle } from '@abogados/shared';
/** The site content as the renderer takes it. */
export type SiteContentValue = SiteContent;
/** The parts of the site content a change can touch; see pathsTouchedBy. */
export type ContentSection = ChangedSection;

export const SSR_ENTRY = 'entry-server.cjs';

/** Rendered text with the server's public URL where the renderer wrote its token (literally: no `$` patterns). */
export function withPublicUrl(bundle: SsrBundle, text: string, publicUrl: string): string {
  return text.split(bundle.PUBLIC_URL_TOKEN).join(publicUrl);
}

/**
 * Loads the SSR bundle the frontend build leaves in `ssrDir` (everything rendering needs is bundled
 * into it: no frontend packages at run time), with the page template and the client manifest.
 */
export function loadSsrBundle(ssrDir: string): SsrBundle {
  const entry = join(ssrDir, SSR_ENTRY);
  if (!existsSync(entry)) throw new Error(`No SSR bundle at ${entry}: run "npm run build"`);
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- a build output found at run time
  const bundle = require(entry) as SsrBundle;
  bundle.loadBuildAssets({
    template: readFileSync(join(ssrDir, bundle.TEMPLATE_FILE), 'utf8'),
    manifest: readFileSync(join(ssrDir, bundle.CLIENT_MANIFEST_FILE), 'utf8'),
  });
  return bundle;
}
