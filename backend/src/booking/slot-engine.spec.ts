import fc from 'fast-check';
import { type BookingAvailability, type SlotDay, WEEKDAYS, type WeekHours } from '@abogados/shared';
import { type BusyMeeting, freeSlots, slotProblem, type SlotRequest } from './slot-engine';

/** An instant written on Medellín's clock ("2026-03-02T09:00"), as a Date. */
const at = (local: string): Date => new Date(`${local}:00-05:00`);
const meeting = (from: string, to: string): BusyMeeting => ({ start: at(from), end: at(to) });

/** Monday to Friday 09:00–12:00 and 14:00–18:00, Saturday 09:00–13:00, Sunday closed. */
const WEEK: WeekHours = WEEKDAYS.map((day) => ({
  day,
  spans:
    day === 'sat'
      ? [{ opens: '09:00', closes: '13:00' }]
      : day === 'sun'
        ? []
        : [
            { opens: '09:00', closes: '12:00' },
            { opens: '14:00', closes: '18:00' },
          ],
}));

const kind = (id: string, minutes: number, active = true) => ({
  id,
  name: { es: id, en: id },
  minutes,
  place: 'office' as const,
  videoUrl: null,
  active,
});

const AVAILABILITY: BookingAvailability = {
  week: WEEK,
  closedDays: [],
  vacations: [],
  bufferMinutes: 0,
  noticeMinutes: 0,
  horizonDays: 30,
  dailyCap: 0,
  stepMinutes: 30,
  kinds: [kind('office', 30), kind('long', 60), kind('retired', 30, false)],
};

/** A Sunday evening in Medellín: the week ahead is all bookable. */
const SUNDAY = at('2026-03-01T20:00');

function request(changes: Partial<BookingAvailability> = {}, rest: Partial<SlotRequest> = {}): SlotRequest {
  return { availability: { ...AVAILABILITY, ...changes }, kindId: 'office', now: SUNDAY, busy: [], ...rest };
}

/** "09:00" for each slot of the day, on Medellín's clock. */
const clock = (iso: string): string => new Date(Date.parse(iso) - 5 * 3600_000).toISOString().slice(11, 16);
const timesOn = (days: SlotDay[], day: string): string[] =>
  days.find((entry) => entry.day === day)?.slots.map((slot) => clock(slot.start)) ?? [];
const daysOf = (days: SlotDay[]): string[] => days.map((entry) => entry.day);
/** The days offered between two days, both included, with `now` the evening before the first. */
function offeredDays(from: string, to: string, changes: Partial<BookingAvailability> = {}): string[] {
  const now = new Date(at(`${from}T20:00`).getTime() - 24 * 3600_000);
  return daysOf(freeSlots(request({ horizonDays: 60, ...changes }, { now, from, to })));
}

describe('freeSlots', () => {
  it('offers the weekday spans on a weekday, the Saturday span on Saturday and nothing on Sunday', () => {
    const days = freeSlots(request({}, { from: '2026-03-06', to: '2026-03-08' }));
    expect(daysOf(days)).toEqual(['2026-03-06', '2026-03-07']);
    expect(timesOn(days, '2026-03-06')).toEqual([
      '09:00',
      '09:30',
      '10:00',
      '10:30',
      '11:00',
      '11:30',
      '14:00',
      '14:30',
      '15:00',
      '15:30',
      '16:00',
      '16:30',
      '17:00',
      '17:30',
    ]);
    expect(timesOn(days, '2026-03-07')).toEqual([
      '09:00',
      '09:30',
      '10:00',
      '10:30',
      '11:00',
      '11:30',
      '12:00',
      '12:30',
    ]);
  });

  it('gives each slot as UTC instants, start and end', () => {
    const [monday] = freeSlots(request({}, { from: '2026-03-02', to: '2026-03-02' }));
    expect(monday.slots[0]).toEqual({ start: '2026-03-02T14:00:00.000Z', end: '2026-03-02T14:30:00.000Z' });
    expect(monday.slots.at(-1)).toEqual({
      start: '2026-03-02T22:30:00.000Z',
      end: '2026-03-02T23:00:00.000Z',
    });
  });

  it.each([
    // 2025: Reyes and San José moved to Monday, Holy Thursday and Good Friday, the three Easter feasts moved to
    // Monday (Sagrado Corazón and San Pedro on the same Monday), Asunción, Todos los Santos, Cartagena.
    ['2025-01-06', '2025-01-07'],
    ['2025-03-24', '2025-03-25'],
    ['2025-04-17', '2025-04-16'],
    ['2025-04-18', '2025-04-16'],
    ['2025-06-02', '2025-06-03'],
    ['2025-06-23', '2025-06-24'],
    ['2025-06-30', '2025-07-01'],
    ['2025-08-18', '2025-08-19'],
    ['2025-11-03', '2025-11-04'],
    ['2025-11-17', '2025-11-18'],
    // 2026: the Ley Emiliani Mondays, Holy Week, Ascensión, Corpus Christi, Sagrado Corazón, fixed feasts.
    ['2026-01-12', '2026-01-13'],
    ['2026-03-23', '2026-03-24'],
    ['2026-04-02', '2026-04-01'],
    ['2026-04-03', '2026-04-01'],
    ['2026-05-01', '2026-04-30'],
    ['2026-05-18', '2026-05-19'],
    ['2026-06-08', '2026-06-09'],
    ['2026-06-15', '2026-06-16'],
    ['2026-06-29', '2026-06-30'],
    ['2026-07-20', '2026-07-21'],
    ['2026-08-07', '2026-08-06'],
    ['2026-08-17', '2026-08-18'],
    ['2026-10-12', '2026-10-13'],
    ['2026-12-08', '2026-12-07'],
    ['2026-12-25', '2026-12-24'],
    // 2027: Holy Week in March, the Easter feasts in May and June, San Pedro moved to July.
    ['2027-01-11', '2027-01-12'],
    ['2027-03-25', '2027-03-24'],
    ['2027-03-26', '2027-03-24'],
    ['2027-05-10', '2027-05-11'],
    ['2027-05-31', '2027-06-01'],
    ['2027-06-07', '2027-06-08'],
    ['2027-07-05', '2027-07-06'],
    ['2027-10-18', '2027-10-19'],
  ])('offers nothing on the public holiday %s (and offers %s)', (holiday, working) => {
    expect(offeredDays(holiday, holiday)).toEqual([]);
    expect(offeredDays(working, working)).toEqual([working]);
  });

  it('offers the working day a fixed feast moved away from (2026-01-06, a Tuesday)', () => {
    expect(offeredDays('2026-01-06', '2026-01-06')).toEqual(['2026-01-06']);
  });

  it('closes every day of a vacation across a month end, both ends included', () => {
    const vacations = [{ from: '2026-07-29', to: '2026-08-04' }];
    // 2026-08-01 is a Saturday; 2026-08-02 a Sunday (closed anyway).
    expect(offeredDays('2026-07-27', '2026-08-06', { vacations })).toEqual([
      '2026-07-27',
      '2026-07-28',
      '2026-08-05',
      '2026-08-06',
    ]);
  });

  it('closes a vacation across a year end (Dec 28 to Jan 3)', () => {
    const vacations = [{ from: '2026-12-28', to: '2027-01-03' }];
    expect(offeredDays('2026-12-24', '2027-01-05', { vacations })).toEqual([
      '2026-12-24',
      '2026-12-26',
      '2027-01-04',
      '2027-01-05',
    ]);
    // Without the vacation the same days are open (the 25th and the 1st are holidays, the 27th and 3rd Sundays).
    expect(offeredDays('2026-12-24', '2027-01-05')).toEqual([
      '2026-12-24',
      '2026-12-26',
      '2026-12-28',
      '2026-12-29',
      '2026-12-30',
      '2026-12-31',
      '2027-01-02',
      '2027-01-04',
      '2027-01-05',
    ]);
  });

  it('closes the closed days staff add', () => {
    const days = offeredDays('2026-03-02', '2026-03-06', { closedDays: ['2026-03-03', '2026-03-05'] });
    expect(days).toEqual(['2026-03-02', '2026-03-04', '2026-03-06']);
  });

  it('keeps the buffer free before and after a busy meeting', () => {
    const busy = [meeting('2026-03-02T10:00', '2026-03-02T10:30')];
    const none = freeSlots(request({}, { busy, from: '2026-03-02', to: '2026-03-02' }));
    expect(timesOn(none, '2026-03-02').slice(0, 4)).toEqual(['09:00', '09:30', '10:30', '11:00']);
    // 15 minutes kept on each side: 09:30 would end inside the buffer before it, 10:30 start inside the one after.
    const buffered = freeSlots(
      request({ bufferMinutes: 15 }, { busy, from: '2026-03-02', to: '2026-03-02' }),
    );
    expect(timesOn(buffered, '2026-03-02').slice(0, 3)).toEqual(['09:00', '11:00', '11:30']);
    // A 30-minute buffer ends exactly where 09:00–09:30 and 11:00 meet it: both stay free; 31 minutes take them.
    const exact = freeSlots(request({ bufferMinutes: 30 }, { busy, from: '2026-03-02', to: '2026-03-02' }));
    expect(timesOn(exact, '2026-03-02').slice(0, 3)).toEqual(['09:00', '11:00', '11:30']);
    const over = freeSlots(request({ bufferMinutes: 31 }, { busy, from: '2026-03-02', to: '2026-03-02' }));
    expect(timesOn(over, '2026-03-02').slice(0, 2)).toEqual(['11:30', '14:00']);
  });

  it('is held by a busy meeting of any length, even one that covers several slots', () => {
    const busy = [meeting('2026-03-02T14:10', '2026-03-02T16:05')];
    const days = freeSlots(request({}, { busy, from: '2026-03-02', to: '2026-03-02' }));
    expect(timesOn(days, '2026-03-02').filter((time) => time >= '14:00')).toEqual([
      '16:30',
      '17:00',
      '17:30',
    ]);
  });

  it('respects the notice: a start 121 minutes away is offered with 120 minutes of notice, 119 is not', () => {
    const days = (now: Date) =>
      timesOn(
        freeSlots(request({ noticeMinutes: 120 }, { now, from: '2026-03-02', to: '2026-03-02' })),
        '2026-03-02',
      );
    expect(days(at('2026-03-02T07:59'))[0]).toBe('10:00');
    expect(days(at('2026-03-02T08:01'))[0]).toBe('10:30');
    expect(days(at('2026-03-02T08:00'))[0]).toBe('10:00');
  });

  it('offers the horizon’s last day and not the day after', () => {
    // Monday 2026-03-02 is day 0; day 5 is Saturday the 7th.
    const now = at('2026-03-02T08:00');
    const days = daysOf(freeSlots(request({ horizonDays: 5 }, { now })));
    expect(days).toEqual([
      '2026-03-02',
      '2026-03-03',
      '2026-03-04',
      '2026-03-05',
      '2026-03-06',
      '2026-03-07',
    ]);
    expect(daysOf(freeSlots(request({ horizonDays: 4 }, { now }))).at(-1)).toBe('2026-03-06');
  });

  it('offers nothing on a day that already holds its cap, counting meetings by the Medellín day they start', () => {
    const busy = [
      meeting('2026-03-02T09:00', '2026-03-02T09:30'),
      meeting('2026-03-02T15:00', '2026-03-02T15:30'),
      // Tuesday 00:30 in Medellín (05:30Z): Tuesday's, not Monday's.
      meeting('2026-03-03T00:30', '2026-03-03T01:00'),
    ];
    expect(offeredDays('2026-03-02', '2026-03-03', { dailyCap: 2 })).toEqual(['2026-03-02', '2026-03-03']);
    const now = SUNDAY;
    const capped = (dailyCap: number) =>
      daysOf(freeSlots(request({ dailyCap }, { now, busy, from: '2026-03-02', to: '2026-03-03' })));
    expect(capped(2)).toEqual(['2026-03-03']);
    expect(capped(3)).toEqual(['2026-03-02', '2026-03-03']);
    expect(capped(1)).toEqual([]);
    expect(capped(0)).toEqual(['2026-03-02', '2026-03-03']);
  });

  it('ends a meeting inside its span: a kind longer than what is left of a span is not offered there', () => {
    const days = freeSlots(request({}, { kindId: 'long', from: '2026-03-02', to: '2026-03-02' }));
    // 11:30 would end at 12:30 and 17:30 at 18:30, past their spans; 11:00 and 17:00 end exactly at the close.
    expect(timesOn(days, '2026-03-02')).toEqual([
      '09:00',
      '09:30',
      '10:00',
      '10:30',
      '11:00',
      '14:00',
      '14:30',
      '15:00',
      '15:30',
      '16:00',
      '16:30',
      '17:00',
    ]);
    const short = WEEKDAYS.map((day) => ({ day, spans: [{ opens: '09:00', closes: '09:45' }] }));
    expect(
      freeSlots(request({ week: short }, { kindId: 'long', from: '2026-03-02', to: '2026-03-02' })),
    ).toEqual([]);
  });

  it('lets a span close at 24:00: the last meeting ends at midnight, inside the day', () => {
    const late = WEEKDAYS.map((day) => ({ day, spans: [{ opens: '22:00', closes: '24:00' }] }));
    const days = freeSlots(request({ week: late }, { from: '2026-03-02', to: '2026-03-02' }));
    expect(timesOn(days, '2026-03-02')).toEqual(['22:00', '22:30', '23:00', '23:30']);
    expect(days[0].slots.at(-1)).toEqual({
      start: '2026-03-03T04:30:00.000Z',
      end: '2026-03-03T05:00:00.000Z',
    });
  });

  it.each([
    [15, ['09:00', '09:15', '09:30', '09:45', '10:00', '10:15', '10:30']],
    [20, ['09:00', '09:20', '09:40', '10:00', '10:20']],
    [30, ['09:00', '09:30', '10:00', '10:30']],
    [60, ['09:00', '10:00']],
  ])('starts every %i minutes after the span opens', (stepMinutes, expected) => {
    const morning = WEEKDAYS.map((day) => ({ day, spans: [{ opens: '09:00', closes: '11:00' }] }));
    const days = freeSlots(request({ week: morning, stepMinutes }, { from: '2026-03-02', to: '2026-03-02' }));
    expect(timesOn(days, '2026-03-02')).toEqual(expected);
  });

  it('counts the step from each span’s own opening', () => {
    const odd = WEEKDAYS.map((day) => ({
      day,
      spans: [
        { opens: '08:00', closes: '09:00' },
        { opens: '14:15', closes: '15:30' },
      ],
    }));
    const days = freeSlots(request({ week: odd }, { from: '2026-03-02', to: '2026-03-02' }));
    expect(timesOn(days, '2026-03-02')).toEqual(['08:00', '08:30', '14:15', '14:45']);
  });

  it('answers nothing for an unknown or a switched-off kind', () => {
    expect(freeSlots(request({}, { kindId: 'missing' }))).toEqual([]);
    expect(freeSlots(request({}, { kindId: 'retired' }))).toEqual([]);
    expect(freeSlots(request({}, { kindId: 'office' }))).not.toEqual([]);
  });

  it('clips the range to today and the horizon', () => {
    const now = at('2026-03-02T08:00');
    expect(
      daysOf(freeSlots(request({ horizonDays: 2 }, { now, from: '2026-02-01', to: '2026-12-31' }))),
    ).toEqual(['2026-03-02', '2026-03-03', '2026-03-04']);
    expect(daysOf(freeSlots(request({}, { now, from: '2026-03-04', to: '2026-03-05' })))).toEqual([
      '2026-03-04',
      '2026-03-05',
    ]);
    expect(freeSlots(request({}, { now, from: '2026-03-05', to: '2026-03-04' }))).toEqual([]);
    expect(freeSlots(request({ horizonDays: 2 }, { now, from: '2026-03-05' }))).toEqual([]);
  });

  it('takes the days from Medellín’s clock whatever the visitor’s zone: 04:30Z on March 2 is still March 1 there', () => {
    const now = new Date('2026-03-02T04:30:00Z');
    // Day 0 is Sunday March 1 (closed), day 1 Monday March 2; a UTC reading would have offered Tuesday too.
    const days = freeSlots(request({ horizonDays: 1 }, { now }));
    expect(daysOf(days)).toEqual(['2026-03-02']);
    expect(days[0].slots[0].start).toBe('2026-03-02T14:00:00.000Z');
    expect(
      slotProblem({ ...request({ horizonDays: 1 }, { now }), start: new Date('2026-03-03T14:00:00Z') }),
    ).toBe('horizon');
  });

  it('reads each busy meeting a bounded number of times, so a year of bookings costs one pass', () => {
    const reads = { count: 0 };
    const counted = (start: Date, end: Date): BusyMeeting => ({
      get start() {
        reads.count++;
        return start;
      },
      get end() {
        reads.count++;
        return end;
      },
    });
    // Six meetings every day of 2026 (09:00, 10:00, 11:00, 14:00, 15:00, 16:00): about 2,000, a month of them in range.
    const busy: BusyMeeting[] = [];
    for (let day = 0; day < 365; day++) {
      const start = new Date(at('2026-01-01T09:00').getTime() + day * 24 * 3600_000);
      for (const hour of [0, 1, 2, 5, 6, 7]) {
        const from = new Date(start.getTime() + hour * 3600_000);
        busy.push(counted(from, new Date(from.getTime() + 30 * 60_000)));
      }
    }
    expect(busy.length).toBeGreaterThan(2000);
    const days = freeSlots(
      request({ bufferMinutes: 10 }, { now: SUNDAY, busy, from: '2026-03-02', to: '2026-04-01' }),
    );
    expect(reads.count).toBeLessThanOrEqual(2 * busy.length);
    // Each busy hour's first half is taken, and the 10-minute buffer takes its second half too.
    expect(timesOn(days, '2026-03-02')).toEqual(['17:00', '17:30']);
  });
});

describe('slotProblem', () => {
  const problem = (
    start: string,
    changes: Partial<BookingAvailability> = {},
    rest: Partial<SlotRequest> = {},
  ) => slotProblem({ ...request(changes, rest), start: at(start) });

  it('accepts a free slot', () => {
    expect(problem('2026-03-02T09:00')).toBeNull();
  });

  it('names the first rule a start fails', () => {
    expect(problem('2026-03-02T09:00', {}, { kindId: 'retired' })).toBe('kind');
    expect(problem('2026-03-02T09:00', {}, { kindId: 'nope' })).toBe('kind');
    expect(problem('2026-03-02T09:10')).toBe('grid');
    expect(problem('2026-03-02T11:45')).toBe('grid');
    expect(problem('2026-03-01T10:00')).toBe('grid'); // Sunday has no span
    expect(slotProblem({ ...request(), start: new Date('2026-03-02T14:00:30Z') })).toBe('grid');
    expect(slotProblem({ ...request(), start: new Date(Number.NaN) })).toBe('grid');
    expect(problem('2026-03-02T09:00', {}, { kindId: 'long' })).toBeNull();
    expect(problem('2026-03-02T11:30', {}, { kindId: 'long' })).toBe('grid');
    expect(problem('2026-03-02T09:00', { noticeMinutes: 13 * 60 + 1 })).toBe('notice');
    expect(problem('2026-02-27T09:00')).toBe('notice'); // in the past
    expect(problem('2026-04-01T09:00')).toBe('horizon'); // day 31
    expect(problem('2026-03-31T09:00')).toBeNull(); // day 30
    expect(problem('2026-03-23T09:00', { horizonDays: 60 })).toBe('closed'); // San José, moved to Monday
    expect(problem('2026-03-03T09:00', { closedDays: ['2026-03-03'] })).toBe('closed');
    expect(problem('2026-03-03T09:00', { vacations: [{ from: '2026-03-03', to: '2026-03-03' }] })).toBe(
      'closed',
    );
    const busy = [meeting('2026-03-02T09:30', '2026-03-02T10:00')];
    expect(problem('2026-03-02T09:00', {}, { busy })).toBeNull();
    expect(problem('2026-03-02T09:00', { bufferMinutes: 5 }, { busy })).toBe('taken');
    expect(problem('2026-03-02T10:00', { bufferMinutes: 5 }, { busy })).toBe('taken');
    expect(problem('2026-03-02T14:00', { dailyCap: 1 }, { busy })).toBe('cap');
    expect(problem('2026-03-03T14:00', { dailyCap: 1 }, { busy })).toBeNull();
  });

  it('agrees with freeSlots on every start over a range, whatever the settings and the bookings', () => {
    const first = at('2026-03-28T00:00').getTime(); // a Saturday before Holy Week
    const settings = fc.record({
      bufferMinutes: fc.constantFrom(0, 5, 15, 30, 45),
      noticeMinutes: fc.integer({ min: 0, max: 3 * 24 * 60 }),
      horizonDays: fc.integer({ min: 0, max: 10 }),
      dailyCap: fc.integer({ min: 0, max: 4 }),
      stepMinutes: fc.constantFrom(15, 20, 30, 60),
      closedDays: fc.subarray(['2026-03-30', '2026-03-31', '2026-04-06']),
      kindId: fc.constantFrom('office', 'long', 'retired'),
      nowMinute: fc.integer({ min: 0, max: 3 * 24 * 60 }),
      busy: fc.array(
        fc.record({
          startMinute: fc.integer({ min: -24 * 60, max: 14 * 24 * 60 }),
          minutes: fc.integer({ min: 1, max: 180 }),
        }),
        { maxLength: 25 },
      ),
    });
    fc.assert(
      fc.property(settings, ({ kindId, nowMinute, busy, ...changes }) => {
        const rest = {
          kindId,
          now: new Date(first + nowMinute * 60_000),
          busy: busy.map(({ startMinute, minutes }) => ({
            start: new Date(first + startMinute * 60_000),
            end: new Date(first + (startMinute + minutes) * 60_000),
          })),
        };
        const offered = new Set(
          freeSlots(request(changes, rest)).flatMap((day) => day.slots.map((slot) => slot.start)),
        );
        let accepted = 0;
        for (let minute = 0; minute < 15 * 24 * 60; minute += 5) {
          const start = new Date(first + minute * 60_000);
          const answer = slotProblem({ ...request(changes, rest), start });
          if (answer === null) accepted++;
          if ((answer === null) !== offered.has(start.toISOString())) return false;
        }
        return accepted === offered.size;
      }),
      { numRuns: 60, seed: 39 },
    );
  });
});
