import { BadRequestException } from '@nestjs/common';
import { plainToInstance } from 'class-transformer';
import { validateSync } from 'class-validator';
import { fieldErrors } from '../common/validation';
import { SECTION_CLASSES } from './dto/site-content.dto';
import {
  type ContentSection,
  type ContentSections,
  SOCIAL_NETWORKS,
  type FirmFacts,
} from './site-content.types';

/** Keys sorted at every level: two equal values always give the same text. */
export function canonicalJson(value: unknown): string {
  return JSON.stringify(value, (_key, inner: unknown) =>
    inner && typeof inner === 'object' && !Array.isArray(inner)
      ? Object.fromEntries(Object.entries(inner).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : inner,
  );
}

export const sameValue = (a: unknown, b: unknown): boolean => canonicalJson(a) === canonicalJson(b);

/** What is wrong with a section's value by its rules, as `{ field: message }` (empty when nothing is). */
export function sectionErrors(section: ContentSection, value: unknown): Record<string, string> {
  const instance = plainToInstance(SECTION_CLASSES[section] as new () => object, value);
  if (typeof instance !== 'object' || instance === null) return { [section]: `${section} must be an object` };
  return fieldErrors(
    validateSync(instance, { whitelist: true, forbidNonWhitelisted: true, stopAtFirstError: true }),
  );
}

/** A section as stored: checked by its rules first, so what is read back is always what they allow. */
export function encodeSection<S extends ContentSection>(section: S, value: ContentSections[S]): string {
  const errors = sectionErrors(section, value);
  if (Object.keys(errors).length > 0) {
    throw new BadRequestException({ statusCode: 400, message: 'Validation failed', errors });
  }
  return canonicalJson(value);
}

/** A stored section, checked again on the way out: a row edited by hand into nonsense is refused, not shown. */
export function decodeSection<S extends ContentSection>(section: S, text: string): ContentSections[S] {
  const value = JSON.parse(text) as ContentSections[S];
  const errors = sectionErrors(section, value);
  const first = Object.entries(errors)[0];
  if (first)
    throw new Error(`The stored site content's ${section} breaks its rules: ${first[0]}: ${first[1]}`);
  return value;
}

/** One link per network, in a fixed order, '' where there is none: how the firm's links are stored. */
export function everyNetwork(social: FirmFacts['social']): FirmFacts['social'] {
  return SOCIAL_NETWORKS.map((network) => ({
    network,
    url: social.find((link) => link.network === network)?.url ?? '',
  }));
}

/**
 * The fields that differ between two values of a section, as paths ("phone", "address.street",
 * "social.instagram", "profile.es.skills"): objects are followed, lists compared whole.
 */
export function changedFields(before: unknown, after: unknown, prefix = ''): string[] {
  const isObject = (value: unknown): value is Record<string, unknown> =>
    typeof value === 'object' && value !== null && !Array.isArray(value);
  if (!isObject(before) || !isObject(after)) return sameValue(before, after) ? [] : [prefix];
  const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])];
  return keys.flatMap((key) => {
    const path = prefix ? `${prefix}.${key}` : key;
    if (key === 'social' && Array.isArray(before[key]) && Array.isArray(after[key])) {
      const links = (value: unknown) =>
        Object.fromEntries((value as FirmFacts['social']).map((link) => [link.network, link.url]));
      return changedFields(links(before[key]), links(after[key]), path);
    }
    return changedFields(before[key], after[key], path);
  });
}
