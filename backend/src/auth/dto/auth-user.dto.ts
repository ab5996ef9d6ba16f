import { ApiProperty } from '@nestjs/swagger';
import { STAFF_LOCALES, type StaffLocale } from '../staff-locale';

export class AuthUserDto {
  @ApiProperty({ type: 'integer', example: 1 })
  id: number;

  @ApiProperty({ example: 'staff@example.com', format: 'email' })
  email: string;

  @ApiProperty({
    type: 'string',
    enum: STAFF_LOCALES,
    nullable: true,
    example: 'es',
    description: "The panel's language this person chose; null until they choose one",
  })
  locale: StaffLocale | null;
}
