import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { type OfficeHours, WEEKDAYS } from '@abogados/shared';
import {
  addBusinessMinutes,
  ANSWER_PROMISE_MINUTES,
  BusinessCalendar,
  DEFAULT_BUSINESS_HOURS,
  isOpen,
  nextOpening,
  officeCalendar,
  parseBusinessHours,
  weekHoursOf,
  weeklyHoursOf,
  WeeklyHours,
} from './business-hours';

/** Minutes after midnight of "HH:MM". */
const m = (time: string): number => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
const span = (start: string, end: string) => ({ start: m(start), end: m(end) });

/** An instant written in Medellín's time, as "2026-03-10T17:30-05:00" (seconds and milliseconds only when set). */
const MEDELLIN_MS = -5 * 60 * 60 * 1000;
function medellin(instant: Date): string {
  const text = new Date(instant.getTime() + MEDELLIN_MS).toISOString().slice(0, 23);
  return `${text.replace(/\.000$/, '').replace(/^(.{16}):00$/, '$1')}-05:00`;
}

const calendar = (hours: string, closedDays: string[] = []): BusinessCalendar => ({
  week: parseBusinessHours(hours),
  closedDays,
});
/** Monday to Friday 08:00–18:00, Saturday 09:00–13:00, Sunday closed. */
const DEFAULT = calendar(DEFAULT_BUSINESS_HOURS);
const LUNCH = calendar('mon-fri 08:00-12:00 14:00-18:00');

describe('parseBusinessHours', () => {
  const closed: never[] = [];
  const weekdays = [span('08:00', '18:00')];
  const saturday = [span('09:00', '13:00')];
  const DEFAULT_WEEK: WeeklyHours = [closed, weekdays, weekdays, weekdays, weekdays, weekdays, saturday];

  it.each([
    ['the default', DEFAULT_BUSINESS_HOURS, DEFAULT_WEEK],
    ['semicolons between entries', 'mon-fri 08:00-18:00; sat 09:00-13:00', DEFAULT_WEEK],
    ['upper case', 'MON-FRI 08:00-18:00, Sat 09:00-13:00', DEFAULT_WEEK],
    ['extra spaces and empty entries', '  mon-fri   08:00-18:00 ,, sat 09:00-13:00 ;', DEFAULT_WEEK],
    ['entries in any order', 'sat 09:00-13:00, mon-fri 08:00-18:00', DEFAULT_WEEK],
  ])('reads %s', (_name, text, expected) => {
    expect(parseBusinessHours(text)).toEqual(expected);
  });

  it('reads several spans per day, sorted whatever their order', () => {
    const lunch = [span('08:00', '12:00'), span('14:00', '18:00')];
    expect(parseBusinessHours('mon-fri 08:00-12:00 14:00-18:00')).toEqual([
      closed,
      lunch,
      lunch,
      lunch,
      lunch,
      lunch,
      closed,
    ]);
    expect(parseBusinessHours('tue 14:00-18:00 08:00-12:00')[2]).toEqual(lunch);
  });

  it('accepts spans that touch', () => {
    expect(parseBusinessHours('mon 08:00-12:00 12:00-13:00')[1]).toEqual([
      span('08:00', '12:00'),
      span('12:00', '13:00'),
    ]);
  });

  it('wraps a range of days around the weekend (fri-mon)', () => {
    const open = [span('10:00', '14:00')];
    expect(parseBusinessHours('fri-mon 10:00-14:00')).toEqual([
      open,
      open,
      closed,
      closed,
      closed,
      open,
      open,
    ]);
  });

  it('reads a single day and the whole week', () => {
    expect(parseBusinessHours('wed 07:15-07:45')).toEqual([
      closed,
      closed,
      closed,
      [span('07:15', '07:45')],
      closed,
      closed,
      closed,
    ]);
    expect(parseBusinessHours('sun-sat 00:00-24:00')).toEqual(Array(7).fill([{ start: 0, end: 1440 }]));
  });

  it('takes 24:00 as the end of the day', () => {
    expect(parseBusinessHours('sat 20:00-24:00')[6]).toEqual([{ start: 1200, end: 1440 }]);
    expect(parseBusinessHours('sat 23:59-24:00')[6]).toEqual([{ start: 1439, end: 1440 }]);
  });

  it.each([
    ['empty', '', 'no opening hours given'],
    ['only separators', ' , ;  ', 'no opening hours given'],
    [
      'an unknown day',
      'mon-fri 08:00-18:00, hol 09:00-13:00',
      '"hol 09:00-13:00" does not start with a day such as mon or a range such as mon-fri',
    ],
    [
      'a day written in full',
      'monday 08:00-18:00',
      '"monday 08:00-18:00" does not start with a day such as mon or a range such as mon-fri',
    ],
    [
      'hours with no day',
      '08:00-18:00',
      '"08:00-18:00" does not start with a day such as mon or a range such as mon-fri',
    ],
    [
      'a range of three days',
      'mon-wed-fri 08:00-18:00',
      '"mon-wed-fri 08:00-18:00" does not start with a day such as mon or a range such as mon-fri',
    ],
    ['missing hours', 'mon-fri 08:00-18:00, sat', '"sat" gives no hours such as 08:00-18:00'],
    ['missing hours, upper case', 'MON-FRI', '"mon-fri" gives no hours such as 08:00-18:00'],
    ['hour 25', 'mon 25:00-26:00', '"25:00-26:00" in "mon 25:00-26:00" is not a span such as 08:00-18:00'],
    [
      'a one-digit hour',
      'mon 8:00-18:00',
      '"8:00-18:00" in "mon 8:00-18:00" is not a span such as 08:00-18:00',
    ],
    ['minute 60', 'mon 08:60-18:00', '"08:60-18:00" in "mon 08:60-18:00" is not a span such as 08:00-18:00'],
    ['past 24:00', 'mon 08:00-24:01', '"08:00-24:01" in "mon 08:00-24:01" is not a span such as 08:00-18:00'],
    [
      'a start at 24:00',
      'mon 24:00-24:00',
      '"24:00-24:00" in "mon 24:00-24:00" is not a span such as 08:00-18:00',
    ],
    ['no end', 'mon 08:00', '"08:00" in "mon 08:00" is not a span such as 08:00-18:00'],
    [
      'a dot for a colon',
      'mon 08.00-18.00',
      '"08.00-18.00" in "mon 08.00-18.00" is not a span such as 08:00-18:00',
    ],
    [
      'an end before the start',
      'mon 18:00-08:00',
      '"18:00-08:00" in "mon 18:00-08:00" ends before it starts',
    ],
    ['an empty span', 'mon 08:00-08:00', '"08:00-08:00" in "mon 08:00-08:00" ends before it starts'],
    [
      'overlapping spans',
      'mon-fri 08:00-12:00 11:00-14:00',
      '"mon-fri 08:00-12:00 11:00-14:00" has overlapping hours',
    ],
    [
      'overlapping spans given out of order',
      'mon 14:00-18:00 08:00-14:01',
      '"mon 14:00-18:00 08:00-14:01" has overlapping hours',
    ],
    [
      'the same span twice',
      'mon 08:00-12:00 08:00-12:00',
      '"mon 08:00-12:00 08:00-12:00" has overlapping hours',
    ],
    ['a day given twice', 'mon-fri 08:00-18:00, fri 09:00-13:00', 'fri is given more than once'],
    ['a day given twice in other case', 'mon 08:00-09:00; MON 10:00-11:00', 'mon is given more than once'],
    ['ranges that meet', 'sat-mon 09:00-13:00, mon-fri 08:00-18:00', 'mon is given more than once'],
  ])('rejects %s', (_name, text, message) => {
    expect(() => parseBusinessHours(text)).toThrow(new Error(message));
  });
});

describe('addBusinessMinutes: 60 minutes with the default hours', () => {
  const dueIn60 = (from: string) => medellin(addBusinessMinutes(new Date(from), 60, DEFAULT));

  // A week with no holiday: Monday 9 to Sunday 15 March 2026.
  it.each([
    ['inside hours', '2026-03-10T10:00-05:00', '2026-03-10T11:00-05:00'],
    ['at opening', '2026-03-10T08:00-05:00', '2026-03-10T09:00-05:00'],
    ['a second before opening', '2026-03-10T07:59:59-05:00', '2026-03-10T09:00-05:00'],
    ['before opening', '2026-03-10T06:00-05:00', '2026-03-10T09:00-05:00'],
    ['after midnight', '2026-03-10T00:00-05:00', '2026-03-10T09:00-05:00'],
    ['exactly an hour before closing', '2026-03-10T17:00-05:00', '2026-03-10T18:00-05:00'],
    ['just before closing: the rest the next morning', '2026-03-10T17:30-05:00', '2026-03-11T08:30-05:00'],
    ['a second before closing', '2026-03-10T17:59:59-05:00', '2026-03-11T08:59:59-05:00'],
    ['at closing time', '2026-03-10T18:00-05:00', '2026-03-11T09:00-05:00'],
    ['in the evening', '2026-03-10T23:00-05:00', '2026-03-11T09:00-05:00'],
    ['a millisecond before midnight', '2026-03-10T23:59:59.999-05:00', '2026-03-11T09:00-05:00'],
    ['with seconds inside hours', '2026-03-10T10:15:30.250-05:00', '2026-03-10T11:15:30.250-05:00'],
    ['Friday just before closing: the rest on Saturday', '2026-03-13T17:30-05:00', '2026-03-14T09:30-05:00'],
    ['Friday evening: Saturday morning', '2026-03-13T20:00-05:00', '2026-03-14T10:00-05:00'],
    ['Saturday inside hours', '2026-03-14T10:00-05:00', '2026-03-14T11:00-05:00'],
    ['Saturday exactly an hour before closing', '2026-03-14T12:00-05:00', '2026-03-14T13:00-05:00'],
    ['Saturday 12:30: the rest on Monday', '2026-03-14T12:30-05:00', '2026-03-16T08:30-05:00'],
    ['Saturday at closing time', '2026-03-14T13:00-05:00', '2026-03-16T09:00-05:00'],
    ['Saturday night', '2026-03-14T22:00-05:00', '2026-03-16T09:00-05:00'],
    ['Sunday', '2026-03-15T11:00-05:00', '2026-03-16T09:00-05:00'],
    ['Sunday night', '2026-03-15T23:30-05:00', '2026-03-16T09:00-05:00'],
  ])('%s: %s is due %s', (_name, from, due) => {
    expect(dueIn60(from)).toBe(due);
  });

  it.each([
    // San José: Monday 23 March 2026.
    ['Friday before a Monday holiday, late', '2026-03-20T17:30-05:00', '2026-03-21T09:30-05:00'],
    ['Saturday 12:30 before a Monday holiday', '2026-03-21T12:30-05:00', '2026-03-24T08:30-05:00'],
    ['Saturday night before a Monday holiday', '2026-03-21T22:00-05:00', '2026-03-24T09:00-05:00'],
    ['the night before a Monday holiday', '2026-03-22T21:00-05:00', '2026-03-24T09:00-05:00'],
    ['on the Monday holiday itself', '2026-03-23T10:00-05:00', '2026-03-24T09:00-05:00'],
    // Holy Thursday 2 and Good Friday 3 April 2026; Holy Saturday is an ordinary Saturday.
    ['Holy Wednesday inside hours', '2026-04-01T10:00-05:00', '2026-04-01T11:00-05:00'],
    ['Holy Wednesday just before closing', '2026-04-01T17:30-05:00', '2026-04-04T09:30-05:00'],
    ['Holy Wednesday evening', '2026-04-01T20:00-05:00', '2026-04-04T10:00-05:00'],
    ['Holy Thursday', '2026-04-02T09:00-05:00', '2026-04-04T10:00-05:00'],
    ['Good Friday', '2026-04-03T12:00-05:00', '2026-04-04T10:00-05:00'],
    ['Holy Saturday 12:30', '2026-04-04T12:30-05:00', '2026-04-06T08:30-05:00'],
    // Christmas on a Friday (2026), New Year's Day on a Friday (2027) and on a Thursday (2026).
    ['Christmas Eve evening, Thursday', '2026-12-24T20:00-05:00', '2026-12-26T10:00-05:00'],
    ['Christmas Eve just before closing', '2026-12-24T17:30-05:00', '2026-12-26T09:30-05:00'],
    ["New Year's Eve just before closing", '2026-12-31T17:30-05:00', '2027-01-02T09:30-05:00'],
    ["New Year's Eve night", '2026-12-31T23:59-05:00', '2027-01-02T10:00-05:00'],
    ['Saturday 2 January 2027 12:30: Reyes is Monday 11', '2027-01-02T12:30-05:00', '2027-01-04T08:30-05:00'],
    [
      "New Year's Eve 2025, Wednesday, just before closing",
      '2025-12-31T17:30-05:00',
      '2026-01-02T08:30-05:00',
    ],
    // Christmas on a Saturday (2027): closed from Friday evening to Monday.
    ['Christmas Eve 2027, Friday evening', '2027-12-24T19:00-05:00', '2027-12-27T09:00-05:00'],
  ])('%s: %s is due %s', (_name, from, due) => {
    expect(dueIn60(from)).toBe(due);
  });

  it.each([
    ['Monday 19:00', '2026-03-09T19:00-05:00', '2026-03-10T09:00-05:00'],
    ['Friday 18:59', '2026-03-13T18:59-05:00', '2026-03-14T10:00-05:00'],
    ['Sunday 19:00, Monday 00:00 in UTC', '2026-03-15T19:00-05:00', '2026-03-16T09:00-05:00'],
    ['Saturday 19:30, Sunday in UTC', '2026-03-14T19:30-05:00', '2026-03-16T09:00-05:00'],
    ['Holy Wednesday 19:30, Holy Thursday in UTC', '2026-04-01T19:30-05:00', '2026-04-04T10:00-05:00'],
    ['Sunday 22 March 19:00, San José in UTC', '2026-03-22T19:00-05:00', '2026-03-24T09:00-05:00'],
    ["New Year's Eve 19:00, 2027 in UTC", '2026-12-31T19:00-05:00', '2027-01-02T10:00-05:00'],
  ])('counts in Medellín near UTC midnight: %s', (_name, from, due) => {
    expect(dueIn60(from)).toBe(due);
  });
});

describe('addBusinessMinutes with other calendars and amounts', () => {
  it.each([
    ['the morning span', '2026-03-10T10:00-05:00', '2026-03-10T11:00-05:00'],
    ['an hour before lunch', '2026-03-10T11:00-05:00', '2026-03-10T12:00-05:00'],
    ['across lunch', '2026-03-10T11:30-05:00', '2026-03-10T14:30-05:00'],
    ['during lunch', '2026-03-10T12:30-05:00', '2026-03-10T15:00-05:00'],
    ['at the end of lunch', '2026-03-10T14:00-05:00', '2026-03-10T15:00-05:00'],
    ['the afternoon, into the next morning', '2026-03-10T17:30-05:00', '2026-03-11T08:30-05:00'],
    ['Friday afternoon, Saturday closed', '2026-03-13T17:45-05:00', '2026-03-16T08:45-05:00'],
  ])('with a lunch break, %s: %s is due %s', (_name, from, due) => {
    expect(medellin(addBusinessMinutes(new Date(from), 60, LUNCH))).toBe(due);
  });

  it.each([
    ['a closed Wednesday', '2026-03-10T17:30-05:00', '2026-03-12T08:30-05:00', ['2026-03-11']],
    ['a closed Saturday', '2026-03-13T20:00-05:00', '2026-03-16T09:00-05:00', ['2026-03-14']],
    [
      'a closed week (and Monday 23 is San José)',
      '2026-03-13T17:30-05:00',
      '2026-03-24T08:30-05:00',
      ['2026-03-14', '2026-03-16', '2026-03-17', '2026-03-18', '2026-03-19', '2026-03-20', '2026-03-21'],
    ],
    ['a closed day the request falls on', '2026-03-10T10:00-05:00', '2026-03-11T09:00-05:00', ['2026-03-10']],
    ['a closed day after the due time', '2026-03-10T10:00-05:00', '2026-03-10T11:00-05:00', ['2026-03-11']],
  ])('with %s: %s is due %s', (_name, from, due, closedDays) => {
    expect(
      medellin(addBusinessMinutes(new Date(from), 60, calendar(DEFAULT_BUSINESS_HOURS, closedDays))),
    ).toBe(due);
  });

  it.each([
    [0, 'at an open instant is that instant', '2026-03-10T10:00-05:00', '2026-03-10T10:00-05:00'],
    [0, 'in the evening is the next opening', '2026-03-10T23:00-05:00', '2026-03-11T08:00-05:00'],
    [0, 'at closing time is the next opening', '2026-03-10T18:00-05:00', '2026-03-11T08:00-05:00'],
    [1, 'a minute before closing', '2026-03-10T17:59-05:00', '2026-03-10T18:00-05:00'],
    [90, 'across closing time', '2026-03-10T17:00-05:00', '2026-03-11T08:30-05:00'],
    [600, 'a whole weekday, from opening', '2026-03-10T08:00-05:00', '2026-03-10T18:00-05:00'],
    [601, 'a weekday and a minute', '2026-03-10T08:00-05:00', '2026-03-11T08:01-05:00'],
    [600, 'a whole weekday, from 10:00', '2026-03-10T10:00-05:00', '2026-03-11T10:00-05:00'],
    [1440, 'a day of 24 hours, across two nights', '2026-03-09T08:00-05:00', '2026-03-11T12:00-05:00'],
    [480, 'Friday afternoon and Saturday', '2026-03-13T14:00-05:00', '2026-03-14T13:00-05:00'],
    [
      481,
      'Friday afternoon, Saturday and a minute on Monday',
      '2026-03-13T14:00-05:00',
      '2026-03-16T08:01-05:00',
    ],
    [3240, 'a whole week from Monday morning', '2026-03-09T08:00-05:00', '2026-03-14T13:00-05:00'],
    [3241, 'a week and a minute', '2026-03-09T08:00-05:00', '2026-03-16T08:01-05:00'],
    [
      1200,
      'two days across Holy Thursday and Good Friday',
      '2026-03-31T08:00-05:00',
      '2026-04-01T18:00-05:00',
    ],
    [1201, 'just past Holy Wednesday', '2026-03-31T08:00-05:00', '2026-04-04T09:01-05:00'],
  ])('%i minutes %s: %s is due %s', (minutes, _name, from, due) => {
    expect(medellin(addBusinessMinutes(new Date(from), minutes, DEFAULT))).toBe(due);
  });

  it('runs on across midnight when one day closes at 24:00 and the next opens at 00:00', () => {
    const lateNights = calendar('sat 20:00-24:00, sun 00:00-02:00');
    expect(medellin(addBusinessMinutes(new Date('2026-03-14T23:30-05:00'), 60, lateNights))).toBe(
      '2026-03-15T00:30-05:00',
    );
    expect(medellin(addBusinessMinutes(new Date('2026-03-14T23:30-05:00'), 180, lateNights))).toBe(
      '2026-03-21T20:30-05:00',
    );
  });

  it('says so when the hours open on no day', () => {
    const never: BusinessCalendar = { week: [[], [], [], [], [], [], []], closedDays: [] };
    expect(() => addBusinessMinutes(new Date('2026-03-10T10:00-05:00'), 60, never)).toThrow(
      'the business hours open on no day in the 400 days after 2026-03-10T15:00:00.000Z',
    );
    expect(() => nextOpening(new Date('2026-03-10T10:00-05:00'), never)).toThrow(
      'the business hours open on no day in the 400 days after 2026-03-10T15:00:00.000Z',
    );
  });

  it('does not change the instant it is given', () => {
    const from = new Date('2026-03-10T17:30-05:00');
    addBusinessMinutes(from, 60, DEFAULT);
    expect(medellin(from)).toBe('2026-03-10T17:30-05:00');
  });
});

describe('nextOpening and isOpen', () => {
  it.each([
    ['opening time (start included)', '2026-03-10T08:00-05:00', '2026-03-10T08:00-05:00', DEFAULT],
    ['a millisecond before opening', '2026-03-10T07:59:59.999-05:00', '2026-03-10T08:00-05:00', DEFAULT],
    ['inside hours', '2026-03-10T12:34:56.789-05:00', '2026-03-10T12:34:56.789-05:00', DEFAULT],
    [
      'a millisecond before closing',
      '2026-03-10T17:59:59.999-05:00',
      '2026-03-10T17:59:59.999-05:00',
      DEFAULT,
    ],
    ['closing time (end excluded)', '2026-03-10T18:00-05:00', '2026-03-11T08:00-05:00', DEFAULT],
    ['Friday evening', '2026-03-13T18:00-05:00', '2026-03-14T09:00-05:00', DEFAULT],
    ['Saturday before opening', '2026-03-14T08:59-05:00', '2026-03-14T09:00-05:00', DEFAULT],
    ['Saturday closing time', '2026-03-14T13:00-05:00', '2026-03-16T08:00-05:00', DEFAULT],
    ['Sunday', '2026-03-15T12:00-05:00', '2026-03-16T08:00-05:00', DEFAULT],
    ['Sunday 19:00, Monday in UTC', '2026-03-15T19:00-05:00', '2026-03-16T08:00-05:00', DEFAULT],
    ['a Monday holiday (San José)', '2026-03-23T10:00-05:00', '2026-03-24T08:00-05:00', DEFAULT],
    ['Holy Thursday', '2026-04-02T08:00-05:00', '2026-04-04T09:00-05:00', DEFAULT],
    ['Christmas on a Friday', '2026-12-25T08:00-05:00', '2026-12-26T09:00-05:00', DEFAULT],
    ["New Year's Day 2027", '2027-01-01T09:00-05:00', '2027-01-02T09:00-05:00', DEFAULT],
    [
      'an extra closed day',
      '2026-03-10T10:00-05:00',
      '2026-03-11T08:00-05:00',
      calendar(DEFAULT_BUSINESS_HOURS, ['2026-03-10']),
    ],
    ['lunch', '2026-03-10T12:00-05:00', '2026-03-10T14:00-05:00', LUNCH],
    ['the end of lunch', '2026-03-10T14:00-05:00', '2026-03-10T14:00-05:00', LUNCH],
    ['before lunch', '2026-03-10T11:59:59.999-05:00', '2026-03-10T11:59:59.999-05:00', LUNCH],
  ])('%s: at %s the next opening is %s', (_name, at, opening, hours) => {
    expect(medellin(nextOpening(new Date(at), hours))).toBe(opening);
    expect(isOpen(new Date(at), hours)).toBe(at === opening);
  });

  it.each([
    ['2026-03-10T07:59:59.999-05:00', false],
    ['2026-03-10T08:00-05:00', true],
    ['2026-03-10T17:59:59.999-05:00', true],
    ['2026-03-10T18:00-05:00', false],
    ['2026-03-14T08:59:59.999-05:00', false],
    ['2026-03-14T09:00-05:00', true],
    ['2026-03-14T12:59:59.999-05:00', true],
    ['2026-03-14T13:00-05:00', false],
    ['2026-03-15T10:00-05:00', false],
    ['2026-03-23T10:00-05:00', false],
    ['2026-03-24T10:00-05:00', true],
    ['2026-04-03T10:00-05:00', false],
    ['2026-04-04T10:00-05:00', true],
  ])('with the default hours, open at %s: %s', (at, open) => {
    expect(isOpen(new Date(at), DEFAULT)).toBe(open);
  });

  it('is open right across midnight when one day closes at 24:00 and the next opens at 00:00', () => {
    const lateNights = calendar('sat 20:00-24:00, sun 00:00-02:00');
    expect(isOpen(new Date('2026-03-14T23:59:59.999-05:00'), lateNights)).toBe(true);
    expect(isOpen(new Date('2026-03-15T00:00-05:00'), lateNights)).toBe(true);
    expect(isOpen(new Date('2026-03-15T02:00-05:00'), lateNights)).toBe(false);
    expect(medellin(nextOpening(new Date('2026-03-15T02:00-05:00'), lateNights))).toBe(
      '2026-03-21T20:00-05:00',
    );
  });
});

describe('whatever the process time zone', () => {
  // Instants near UTC midnight (19:00 in Medellín), where a local day other than Medellín's would show.
  const CASES: Array<[string, string, string, boolean]> = [
    // [instant, due 60 minutes later, next opening, open]
    ['2026-03-13T18:59-05:00', '2026-03-14T10:00-05:00', '2026-03-14T09:00-05:00', false],
    ['2026-03-15T19:00-05:00', '2026-03-16T09:00-05:00', '2026-03-16T08:00-05:00', false],
    ['2026-04-01T19:30-05:00', '2026-04-04T10:00-05:00', '2026-04-04T09:00-05:00', false],
    ['2026-12-31T19:00-05:00', '2027-01-02T10:00-05:00', '2027-01-02T09:00-05:00', false],
    ['2026-03-10T17:30-05:00', '2026-03-11T08:30-05:00', '2026-03-10T17:30-05:00', true],
  ];
  const answer = (from: string) => {
    const at = new Date(from);
    return [
      medellin(addBusinessMinutes(at, 60, DEFAULT)),
      medellin(nextOpening(at, DEFAULT)),
      isOpen(at, DEFAULT),
    ];
  };

  it('gives these answers in this process', () => {
    expect(CASES.map(([from]) => answer(from))).toEqual(
      CASES.map(([, due, opening, open]) => [due, opening, open]),
    );
  });

  // A jest worker cannot change its own time zone, so the module runs in a child process under each TZ.
  const CHILD = `
    const fs = require('node:fs');
    const ts = require('typescript');
    require.extensions['.ts'] = (module, filename) => {
      const options = { module: ts.ModuleKind.CommonJS, target: ts.ScriptTarget.ES2022 };
      module._compile(ts.transpileModule(fs.readFileSync(filename, 'utf8'), { compilerOptions: options }).outputText, filename);
    };
    const hours = require(process.env.BUSINESS_HOURS_MODULE);
    const calendar = { week: hours.parseBusinessHours(hours.DEFAULT_BUSINESS_HOURS), closedDays: [] };
    const answers = JSON.parse(process.env.INSTANTS).map((text) => {
      const at = new Date(text);
      return [hours.addBusinessMinutes(at, 60, calendar).getTime(), hours.nextOpening(at, calendar).getTime(), hours.isOpen(at, calendar)];
    });
    process.stdout.write(JSON.stringify({ offset: new Date('2026-03-15T12:00Z').getTimezoneOffset(), answers }));
  `;

  it.each([
    ['Pacific/Kiritimati', -14 * 60],
    ['Asia/Tokyo', -9 * 60],
    ['Pacific/Pago_Pago', 11 * 60],
    ['America/New_York', 4 * 60], // daylight saving time from 8 March 2026
    ['America/Bogota', 5 * 60],
  ])('gives the same answers under TZ=%s', (zone, offset) => {
    const output = execFileSync(process.execPath, ['-e', CHILD], {
      cwd: __dirname,
      encoding: 'utf8',
      env: {
        ...process.env,
        TZ: zone,
        BUSINESS_HOURS_MODULE: join(__dirname, 'business-hours.ts'),
        INSTANTS: JSON.stringify(CASES.map(([from]) => from)),
      },
    });
    const result = JSON.parse(output) as { offset: number; answers: Array<[number, number, boolean]> };
    expect(result.offset).toBe(offset);
    expect(
      result.answers.map(([due, opening, open]) => [
        medellin(new Date(due)),
        medellin(new Date(opening)),
        open,
      ]),
    ).toEqual(CASES.map(([, due, opening, open]) => [due, opening, open]));
  });
});

describe('the office hours staff edit, as the answer-by clock counts them', () => {
  const week = (
    open: Partial<Record<'mon' | 'tue' | 'wed' | 'thu' | 'fri' | 'sat' | 'sun', [string, string][]>>,
  ): OfficeHours['office'] =>
    WEEKDAYS.map((day) => ({ day, spans: (open[day] ?? []).map(([opens, closes]) => ({ opens, closes })) }));
  const weekdays = (spans: [string, string][]) => ({
    mon: spans,
    tue: spans,
    wed: spans,
    thu: spans,
    fri: spans,
  });
  const hours = (office: OfficeHours['office'], closedDays: string[] = []): OfficeHours => ({
    office,
    attention: null,
    closedDays,
  });
  const due = (at: string, office: OfficeHours) =>
    medellin(addBusinessMinutes(new Date(at), ANSWER_PROMISE_MINUTES, officeCalendar(office)));

  it('gives a request at 5:50 p.m. on a Friday, Saturday closed, until 8:50 on Monday', () => {
    const closedSaturday = hours(week(weekdays([['08:00', '18:00']])));
    expect(due('2026-12-04T17:50-05:00', closedSaturday)).toBe('2026-12-07T08:50-05:00');
  });

  it('gives the same request until 9:50 on Saturday when Saturday opens at 9:00', () => {
    const openSaturday = hours(week({ ...weekdays([['08:00', '18:00']]), sat: [['09:00', '13:00']] }));
    expect(due('2026-12-04T17:50-05:00', openSaturday)).toBe('2026-12-05T09:50-05:00');
  });

  it('counts across a lunch break and skips a closed day staff added and a public holiday', () => {
    const lunch = hours(
      week(
        weekdays([
          ['08:00', '12:00'],
          ['14:00', '18:00'],
        ]),
      ),
      ['2026-12-07'],
    );
    // 11:40 on Friday: twenty minutes before lunch, forty after it.
    expect(due('2026-12-04T11:40-05:00', lunch)).toBe('2026-12-04T14:40-05:00');
    // 17:50 on Friday; Monday closed by staff, Tuesday 8 December a public holiday: Wednesday 8:50.
    expect(due('2026-12-04T17:50-05:00', lunch)).toBe('2026-12-09T08:50-05:00');
  });

  it('is the same calendar as BUSINESS_HOURS written as text, which only seeds it', () => {
    const seeded = weekHoursOf(parseBusinessHours('mon-fri 08:00-12:00 14:00-18:00, sat 09:00-13:00'));
    expect(seeded[0]).toEqual({
      day: 'mon',
      spans: [
        { opens: '08:00', closes: '12:00' },
        { opens: '14:00', closes: '18:00' },
      ],
    });
    expect(seeded[6]).toEqual({ day: 'sun', spans: [] });
    expect(weeklyHoursOf(seeded)).toEqual(
      parseBusinessHours('mon-fri 08:00-12:00 14:00-18:00, sat 09:00-13:00'),
    );
  });
});
