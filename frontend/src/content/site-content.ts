// What the firm edits in the staff panel and every page is rendered from: its facts, the privacy
// policy's data controller, the lead attorney and the home page's photo. The server sends the current
// version with each page (embedded as JSON), so the browser hydrates with the data the HTML was
// rendered from. The fixed lists of the SPEC (services, FAQs, testimonials, legal text) stay code.
// Its types are declared once, in shared/ (the server's read model and the renderer's input).
import type { ImageRef } from '@abogados/shared';

export { chatUrl, objectPosition } from '@abogados/shared';
export type {
  AttorneyProfile,
  FirmFacts,
  ImageRef,
  PhotoFocus,
  SiteContent,
  SocialNetwork,
} from '@abogados/shared';

/**
 * The frames the public pages crop the two photos to, at every screen width (the staff panel's preview shows
 * the same): the attorney's portrait (the illustration's 480×560) and the home page's 4:3 picture
 * (home.module.css, .heroImage). The photo fills its frame; its focus decides what stays in view.
 */
export const PHOTO_FRAMES = {
  attorney: { width: 480, height: 560 },
  hero: { width: 4, height: 3 },
} as const;

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
