import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { Equals, IsEmail, IsIn, IsString, MaxLength, MinLength } from 'class-validator';
import { CASE_TYPES, type CaseType } from '../../contacts/contact-submission.entity';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

/**
 * The consultation form. Messages are the spec's, in Spanish on every page (SPEC §5).
 * class-validator runs a property's decorators bottom-up and stops at the first failure, so the type
 * check sits last and a missing field reads as the spec's "required" message.
 */
export class CreateContactDto {
  @ApiProperty({ example: 'María Pérez', minLength: 2, maxLength: 120 })
  @Transform(trim)
  @MaxLength(120, { message: 'Nombre no puede superar 120 caracteres' })
  @MinLength(2, { message: 'Nombre es requerido' })
  @IsString({ message: 'Nombre es requerido' })
  nombre: string;

  @ApiProperty({ example: 'maria@example.com', format: 'email', maxLength: 254 })
  @Transform(({ value }) => (typeof value === 'string' ? value.trim().toLowerCase() : value))
  @IsEmail({}, { message: 'Email válido es requerido' })
  @MaxLength(254, { message: 'Email no puede superar 254 caracteres' })
  @IsString({ message: 'Email válido es requerido' })
  email: string;

  @ApiProperty({ example: '+57 300 123 4567', minLength: 10, maxLength: 30 })
  @Transform(trim)
  @MaxLength(30, { message: 'Teléfono no puede superar 30 caracteres' })
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
  @Transform(trim)
  @MaxLength(5000, { message: 'Mensaje no puede superar 5000 caracteres' })
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
}
