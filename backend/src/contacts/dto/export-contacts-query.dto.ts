import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional } from 'class-validator';
import { STAFF_LOCALES, type StaffLocale } from '../../auth/staff-locale';
import { ContactFilterDto } from './contact-filter.dto';

/** `;` is what Excel expects where the decimal mark is a comma (Spanish and Colombian settings). */
export const CSV_SEPARATORS = { semicolon: ';', comma: ',' } as const;
export type CsvSeparatorName = keyof typeof CSV_SEPARATORS;
const SEPARATOR_NAMES = Object.keys(CSV_SEPARATORS) as CsvSeparatorName[];

/** The list's filters, and how the file is written: its language and its separator. */
export class ExportContactsQueryDto extends ContactFilterDto {
  @ApiPropertyOptional({
    enum: STAFF_LOCALES,
    description:
      "Language of the headers, case types, statuses and dates; by default the staff member's own " +
      '(their panel choice), Spanish if they have made none',
  })
  @IsOptional()
  @IsIn(STAFF_LOCALES, { message: `lang must be one of ${STAFF_LOCALES.join(', ')}` })
  lang?: StaffLocale;

  @ApiPropertyOptional({
    enum: SEPARATOR_NAMES,
    description:
      'Field separator; by default semicolon for Spanish (as Excel in Spanish expects), comma for English',
  })
  @IsOptional()
  @IsIn(SEPARATOR_NAMES, { message: `separator must be one of ${SEPARATOR_NAMES.join(', ')}` })
  separator?: CsvSeparatorName;
}
