import { sameValue } from './content-codec';
import { CONTENT_SEED } from './seed';
import { type ContentSections, type SocialNetwork } from './site-content.types';

export interface BeforeLaunchFact {
  field: string;
  label: string;
}

const NETWORK_LABELS: Record<SocialNetwork, string> = {
  facebook: 'Facebook link',
  instagram: 'Instagram link',
  linkedin: 'LinkedIn link',
  x: 'X link',
  youtube: 'YouTube link',
  tiktok: 'TikTok link',
};

/**
 * The facts still holding the placeholder the site launched with (the seed) or nothing at all: what staff
 * should confirm or fill in before the site goes public. Fixed facts (hours from the spec, the firm's
 * name) are not placeholders and are not listed.
 */
export function beforeLaunch(content: ContentSections): BeforeLaunchFact[] {
  const { firm, controller, attorney } = content;
  const seed = CONTENT_SEED;
  const facts: Array<[boolean, string, string]> = [
    [firm.phone === seed.firm.phone, 'firm.phone', 'Phone'],
    [firm.whatsapp === seed.firm.whatsapp, 'firm.whatsapp', 'WhatsApp number'],
    [firm.email === seed.firm.email, 'firm.email', 'Email'],
    [sameValue(firm.address, seed.firm.address), 'firm.address', 'Office address'],
    ...firm.social.map((link, index): [boolean, string, string] => [
      link.url === '',
      `firm.social[${index}].url`,
      NETWORK_LABELS[link.network],
    ]),
    [controller.taxId === '', 'controller.taxId', 'Tax ID (NIT)'],
    [controller.legalRepresentative === '', 'controller.legalRepresentative', 'Legal representative'],
    [attorney.name === seed.attorney.name, 'attorney.name', "Attorney's name"],
    [
      sameValue(attorney.profile.es, seed.attorney.profile.es),
      'attorney.profile.es',
      "Attorney's profile (Spanish)",
    ],
    [
      sameValue(attorney.profile.en, seed.attorney.profile.en),
      'attorney.profile.en',
      "Attorney's profile (English)",
    ],
    [attorney.photo === null, 'attorney.photo', "Attorney's photo"],
  ];
  return facts.filter(([pending]) => pending).map(([, field, label]) => ({ field, label }));
}
