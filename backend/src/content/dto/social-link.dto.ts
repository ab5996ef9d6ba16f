import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsIn, ValidateBy, type ValidationArguments } from 'class-validator';
import { trimText } from '../../common/text-rules';
import { SOCIAL_NETWORKS, type SocialNetwork } from '../site-content.types';

export const SOCIAL_URL_MAX_CHARS = 300;

/** Each network's own site, subdomains included (www., m., a country's linkedin): a link goes nowhere else. */
const NETWORK_HOSTS: Record<SocialNetwork, string[]> = {
  facebook: ['facebook.com'],
  instagram: ['instagram.com'],
  linkedin: ['linkedin.com'],
  x: ['x.com', 'twitter.com'],
  youtube: ['youtube.com'],
  tiktok: ['tiktok.com'],
};

/** Printable URL characters only: nothing that needs escaping to be a link (spaces, quotes, < >). */
const URL_CHARACTERS = /^https:\/\/[A-Za-z0-9._~:/?#[\]@!$&'()*+,;=%-]+$/;

/** Empty (no link), or an https:// address on the network's own host, without credentials or port. */
export function isSocialUrl(network: unknown, value: unknown): boolean {
  if (value === '') return true;
  if (typeof value !== 'string' || value.length > SOCIAL_URL_MAX_CHARS || !URL_CHARACTERS.test(value))
    return false;
  const hosts = NETWORK_HOSTS[network as SocialNetwork];
  if (!hosts) return false;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  if (url.protocol !== 'https:' || url.username || url.password || url.port) return false;
  return hosts.some((host) => url.hostname === host || url.hostname.endsWith(`.${host}`));
}

export class SocialLink {
  @ApiProperty({ enum: SOCIAL_NETWORKS, enumName: 'SocialNetwork' })
  @IsIn(SOCIAL_NETWORKS, { message: `network must be one of ${SOCIAL_NETWORKS.join(', ')}` })
  network: SocialNetwork;

  @ApiProperty({
    description: "The profile's https:// address on the network's own site; '' when the firm has none",
    example: 'https://www.instagram.com/abogadosmedellin',
    maxLength: SOCIAL_URL_MAX_CHARS,
  })
  @Transform(trimText)
  @ValidateBy(
    {
      name: 'socialUrl',
      validator: {
        validate: (value: unknown, args?: ValidationArguments) =>
          isSocialUrl((args?.object as SocialLink | undefined)?.network, value),
      },
    },
    { message: "url must be empty or an https:// link on the network's own site" },
  )
  url: string;
}
