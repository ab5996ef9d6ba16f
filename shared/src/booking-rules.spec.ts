import { type BookingAvailability } from './booking';
import { availabilityProblems, defaultAvailability, problemKey } from './booking-rules';
import { SEED_OFFICE_HOURS, weekOpenOn } from './office-hours';

const base = (): BookingAvailability => defaultAvailability(SEED_OFFICE_HOURS.office);
const keys = (a: BookingAvailability) => availabilityProblems(a).map(problemKey);
const withSpans = (day: number, spans: Array<[string, string]>) => {
  const a = base();
  a.week[day].spans = spans.map(([opens, closes]) => ({ opens, closes }));
  return a;
};

describe('the booking availability rules across fields', () => {
  it('find nothing in the default availability, whatever office hours it starts from', () => {
    expect(keys(base())).toEqual([]);
    expect(keys(defaultAvailability(weekOpenOn(['mon'], '07:00', '24:00')))).toEqual([]);
  });

  it('copy the office week rather than share it', () => {
    const office = weekOpenOn(['mon'], '08:00', '12:00');
    const a = defaultAvailability(office);
    a.week[0].spans[0].opens = '09:00';
    expect(office[0].spans[0].opens).toBe('08:00');
  });

  it('name a span that closes when or before it opens', () => {
    expect(keys(withSpans(2, [['18:00', '08:00']]))).toEqual(['week.2.spans.0.order']);
    expect(keys(withSpans(2, [['09:00', '09:00']]))).toEqual(['week.2.spans.0.order']);
    expect(keys(withSpans(2, [['09:00', '24:00']]))).toEqual([]);
  });

  it('name a span that opens before the one before it closes, and let one start where the last ends', () => {
    expect(
      keys(
        withSpans(2, [
          ['08:00', '13:00'],
          ['12:00', '18:00'],
        ]),
      ),
    ).toEqual(['week.2.spans.1.overlap']);
    expect(
      keys(
        withSpans(2, [
          ['14:00', '18:00'],
          ['08:00', '12:00'],
        ]),
      ),
    ).toEqual(['week.2.spans.1.overlap']);
    expect(
      keys(
        withSpans(2, [
          ['08:00', '12:00'],
          ['12:00', '18:00'],
        ]),
      ),
    ).toEqual([]);
  });

  it('leave a time that is not HH:MM to the field rules', () => {
    expect(keys(withSpans(0, [['8am', '06:00']]))).toEqual([]);
    expect(
      keys(
        withSpans(0, [
          ['08:00', '25:00'],
          ['09:00', '10:00'],
        ]),
      ),
    ).toEqual([]);
  });

  it('name a vacation that ends before it starts, and take one of a single day', () => {
    const a = base();
    a.vacations = [
      { from: '2026-12-20', to: '2026-12-20' },
      { from: '2027-01-10', to: '2027-01-02' },
      { from: 'soon', to: '2027-01-02' },
    ];
    expect(keys(a)).toEqual(['vacations.1.order']);
  });

  it('name a kind whose id an earlier kind has', () => {
    const a = base();
    a.kinds[2].id = 'oficina';
    expect(keys(a)).toEqual(['kinds.2.id.duplicate']);
  });

  it('ask an active video call for an https link, and not an inactive one or another place', () => {
    const a = base();
    expect(keys(a)).toEqual([]);
    a.kinds[1].active = true;
    expect(keys(a)).toEqual(['kinds.1.videoUrl.required']);
    a.kinds[1].videoUrl = 'http://meet.example.com/firma';
    expect(keys(a)).toEqual(['kinds.1.videoUrl.required']);
    a.kinds[1].videoUrl = 'https://meet.example.com/firma';
    expect(keys(a)).toEqual([]);
  });

  it('need at least one active kind', () => {
    const a = base();
    for (const kind of a.kinds) kind.active = false;
    expect(availabilityProblems(a)).toEqual([{ path: 'kinds', code: 'empty' }]);
    a.kinds = [];
    expect(keys(a)).toEqual(['kinds.empty']);
  });

  it('list every problem at once, in the order of the fields', () => {
    const a = withSpans(4, [['10:00', '09:00']]);
    a.vacations = [{ from: '2027-02-02', to: '2027-02-01' }];
    a.kinds[1].id = 'oficina';
    for (const kind of a.kinds) kind.active = false;
    expect(keys(a)).toEqual([
      'week.4.spans.0.order',
      'vacations.0.order',
      'kinds.1.id.duplicate',
      'kinds.empty',
    ]);
  });
});
