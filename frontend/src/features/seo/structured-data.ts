// schema.org objects for the JSON-LD of each page. Pure data: URLs are site paths ("/abogados"),
// which render-head.ts turns into absolute URLs; see SITE_PATH_KEYS there.
import { openingHoursSpecification } from '@abogados/shared';
import { pathFor } from '../../app/route-table';
import type { BlogPost } from '../../content/blog';
import { attorneyPage } from '../../content/attorney';
import { firmProfile } from '../../content/firm';
import { pageMeta } from '../../content/page-meta';
import { largestVariant, type ImageRef, type SiteContent } from '../../content/site-content';
import type { Language } from '../../i18n/language';
import type { TrailItem } from './breadcrumbs';

export type JsonValue =
  string | number | boolean | null | readonly JsonValue[] | { readonly [key: string]: JsonValue };
export type JsonLd = { readonly [key: string]: JsonValue };

const CONTEXT = 'https://schema.org';
/** One node id for the firm, so posts and the attorney point at the same organisation. */
export const FIRM_ID = '/#firm';
export const FIRM_IMAGE = { src: '/images/hero-medellin.svg', width: 640, height: 480 } as const;

/** An uploaded photo's widest JPEG (what link previews read best), else the fallback picture. */
export function sharedImage(
  photo: ImageRef | null,
  fallback: { src: string; width: number; height: number },
): { src: string; width: number; height: number } {
  const jpeg = photo ? largestVariant(photo, 'image/jpeg') : undefined;
  if (!photo || !jpeg) return fallback;
  return { src: jpeg.url, width: jpeg.width, height: Math.round((photo.height * jpeg.width) / photo.width) };
}

/** The picture that stands for the firm: the home page's photo once staff upload one. */
export function firmImage(content: SiteContent) {
  return sharedImage(content.hero.photo, FIRM_IMAGE);
}

function firmReference(name: string): JsonLd {
  return { '@type': 'LegalService', '@id': FIRM_ID, name };
}

export function legalService(language: Language, content: SiteContent): JsonLd {
  const { firm } = content;
  const { address } = firm;
  return {
    '@context': CONTEXT,
    '@type': 'LegalService',
    '@id': FIRM_ID,
    name: firm.name,
    description: pageMeta(content).pages.home[language].description,
    url: pathFor('home', language),
    telephone: firm.phone,
    email: firm.email,
    image: firmImage(content).src,
    // No priceRange: the firm publishes no fee level, only that fees are quoted in writing up front.
    address: {
      '@type': 'PostalAddress',
      streetAddress: address.street,
      addressLocality: address.city,
      addressRegion: address.region,
      postalCode: address.postalCode,
      addressCountry: address.country,
    },
    // SPEC §9's two readings: the office's hours (the contact page's table, and when the firm answers
    // within 60 minutes) are when it is open; the footer's may be a shorter attention window.
    openingHoursSpecification: openingHoursSpecification(content.hours.office).map((entry) => ({
      ...entry,
      dayOfWeek: [...entry.dayOfWeek],
    })),
    areaServed: [
      { '@type': 'City', name: address.city },
      { '@type': 'AdministrativeArea', name: address.region },
    ],
    knowsLanguage: [...firmProfile.languages],
    ...(firm.social.length > 0 ? { sameAs: firm.social.map(({ url }) => url) } : {}),
  };
}

export function breadcrumbList(trail: readonly TrailItem[]): JsonLd {
  return {
    '@context': CONTEXT,
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((item, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: item.label,
      item: item.path,
    })),
  };
}

export function blogPosting(post: BlogPost, path: string, firmName: string): JsonLd {
  return {
    '@context': CONTEXT,
    '@type': 'BlogPosting',
    headline: post.title,
    description: post.excerpt,
    datePublished: post.publishedAt,
    dateModified: post.updatedAt,
    author: { '@type': 'Person', name: post.author },
    ...(post.cover ? { image: post.cover.src } : {}),
    keywords: post.seoKeywords.join(', '),
    articleSection: post.category,
    inLanguage: post.language,
    mainEntityOfPage: { '@type': 'WebPage', '@id': path },
    publisher: firmReference(firmName),
  };
}

/** "Abogada, Universidad de Medellín" → "Universidad de Medellín"; null when the degree names no school. */
function university(degree: string): string | null {
  const comma = degree.indexOf(', ');
  return comma === -1 ? null : degree.slice(comma + 2);
}

export function attorneyPerson(language: Language, path: string, content: SiteContent): JsonLd {
  const { attorney } = content;
  const profile = attorney.profile[language];
  const school = university(profile.education.degree);
  return {
    '@context': CONTEXT,
    '@type': 'Person',
    '@id': `${path}#attorney`,
    name: attorney.name,
    jobTitle: profile.title,
    description: profile.summary,
    image: sharedImage(attorney.photo, attorneyPage.illustration).src,
    ...(school ? { alumniOf: { '@type': 'CollegeOrUniversity', name: school } } : {}),
    knowsAbout: [...profile.expertise],
    knowsLanguage: [...firmProfile.languages],
    worksFor: firmReference(content.firm.name),
  };
}
