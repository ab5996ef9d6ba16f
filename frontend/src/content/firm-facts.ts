// How the firm's facts read on a page: network names, phone links, the address on one line. Apart from
// the content types, so the parts of a page that need none of this do not load it.
import type { FirmFacts, SocialNetwork } from './site-content';

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

export function fullAddress({ address }: FirmFacts): string {
  return `${address.street}, ${address.city}, ${address.region}, ${address.postalCode}, Colombia`;
}
