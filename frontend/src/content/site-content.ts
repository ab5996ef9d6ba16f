// What the firm edits in the staff panel and every page is rendered from: its facts, the privacy
// policy's data controller, the lead attorney and the home page's photo. The server sends the current
// version with each page (embedded as JSON), so the browser hydrates with the data the HTML was
// rendered from. The fixed lists of the SPEC (services, FAQs, testimonials, legal text) stay code.
import { whatsappDigits } from '@abogados/shared';
import type { Localized } from '../i18n/language';

/** An uploaded image, re-encoded by the server to a few widths. */
export interface ImageRef {
  id: string;
  /** Of the largest variant. */
  width: number;
  height: number;
  variants: { width: number; type: 'image/webp' | 'image/jpeg'; url: string }[];
}

export interface AttorneyProfile {
  title: string;
  experience: string;
  summary: string;
  education: { degree: string; specialization: string; diplomas: string[] };
  experienceDetail: string[];
  expertise: string[];
  skills: string[];
}

export type SocialNetwork = 'facebook' | 'instagram' | 'linkedin' | 'x' | 'youtube' | 'tiktok';

export interface FirmFacts {
  name: string;
  phone: string;
  whatsapp: string;
  email: string;
  address: { street: string; city: string; region: string; postalCode: string; country: string };
  /** SPEC §9's two readings: the footer's line and the contact page's table. */
  hours: { footer: Localized; business: { days: Localized; time: Localized }[] };
  /** Only the networks the firm has a profile on; an empty link is never shown. */
  social: { network: SocialNetwork; url: string }[];
}

export interface SiteContent {
  /** The content version: bumped with every change, so caches know what they were built from. */
  version: number;
  firm: FirmFacts;
  /** The privacy policy's data controller (Ley 1581 de 2012). Empty fields show a bracketed placeholder. */
  controller: { legalName: string; taxId: string; legalRepresentative: string };
  /** A null photo shows the bundled illustration. */
  attorney: { name: string; photo: ImageRef | null; profile: Localized<AttorneyProfile> };
  /** A null photo keeps the home page's bundled illustration. */
  hero: { photo: ImageRef | null };
}

export const SOCIAL_NETWORK_NAMES: Record<SocialNetwork, string> = {
  facebook: 'Facebook',
  instagram: 'Instagram',
  linkedin: 'LinkedIn',
  x: 'X',
  youtube: 'YouTube',
  tiktok: 'TikTok',
};

export function telHref(number: string): string {
  return `tel:${number.replace(/\s/g, '')}`;
}

/** The chat link with its prefilled greeting; the link format takes digits only. */
export function chatUrl(number: string, text: string): string {
  return `https://wa.me/${whatsappDigits(number)}?text=${encodeURIComponent(text)}`;
}

export function fullAddress({ address }: FirmFacts): string {
  return `${address.street}, ${address.city}, ${address.region}, ${address.postalCode}, Colombia`;
}

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
