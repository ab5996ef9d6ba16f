import { type Language } from './consultation';
import { type OfficeHours } from './office-hours';

// The content every public page is rendered from, as the server holds it (GET /api/site gives it; its
// OpenAPI schema is the backend's dto/site-content.dto.ts, whose classes implement these) and as the SSR
// renderer takes it. Declared once here: the server, the renderer and the pages all compile against it.

export interface Localized<T = string> {
  es: T;
  en: T;
}

export interface ImageVariant {
  width: number;
  type: 'image/webp' | 'image/jpeg';
  url: string;
}

/** An uploaded image, re-encoded to a few widths; `width` and `height` are those of the largest variant. */
export interface ImageRef {
  id: string;
  width: number;
  height: number;
  variants: ImageVariant[];
}

/**
 * The point of a photo kept in view when a page's frame crops it (CSS object-position), in percent of its
 * width and height from the top left: 50/50 is the centre. Missing: the centre.
 */
export interface PhotoFocus {
  x: number;
  y: number;
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

/** The firm's name and how to reach it (its office hours are a section of their own: OfficeHours). */
export interface FirmFacts {
  name: string;
  phone: string;
  whatsapp: string;
  email: string;
  address: { street: string; city: string; region: string; postalCode: string; country: string };
  social: Array<{ network: SocialNetwork; url: string }>;
}

/** The privacy policy's data controller (empty fields show a bracketed placeholder). */
export interface ControllerFacts {
  legalName: string;
  taxId: string;
  legalRepresentative: string;
}

export interface AttorneyFacts {
  name: string;
  /** null: the bundled illustration. */
  photo: ImageRef | null;
  /** Where the portrait frame keeps the photo in view. */
  photoFocus?: PhotoFocus;
  profile: Localized<AttorneyProfile>;
}

export interface HeroFacts {
  /** null: the home page keeps its bundled illustration. */
  photo: ImageRef | null;
  /** Where the home page's 4:3 frame keeps the photo in view. */
  photoFocus?: PhotoFocus;
}

/** The CSS object-position of a photo's focus: the centre when none was chosen. */
export function objectPosition(focus: PhotoFocus | undefined): string {
  return `${focus?.x ?? 50}% ${focus?.y ?? 50}%`;
}

/** A post's cover as pages show it: an uploaded image (srcset of its WebP widths) or a bundled illustration. */
export interface PostCover {
  /** The uploaded image, or null for a bundled file (the seeded posts' illustrations). */
  imageId: string | null;
  /** The fallback source: the widest JPEG, or the bundled file. */
  src: string;
  /** WebP widths, narrowest first; '' for a bundled file. */
  srcset: string;
  width: number;
  height: number;
  alt: string;
}

/** A published post as every page is rendered from it. */
export interface PublicPost {
  id: string;
  language: Language;
  slug: string;
  title: string;
  excerpt: string;
  /** The body rendered from Markdown (raw HTML escaped): '' where a page needs only the summary. */
  html: string;
  /** When it went live, ISO 8601. */
  publishedAt: string;
  /** Its day in America/Bogota, YYYY-MM-DD. */
  publishDate: string;
  /** Computed from the body: "5 min". */
  readTime: string;
  category: string;
  tags: string[];
  author: string;
  seoTitle: string;
  seoDescription: string;
  seoKeywords: string[];
  cover: PostCover | null;
  updatedAt: string;
  /** Its published translation, or null. */
  translation: { language: Language; slug: string } | null;
}

/** What the site serves under the blog: published posts, newest first, and where old slugs now live. */
export interface BlogContent {
  posts: PublicPost[];
  /** Old path → current path of a published post (both without the origin). */
  redirects: Record<string, string>;
}

/**
 * Everything a page is rendered from: the firm's facts and office hours, the privacy policy's data controller, the lead
 * attorney, the home page's photo and the published posts.
 */
export interface SiteContent {
  /** The content version: a counter bumped with any change. */
  version: number;
  firm: FirmFacts;
  /** The office hours, edited once: every text, the structured data and the answer-by clock follow them. */
  hours: OfficeHours;
  controller: ControllerFacts;
  attorney: AttorneyFacts;
  hero: HeroFacts;
  blog: BlogContent;
}

/** The firm's facts: each stored as one JSON text in the site_content row, each edited on its own. */
export const CONTENT_SECTIONS = ['firm', 'hours', 'controller', 'attorney', 'hero'] as const;
export type ContentSection = (typeof CONTENT_SECTIONS)[number];
export type ContentSections = Omit<SiteContent, 'version' | 'blog'>;
/** What a change can touch: a section of facts, or the blog's published posts. */
export type ChangedSection = ContentSection | 'blog';
