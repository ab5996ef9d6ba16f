import { ApiProperty } from '@nestjs/swagger';
import { IsIn } from 'class-validator';
import { STAFF_LOCALES, type StaffLocale } from '../staff-locale';

/** The staff panel's language for the signed-in staff member. */
export class UpdateStaffLocaleDto {
  @ApiProperty({ enum: STAFF_LOCALES, enumName: 'StaffLocale', example: 'es' })
  @IsIn(STAFF_LOCALES, { message: `locale must be one of: ${STAFF_LOCALES.join(', ')}` })
  locale: StaffLocale;
}
