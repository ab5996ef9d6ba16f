import {
  clockText,
  hoursLine,
  hoursTable,
  openingHoursSpecification,
  SEED_OFFICE_HOURS,
  type WeekHours,
  WEEKDAYS,
  weekOpenOn,
} from './office-hours';

const week = (open: Partial<Record<(typeof WEEKDAYS)[number], Array<[string, string]>>>): WeekHours =>
  WEEKDAYS.map((day) => ({ day, spans: (open[day] ?? []).map(([opens, closes]) => ({ opens, closes })) }));

describe('the office hours as text, written from the structure', () => {
  it("writes the SPEC's contact table in Colombian Spanish and in English", () => {
    expect(hoursTable(SEED_OFFICE_HOURS.office, 'es')).toEqual([
      { days: 'Lunes a viernes', time: '8:00 a. m. – 6:00 p. m.', open: true },
      { days: 'Sábado', time: '9:00 a. m. – 1:00 p. m.', open: true },
      { days: 'Domingo', time: 'Cerrado', open: false },
    ]);
    expect(hoursTable(SEED_OFFICE_HOURS.office, 'en')).toEqual([
      { days: 'Monday to Friday', time: '8:00 AM – 6:00 PM', open: true },
      { days: 'Saturday', time: '9:00 AM – 1:00 PM', open: true },
      { days: 'Sunday', time: 'Closed', open: false },
    ]);
  });

  it("writes the footer's line with the open days only", () => {
    expect(hoursLine(SEED_OFFICE_HOURS.attention!, 'es')).toBe('Lunes a viernes, 9:00 a. m. – 5:00 p. m.');
    expect(hoursLine(SEED_OFFICE_HOURS.attention!, 'en')).toBe('Monday to Friday, 9:00 AM – 5:00 PM');
    expect(hoursLine(SEED_OFFICE_HOURS.office, 'es')).toBe(
      'Lunes a viernes, 8:00 a. m. – 6:00 p. m.; sábado, 9:00 a. m. – 1:00 p. m.',
    );
    expect(hoursLine(SEED_OFFICE_HOURS.office, 'en')).toBe(
      'Monday to Friday, 8:00 AM – 6:00 PM; Saturday, 9:00 AM – 1:00 PM',
    );
    expect(hoursLine(week({}), 'es')).toBe('Cerrado');
  });

  it('joins two days with "y" / "and", a lunch break with "y" / "and", and splits days that differ', () => {
    const hours = week({
      mon: [
        ['07:30', '12:00'],
        ['14:00', '18:30'],
      ],
      tue: [
        ['07:30', '12:00'],
        ['14:00', '18:30'],
      ],
      thu: [['12:00', '24:00']],
      sat: [['00:00', '11:15']],
      sun: [['00:00', '11:15']],
    });
    expect(hoursTable(hours, 'es').map(({ days, time }) => `${days}: ${time}`)).toEqual([
      'Lunes y martes: 7:30 a. m. – 12:00 p. m. y 2:00 p. m. – 6:30 p. m.',
      'Miércoles: Cerrado',
      'Jueves: 12:00 p. m. – 12:00 a. m.',
      'Viernes: Cerrado',
      'Sábado y domingo: 12:00 a. m. – 11:15 a. m.',
    ]);
    expect(hoursTable(hours, 'en')[0]).toEqual({
      days: 'Monday and Tuesday',
      time: '7:30 AM – 12:00 PM and 2:00 PM – 6:30 PM',
      open: true,
    });
  });

  it('reads noon and midnight on the 12-hour clock', () => {
    expect(['00:00', '11:59', '12:00', '13:05', '24:00'].map((time) => clockText(time, 'es'))).toEqual([
      '12:00 a. m.',
      '11:59 a. m.',
      '12:00 p. m.',
      '1:05 p. m.',
      '12:00 a. m.',
    ]);
  });

  it("gives schema.org's openingHoursSpecification, one entry per shared opening", () => {
    expect(openingHoursSpecification(SEED_OFFICE_HOURS.office)).toEqual([
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
        opens: '08:00',
        closes: '18:00',
      },
      { '@type': 'OpeningHoursSpecification', dayOfWeek: ['Saturday'], opens: '09:00', closes: '13:00' },
    ]);
    expect(openingHoursSpecification(weekOpenOn(['sun'], '10:00', '24:00'))).toEqual([
      { '@type': 'OpeningHoursSpecification', dayOfWeek: ['Sunday'], opens: '10:00', closes: '23:59' },
    ]);
    expect(openingHoursSpecification(week({}))).toEqual([]);
  });
});
