import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsIn, IsOptional, IsString, ValidateBy } from 'class-validator';
import {
  CASE_TYPES,
  type CaseType,
  CONSULTATION_LIMITS as LIMITS,
  CONSULTATION_MESSAGES as M,
  type ConsultationField,
  consultationFieldError,
} from '@abogados/shared';
import {
  CONSENT_LANGUAGES,
  type ConsentLanguage,
  CURRENT_PRIVACY_POLICY_VERSION,
  PRIVACY_POLICY_VERSIONS,
  type PrivacyPolicyVersion,
} from '../consent';
import { EmailInput } from '../../common/email-input';
import { trimText } from '../../common/text-rules';

/**
 * A field of the consultation form, checked by the shared rules (shared/src/consultation.ts), the same ones
 * the browser's form and the server-rendered form run. The message is the first rule the value breaks.
 */
function ConsultationRule(field: ConsultationField): PropertyDecorator {
  return ValidateBy(
    {
      name: 'consultationRule',
      validator: { validate: (value: unknown) => consultationFieldError(field, value) === undefined },
    },
    { message: ({ value }) => consultationFieldError(field, value) ?? '' },
  );
}

/** The consultation form. Messages are the spec's, in Spanish on every page (SPEC §5). */
export class CreateContactDto {
  @ApiProperty({ example: 'María Pérez', minLength: LIMITS.nombre.min, maxLength: LIMITS.nombre.max })
  @Transform(trimText)
  @ConsultationRule('nombre')
  nombre: string;

  @EmailInput('maria@example.com', { invalid: M.email, tooLong: M.emailMax })
  email: string;

  @ApiProperty({
    example: '+57 300 123 4567',
    minLength: LIMITS.telefono.min,
    maxLength: LIMITS.telefono.max,
  })
  @Transform(trimText)
  @ConsultationRule('telefono')
  telefono: string;

  @ApiProperty({
    enum: CASE_TYPES,
    example: 'familia',
    description: "'english' is shown as 'Legal Services in English'",
  })
  @ConsultationRule('tipo_caso')
  tipo_caso: CaseType;

  @ApiProperty({
    example: 'Necesito asesoría sobre un proceso de divorcio.',
    minLength: LIMITS.mensaje.min,
    maxLength: LIMITS.mensaje.max,
  })
  @Transform(trimText)
  @ConsultationRule('mensaje')
  mensaje: string;

  @ApiProperty({
    enum: [true],
    example: true,
    description: 'Must be true: the visitor accepts the privacy policy',
  })
  @ConsultationRule('consent')
  consent: true;

  @ApiPropertyOptional({
    enum: CONSENT_LANGUAGES,
    default: 'es',
    description: 'Language of the page the form was sent from; stored with the proof of consent',
  })
  @IsOptional()
  @IsIn(CONSENT_LANGUAGES, { message: 'Idioma debe ser es o en' })
  idioma?: ConsentLanguage;

  @ApiPropertyOptional({
    enum: PRIVACY_POLICY_VERSIONS,
    default: CURRENT_PRIVACY_POLICY_VERSION,
    description:
      'The privacy-policy version the form showed. The server stores it with the consent sentence of ' +
      'that version in the page language; leave it out to mean the current version.',
  })
  @IsOptional()
  @IsIn(PRIVACY_POLICY_VERSIONS, { message: 'Versión de la política de privacidad desconocida' })
  version_politica?: PrivacyPolicyVersion;

  // No maxLength 0: a filled value is accepted (answered 201, see HoneypotMiddleware), not refused.
  @ApiPropertyOptional({
    description:
      'Anti-spam field that the form hides from people: leave it out or empty. A request that fills it ' +
      '(with anything but white space) is answered 201 like any other, before any other check, and ' +
      'nothing is stored. API clients never need to send it.',
    example: '',
  })
  @IsOptional()
  @IsString()
  website?: string;
}
