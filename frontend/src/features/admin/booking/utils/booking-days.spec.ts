import { byMedellinDay, medellinDay } from './booking-days';

describe("the bookings list's days", () => {
  it("are Medellín's: 11 p.m. there is the same day, though UTC has moved on", () => {
    expect(medellinDay('2027-01-16T04:30:00Z')).toBe('2027-01-15');
    expect(medellinDay('2027-01-16T05:00:00Z')).toBe('2027-01-16');
  });

  it('group the bookings in their order, one group a day', () => {
    const at = (start: string) => ({ start });
    expect(
      byMedellinDay([at('2027-01-15T14:00:00Z'), at('2027-01-16T04:00:00Z'), at('2027-01-16T13:00:00Z')]),
    ).toEqual([
      { day: '2027-01-15', items: [at('2027-01-15T14:00:00Z'), at('2027-01-16T04:00:00Z')] },
      { day: '2027-01-16', items: [at('2027-01-16T13:00:00Z')] },
    ]);
    expect(byMedellinDay([])).toEqual([]);
  });
});
