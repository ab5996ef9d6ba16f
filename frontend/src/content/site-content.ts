// What the firm edits in the staff panel and every page is rendered from: its facts, the privacy
// policy's data controller, the lead attorney and the home page's photo. The server sends the current
// version with each page (embedded as JSON), so the browser hydrates with the data the HTML was
// rendered from. The fixed lists of the SPEC (services, FAQs, testimonials, legal text) stay code.
export { chatUrl } from '@abogados/shared';
import type { components } from '../lib/api/schema';

type Schemas = components['schemas'];

/** An uploaded image, re-encoded by the server to a few widths. */
export type ImageRef = Schemas['ImageRef'];
export type AttorneyProfile = Schemas['AttorneyProfile'];
export type SocialNetwork = Schemas['SocialNetwork'];
/** SPEC §9's two readings of the hours: the footer's line and the contact page's table. */
export type FirmFacts = Schemas['FirmFacts'];
/**
 * Everything a page is rendered from, as GET /api/site gives it: the firm's facts (only the social
 * networks it has a link on), the privacy policy's data controller (empty fields show a bracketed
 * placeholder), the attorney and the home page's photo (null: the bundled illustration).
 */
export type SiteContent = Schemas['SiteContent'];

/** The `srcset` of an image's WebP variants, narrowest first. */
export function webpSrcSet(image: ImageRef): string {
  return image.variants
    .filter((variant) => variant.type === 'image/webp')
    .sort((a, b) => a.width - b.width)
    .map((variant) => `${variant.url} ${variant.width}w`)
    .join(', ');
}

/** The widest variant of a type (the JPEG is for social previews and e-mail). */
export function largestVariant(image: ImageRef, type: ImageRef['variants'][number]['type']) {
  return image.variants
    .filter((variant) => variant.type === type)
    .reduce<ImageRef['variants'][number] | undefined>(
      (best, variant) => (best && best.width >= variant.width ? best : variant),
      undefined,
    );
}
