import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import {
  IsIn,
  IsOptional,
  IsString,
  Matches,
  ValidateBy,
  type ValidationArguments,
  type ValidationOptions,
} from 'class-validator';
import { MaxChars, normaliseText, SINGLE_LINE } from '../../common/text-rules';
import { CASE_TYPES, type CaseType } from '../contact-submission.entity';
import { isCalendarDay } from '../../common/firm-time';
import { isFirmDayInRange, LAST_FIRM_DAY } from '../../common/date-time-rules';

export const CONTACT_STATUSES = ['pending', 'processed', 'overdue'] as const;
export type ContactStatus = (typeof CONTACT_STATUSES)[number];
export const SEARCH_MAX_CHARS = 200;

/** A real calendar day, YYYY-MM-DD. */
function IsCalendarDay(options: ValidationOptions): PropertyDecorator {
  return ValidateBy({ name: 'isCalendarDay', validator: { validate: isCalendarDay } }, options);
}

/** A calendar day whose Medellín day the database can compare with (common/date-time-rules.ts). */
function IsFirmDayInRange(options: ValidationOptions): PropertyDecorator {
  return ValidateBy({ name: 'isFirmDayInRange', validator: { validate: isFirmDayInRange } }, options);
}
const inRange = (field: string) => ({
  message: `${field} must be a calendar day from 0000-01-01 to ${LAST_FIRM_DAY}`,
});

/** `to` may not fall before `from` (both already known to be calendar days, or `from` absent). */
export function NotBeforeFrom(options: ValidationOptions): PropertyDecorator {
  return ValidateBy(
    {
      name: 'notBeforeFrom',
      validator: {
        validate: (to: unknown, args?: ValidationArguments) => {
          const { from } = (args?.object ?? {}) as { from?: unknown };
          return !isCalendarDay(from) || typeof to !== 'string' || from <= to;
        },
      },
    },
    options,
  );
}

/** An empty parameter (`?q=`, as a form with a blank field sends) means no filter. */
const blankAsAbsent = ({ value }: { value: unknown }) => {
  const text = normaliseText(value);
  return text === '' ? undefined : text;
};

/**
 * The filters the staff list and the CSV export share. Every one is optional; together they narrow the
 * set (AND). class-validator runs a property's decorators bottom-up, so the type check sits last.
 */
export class ContactFilterDto {
  @ApiPropertyOptional({
    maxLength: SEARCH_MAX_CHARS,
    example: 'jose perez',
    description:
      'Search in name, email, phone and message, ignoring case and accents ("jose" finds "José"). ' +
      'Digits find a phone number however it was written.',
  })
  @Transform(blankAsAbsent)
  @IsOptional()
  @Matches(SINGLE_LINE, { message: 'q contains characters that are not allowed' })
  @MaxChars(SEARCH_MAX_CHARS, { message: `q must be at most ${SEARCH_MAX_CHARS} characters` })
  @IsString({ message: 'q must be a single text value' })
  q?: string;

  @ApiPropertyOptional({
    enum: CONTACT_STATUSES,
    description: 'pending: not processed yet · overdue: pending and past its answer-by time',
  })
  @Transform(blankAsAbsent)
  @IsOptional()
  @IsIn(CONTACT_STATUSES, { message: `status must be one of ${CONTACT_STATUSES.join(', ')}` })
  status?: ContactStatus;

  @ApiPropertyOptional({ enum: CASE_TYPES, example: 'familia' })
  @Transform(blankAsAbsent)
  @IsOptional()
  @IsIn(CASE_TYPES, { message: `tipo_caso must be one of ${CASE_TYPES.join(', ')}` })
  tipo_caso?: CaseType;

  @ApiPropertyOptional({
    format: 'date',
    example: '2025-06-01',
    description: 'First calendar day included, in Medellín (America/Bogota)',
  })
  @Transform(blankAsAbsent)
  @IsOptional()
  @IsFirmDayInRange(inRange('from'))
  @IsCalendarDay({ message: 'from must be a calendar day written YYYY-MM-DD' })
  from?: string;

  @ApiPropertyOptional({
    format: 'date',
    example: '2025-06-30',
    description: 'Last calendar day included, in Medellín (America/Bogota); not before from',
  })
  @Transform(blankAsAbsent)
  @IsOptional()
  @NotBeforeFrom({ message: 'to must be the same day as from or later' })
  @IsFirmDayInRange(inRange('to'))
  @IsCalendarDay({ message: 'to must be a calendar day written YYYY-MM-DD' })
  to?: string;
}
