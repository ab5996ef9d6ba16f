import { applyDecorators } from '@nestjs/common';
import { ApiProperty } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsIn,
  IsString,
  Matches,
  ValidateBy,
  ValidateIf,
  ValidateNested,
  type ValidationArguments,
} from 'class-validator';
import {
  CLOSING_TIME,
  MAX_CLOSED_DAYS,
  MAX_SPANS_PER_DAY,
  minutesOf,
  OPENING_TIME,
  type OfficeHours as OfficeHoursType,
  WEEKDAYS,
  type Weekday,
} from '@abogados/shared';
import { isCalendarDay } from '../../common/firm-time';
import { NestedList } from './content-rules';

// The shared rules below list their decorators as they would stack from the bottom up: the order the
// rules are checked in, so each field still reports the rule it reported first.

/** An opening time of day, HH:MM in Medellín (the shape alone; the spans' order is checked apart). */
export const OpensAt = () =>
  applyDecorators(
    Matches(OPENING_TIME, { message: 'opens must be a time written HH:MM, such as 08:00' }),
    IsString({ message: 'opens must be a time written HH:MM' }),
    ApiProperty({ example: '08:00', pattern: OPENING_TIME.source, description: 'HH:MM, Medellín time' }),
  );

/** A closing time of day, HH:MM in Medellín, "24:00" for midnight. */
export const ClosesAt = () =>
  applyDecorators(
    Matches(CLOSING_TIME, { message: 'closes must be a time written HH:MM, such as 18:00' }),
    IsString({ message: 'closes must be a time written HH:MM' }),
    ApiProperty({
      example: '18:00',
      pattern: CLOSING_TIME.source,
      description: 'HH:MM, after opens ("24:00": open until midnight)',
    }),
  );

/** A day of the week, by its key. */
export const WeekdayKey = () =>
  applyDecorators(
    IsIn(WEEKDAYS, { message: `day must be one of ${WEEKDAYS.join(', ')}` }),
    ApiProperty({ enum: WEEKDAYS }),
  );

/** Days closed besides Colombia's public holidays: at most MAX_CLOSED_DAYS calendar days, YYYY-MM-DD. */
export const ClosedDays = () =>
  applyDecorators(
    CalendarDay('each of closedDays', { each: true }),
    ArrayMaxSize(MAX_CLOSED_DAYS, { message: `closedDays must have at most ${MAX_CLOSED_DAYS} days` }),
    IsArray({ message: 'closedDays must be a list' }),
    ApiProperty({
      type: 'string',
      format: 'date',
      isArray: true,
      maxItems: MAX_CLOSED_DAYS,
      description: "Days closed besides Colombia's public holidays (always closed), YYYY-MM-DD",
      example: ['2026-12-24'],
    }),
  );

/** A calendar day written YYYY-MM-DD (2026-02-30 is none). */
export const CalendarDay = (field: string, options: { each?: boolean } = {}) =>
  ValidateBy(
    { name: 'isCalendarDay', validator: { validate: isCalendarDay } },
    { ...options, message: `${field} must be a calendar day written YYYY-MM-DD` },
  );

export class OpeningSpan {
  @OpensAt()
  opens: string;

  @ClosesAt()
  @ValidateBy(
    {
      name: 'closesAfterOpens',
      validator: {
        validate: (closes: string, args?: ValidationArguments) => {
          const { opens } = args?.object as OpeningSpan;
          return !OPENING_TIME.test(opens) || minutesOf(closes) > minutesOf(opens);
        },
      },
    },
    { message: 'closes must be later than opens' },
  )
  closes: string;
}

/** A day's spans, earliest first and not overlapping (a span may start where the one before ends). */
function inOrder(spans: unknown): boolean {
  if (!Array.isArray(spans)) return true;
  const valid = spans.every(
    (span: Partial<OpeningSpan>) =>
      typeof span?.opens === 'string' &&
      typeof span.closes === 'string' &&
      OPENING_TIME.test(span.opens) &&
      CLOSING_TIME.test(span.closes),
  );
  if (!valid) return true; // each span's own rules name what is wrong
  return (spans as OpeningSpan[]).every(
    (span, index) => index === 0 || minutesOf(span.opens) >= minutesOf(spans[index - 1].closes),
  );
}

export class DayHours {
  @WeekdayKey()
  day: Weekday;

  @NestedList('spans', OpeningSpan, 0, MAX_SPANS_PER_DAY)
  @ValidateBy(
    { name: 'spansInOrder', validator: { validate: inOrder } },
    { message: 'spans must be in order and must not overlap: each opens after the one before closes' },
  )
  spans: OpeningSpan[];
}

/** Seven days, Monday to Sunday, each once. */
const WEEK_RULE = `must list the seven days in order: ${WEEKDAYS.join(', ')}`;
function wholeWeek(days: unknown): boolean {
  return (
    Array.isArray(days) &&
    days.length === WEEKDAYS.length &&
    days.every((day: Partial<DayHours>, index) => day?.day === WEEKDAYS[index])
  );
}

/** A whole week of `type` (DayHours or another day's shape): seven days, Monday to Sunday, in order. */
export function Week(field: string, type: new () => object = DayHours): PropertyDecorator {
  return (target, key) => {
    NestedList(field, type, WEEKDAYS.length, WEEKDAYS.length)(target, key);
    ValidateBy(
      { name: 'wholeWeek', validator: { validate: wholeWeek } },
      { message: `${field} ${WEEK_RULE}` },
    )(target, key);
  };
}

/**
 * The office hours: the office's week (the contact page, the structured data, the answer-by clock), the
 * footer's week or null for the same, and extra closed days.
 */
export class OfficeHours implements OfficeHoursType {
  @Week('office')
  office: DayHours[];

  @ApiProperty({
    type: DayHours,
    isArray: true,
    nullable: true,
    minItems: 7,
    maxItems: 7,
    description: "The footer's hours (horario de atención); null: the same as office",
  })
  @ValidateIf((_object, value) => value !== null)
  @ValidateBy(
    { name: 'wholeWeek', validator: { validate: wholeWeek } },
    { message: `attention must be null or ${WEEK_RULE}` },
  )
  @ValidateNested({ each: true })
  @Type(() => DayHours)
  attention: DayHours[] | null;

  @ClosedDays()
  closedDays: string[];
}
