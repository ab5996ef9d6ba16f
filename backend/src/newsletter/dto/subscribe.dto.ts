import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Equals, IsIn, IsOptional, IsString } from 'class-validator';
import { CONSULTATION_MESSAGES as M } from '@abogados/shared';
import { EmailInput } from '../../common/email-input';
import { NEWSLETTER_LANGUAGES, type NewsletterLanguage } from '../newsletter-subscriber.entity';

/** The messages of the newsletter box (Spanish on every page, like SPEC §5). */
export const NEWSLETTER_MESSAGES = {
  email: 'Ingresa un email válido',
  consent: 'Debes aceptar recibir el boletín para suscribirte',
  idioma: 'Idioma debe ser es o en',
} as const;

/** The blog's newsletter box. */
export class SubscribeDto {
  @EmailInput('maria@example.com', { invalid: NEWSLETTER_MESSAGES.email, tooLong: M.emailMax })
  email: string;

  @ApiProperty({
    enum: [true],
    example: true,
    description:
      "Must be true: the box's own unticked checkbox, beside the newsletter consent sentence of the " +
      'current privacy policy in the page language',
  })
  @Equals(true, { message: NEWSLETTER_MESSAGES.consent })
  consent: true;

  @ApiProperty({
    enum: NEWSLETTER_LANGUAGES,
    description:
      'Language of the page the box is on: the confirmation email and the newsletter come in it, and the ' +
      'consent sentence is recorded in it',
  })
  @IsIn(NEWSLETTER_LANGUAGES, { message: NEWSLETTER_MESSAGES.idioma })
  idioma: NewsletterLanguage;

  @ApiPropertyOptional({
    description:
      'Anti-spam field that the box hides from people: leave it out or empty. A request that fills it is ' +
      'answered 202 like any other, before any other check, and nothing is stored.',
    example: '',
  })
  @IsOptional()
  @IsString()
  website?: string;
}

export class SubscribeAcceptedDto {
  @ApiProperty({
    example: 'Revisa tu correo: te enviamos un enlace para confirmar la suscripción.',
    description: 'The same for every address, whatever its state, in the language asked for',
  })
  message: string;
}

export const SUBSCRIBE_ACCEPTED: Record<NewsletterLanguage, string> = {
  es: 'Revisa tu correo: te enviamos un enlace para confirmar la suscripción.',
  en: 'Check your email: we sent you a link to confirm your subscription.',
};
