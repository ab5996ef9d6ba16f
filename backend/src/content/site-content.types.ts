import { type BlogContent } from './blog/blog.types';

/** The public read model every page is rendered from (its OpenAPI schema is SiteContent, dto/site-content.dto.ts). */
export interface Localized<T = string> {
  es: T;
  en: T;
}

export interface ImageVariant {
  width: number;
  type: 'image/webp' | 'image/jpeg';
  url: string;
}

/** An uploaded image, re-encoded; `width` and `height` are those of the largest variant. */
export interface ImageRef {
  id: string;
  width: number;
  height: number;
  variants: ImageVariant[];
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

export const SOCIAL_NETWORKS = ['facebook', 'instagram', 'linkedin', 'x', 'youtube', 'tiktok'] as const;
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number];

export interface FirmFacts {
  name: string;
  phone: string;
  whatsapp: string;
  email: string;
  address: { street: string; city: string; region: string; postalCode: string; country: string };
  hours: { footer: Localized; business: Array<{ days: Localized; time: Localized }> };
  social: Array<{ network: SocialNetwork; url: string }>;
}

/** The privacy policy's data controller. */
export interface ControllerFacts {
  legalName: string;
  taxId: string;
  legalRepresentative: string;
}

export interface AttorneyFacts {
  name: string;
  /** null: the bundled illustration. */
  photo: ImageRef | null;
  profile: Localized<AttorneyProfile>;
}

export interface HeroFacts {
  /** null: the home page keeps its bundled illustration. */
  photo: ImageRef | null;
}

export interface SiteContent {
  /** The content version: a counter bumped with any change. */
  version: number;
  firm: FirmFacts;
  controller: ControllerFacts;
  attorney: AttorneyFacts;
  hero: HeroFacts;
  blog: BlogContent;
}

/** The firm's facts: each stored as one JSON text in the site_content row. */
export const CONTENT_SECTIONS = ['firm', 'controller', 'attorney', 'hero'] as const;
export type ContentSection = (typeof CONTENT_SECTIONS)[number];
export type ContentSections = Omit<SiteContent, 'version' | 'blog'>;
/** What a change can touch: a section of facts, or the blog's published posts. */
export type ChangedSection = ContentSection | 'blog';
