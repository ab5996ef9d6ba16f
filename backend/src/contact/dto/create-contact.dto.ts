import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { Equals, IsIn, IsOptional, IsString, Matches, MinLength } from 'class-validator';
import { CASE_TYPES, type CaseType } from '../../contacts/contact-submission.entity';
import {
  CONSENT_LANGUAGES,
  type ConsentLanguage,
  CURRENT_PRIVACY_POLICY_VERSION,
  PRIVACY_POLICY_VERSIONS,
  type PrivacyPolicyVersion,
} from '../consent';
import { EmailInput } from '../../common/email-input';
import { MaxChars, MULTI_LINE, SINGLE_LINE, trimText } from '../../common/text-rules';

/**
 * The consultation form. Messages are the spec's, in Spanish on every page (SPEC §5).
 * class-validator runs a property's decorators bottom-up and stops at the first failure, so the type
 * check sits last and a missing field reads as the spec's "required" message.
 */
export class CreateContactDto {
  @ApiProperty({ example: 'María Pérez', minLength: 2, maxLength: 120 })
  @Transform(trimText)
  @Matches(SINGLE_LINE, { message: 'Nombre contiene caracteres no válidos' })
  @MaxChars(120, { message: 'Nombre no puede superar 120 caracteres' })
  @MinLength(2, { message: 'Nombre es requerido' })
  @IsString({ message: 'Nombre es requerido' })
  nombre: string;

  @EmailInput('maria@example.com', {
    invalid: 'Email válido es requerido',
    tooLong: 'Email no puede superar 254 caracteres',
  })
  email: string;

  @ApiProperty({ example: '+57 300 123 4567', minLength: 10, maxLength: 30 })
  @Transform(trimText)
  @Matches(SINGLE_LINE, { message: 'Teléfono contiene caracteres no válidos' })
  @MaxChars(30, { message: 'Teléfono no puede superar 30 caracteres' })
  @MinLength(10, { message: 'Teléfono es requerido' })
  @IsString({ message: 'Teléfono es requerido' })
  telefono: string;

  @ApiProperty({
    enum: CASE_TYPES,
    example: 'familia',
    description: "'english' is shown as 'Legal Services in English'",
  })
  @IsIn(CASE_TYPES, { message: 'Selecciona un tipo de caso' })
  tipo_caso: CaseType;

  @ApiProperty({ example: 'Necesito asesoría sobre un proceso de divorcio.', minLength: 10, maxLength: 5000 })
  @Transform(trimText)
  @Matches(MULTI_LINE, { message: 'Mensaje contiene caracteres no válidos' })
  @MaxChars(5000, { message: 'Mensaje no puede superar 5000 caracteres' })
  @MinLength(10, { message: 'Mensaje debe tener al menos 10 caracteres' })
  @IsString({ message: 'Mensaje debe tener al menos 10 caracteres' })
  mensaje: string;

  @ApiProperty({
    enum: [true],
    example: true,
    description: 'Must be true: the visitor accepts the privacy policy',
  })
  @Equals(true, { message: 'Debes aceptar la política de privacidad' })
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
