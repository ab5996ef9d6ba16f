import { colombianHolidays, easterSunday, isColombianHoliday } from './colombian-holidays';

/**
 * The official calendars, written out from the published lists of días festivos (not computed): Ley 51 de 1983
 * moves Reyes, San José, San Pedro y San Pablo, Asunción, Día de la Raza, Todos los Santos, Independencia de
 * Cartagena, Ascensión, Corpus Christi and Sagrado Corazón to the following Monday.
 */
const OFFICIAL: Record<number, string[]> = {
  // 18 holidays on 17 days: San Pedro y San Pablo (Sunday 29 June) and Sagrado Corazón (Friday 27 June) both
  // move to Monday 30 June.
  2025: [
    '2025-01-01', // Año Nuevo (Wednesday)
    '2025-01-06', // Reyes Magos, already a Monday
    '2025-03-24', // San José (Wednesday 19)
    '2025-04-17', // Jueves Santo
    '2025-04-18', // Viernes Santo
    '2025-05-01', // Día del Trabajo (Thursday)
    '2025-06-02', // Ascensión (Thursday 29 May)
    '2025-06-23', // Corpus Christi (Thursday 19 June)
    '2025-06-30', // Sagrado Corazón (Friday 27 June) and San Pedro y San Pablo (Sunday 29 June)
    '2025-07-20', // Independencia (Sunday, stays)
    '2025-08-07', // Batalla de Boyacá (Thursday)
    '2025-08-18', // Asunción (Friday 15)
    '2025-10-13', // Día de la Raza (Sunday 12)
    '2025-11-03', // Todos los Santos (Saturday 1)
    '2025-11-17', // Independencia de Cartagena (Tuesday 11)
    '2025-12-08', // Inmaculada Concepción (Monday)
    '2025-12-25', // Navidad (Thursday)
  ],
  2026: [
    '2026-01-01', // Año Nuevo (Thursday)
    '2026-01-12', // Reyes Magos (Tuesday 6)
    '2026-03-23', // San José (Thursday 19)
    '2026-04-02', // Jueves Santo
    '2026-04-03', // Viernes Santo
    '2026-05-01', // Día del Trabajo (Friday)
    '2026-05-18', // Ascensión (Thursday 14 May)
    '2026-06-08', // Corpus Christi (Thursday 4 June)
    '2026-06-15', // Sagrado Corazón (Friday 12 June)
    '2026-06-29', // San Pedro y San Pablo, already a Monday
    '2026-07-20', // Independencia (Monday)
    '2026-08-07', // Batalla de Boyacá (Friday)
    '2026-08-17', // Asunción (Saturday 15)
    '2026-10-12', // Día de la Raza, already a Monday
    '2026-11-02', // Todos los Santos (Sunday 1)
    '2026-11-16', // Independencia de Cartagena (Wednesday 11)
    '2026-12-08', // Inmaculada Concepción (Tuesday)
    '2026-12-25', // Navidad (Friday)
  ],
  2027: [
    '2027-01-01', // Año Nuevo (Friday)
    '2027-01-11', // Reyes Magos (Wednesday 6)
    '2027-03-22', // San José (Friday 19)
    '2027-03-25', // Jueves Santo
    '2027-03-26', // Viernes Santo
    '2027-05-01', // Día del Trabajo (Saturday, stays)
    '2027-05-10', // Ascensión (Thursday 6 May)
    '2027-05-31', // Corpus Christi (Thursday 27 May)
    '2027-06-07', // Sagrado Corazón (Friday 4 June)
    '2027-07-05', // San Pedro y San Pablo (Tuesday 29 June)
    '2027-07-20', // Independencia (Tuesday)
    '2027-08-07', // Batalla de Boyacá (Saturday, stays)
    '2027-08-16', // Asunción (Sunday 15)
    '2027-10-18', // Día de la Raza (Tuesday 12)
    '2027-11-01', // Todos los Santos, already a Monday
    '2027-11-15', // Independencia de Cartagena (Thursday 11)
    '2027-12-08', // Inmaculada Concepción (Wednesday)
    '2027-12-25', // Navidad (Saturday, stays)
  ],
};

describe('colombianHolidays', () => {
  it.each([2025, 2026, 2027])('gives the official calendar of %i, sorted', (year) => {
    expect(colombianHolidays(year)).toEqual(OFFICIAL[year]);
  });

  it('counts 18 days in 2026 and 2027 and 17 in 2025, when two feasts share Monday 30 June', () => {
    expect([2025, 2026, 2027].map((year) => colombianHolidays(year).length)).toEqual([17, 18, 18]);
  });

  it('gives the same list when asked again (the cached year is not altered by a caller)', () => {
    const first = colombianHolidays(2026);
    first.push('2026-02-14');
    first.sort().reverse();
    expect(colombianHolidays(2026)).toEqual(OFFICIAL[2026]);
  });

  it('moves every moved feast to a Monday and keeps the fixed ones on their date', () => {
    const weekday = (day: string) => new Date(`${day}T00:00:00Z`).getUTCDay();
    for (const year of [2025, 2026, 2027]) {
      const fixed = ['01-01', '05-01', '07-20', '08-07', '12-08', '12-25'].map(
        (monthDay) => `${year}-${monthDay}`,
      );
      const easter = easterSunday(year).getTime();
      const holyWeek = [3, 2].map((before) =>
        new Date(easter - before * 86_400_000).toISOString().slice(0, 10),
      );
      const moved = colombianHolidays(year).filter((day) => !fixed.includes(day) && !holyWeek.includes(day));
      expect(fixed.every((day) => isColombianHoliday(day))).toBe(true);
      expect(moved.map(weekday).every((day) => day === 1)).toBe(true);
    }
  });
});

describe('easterSunday', () => {
  it.each([
    [2000, '2000-04-23'],
    [2008, '2008-03-23'],
    [2011, '2011-04-24'],
    [2019, '2019-04-21'],
    [2024, '2024-03-31'],
    [2025, '2025-04-20'],
    [2026, '2026-04-05'],
    [2027, '2027-03-28'],
    [2038, '2038-04-25'],
    [1818, '1818-03-22'], // the earliest possible date
    [1943, '1943-04-25'], // the latest possible date
  ])('%i: %s', (year, day) => {
    const easter = easterSunday(year);
    expect(easter.toISOString()).toBe(`${day}T00:00:00.000Z`);
    expect(easter.getUTCDay()).toBe(0);
  });
});

describe('isColombianHoliday', () => {
  it.each([
    ['2026-01-12', true, 'Reyes moved from Tuesday 6 January'],
    ['2026-01-06', false, 'the date Reyes was moved from'],
    ['2026-01-11', false, 'the Sunday before Reyes'],
    ['2026-01-13', false, 'the Tuesday after Reyes'],
    ['2026-06-29', true, 'San Pedro y San Pablo, already a Monday, stays'],
    ['2026-07-06', false, 'the Monday after it: a feast on a Monday is not moved a week'],
    ['2026-10-12', true, 'Día de la Raza, already a Monday, stays'],
    ['2026-10-19', false, 'the Monday after it'],
    ['2025-01-06', true, 'Reyes 2025, already a Monday, stays'],
    ['2025-01-13', false, 'the Monday after it'],
    ['2027-11-01', true, 'Todos los Santos 2027, already a Monday, stays'],
    ['2027-11-08', false, 'the Monday after it'],
    ['2026-04-01', false, 'Holy Wednesday'],
    ['2026-04-02', true, 'Holy Thursday'],
    ['2026-04-03', true, 'Good Friday'],
    ['2026-04-04', false, 'Holy Saturday'],
    ['2026-04-05', false, 'Easter Sunday'],
    ['2026-04-06', false, 'Easter Monday'],
    ['2026-05-01', true, 'Labour Day on a Friday'],
    ['2027-05-01', true, 'Labour Day on a Saturday stays'],
    ['2027-05-03', false, 'the Monday after Labour Day on a Saturday'],
    ['2026-07-20', true, 'Independence Day'],
    ['2025-07-20', true, 'Independence Day on a Sunday stays'],
    ['2025-07-21', false, 'the Monday after it'],
    ['2026-12-24', false, 'Christmas Eve'],
    ['2026-12-25', true, 'Christmas'],
    ['2026-12-31', false, "New Year's Eve"],
    ['2027-01-01', true, "New Year's Day"],
    ['2025-06-30', true, 'the Monday two feasts share'],
    ['2025-06-27', false, 'Sagrado Corazón before it is moved'],
    ['2025-06-29', false, 'San Pedro y San Pablo before it is moved'],
  ])('%s is %s: %s', (day, holiday) => {
    expect(isColombianHoliday(day)).toBe(holiday);
  });

  it('knows years with no table above', () => {
    expect(isColombianHoliday('2024-03-28')).toBe(true); // Holy Thursday 2024
    expect(isColombianHoliday('2038-04-22')).toBe(true); // Holy Thursday 2038
    expect(isColombianHoliday('2038-04-21')).toBe(false);
  });
});
