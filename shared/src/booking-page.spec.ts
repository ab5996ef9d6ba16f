import {
  BOOKING_DAYS_SHOWN,
  chosenDay,
  chosenKind,
  daysWithTimes,
  type PublicBookingOffer,
} from './booking-page';
import { type SlotDay } from './booking';

const offer: PublicBookingOffer = {
  kinds: [
    { id: 'oficina', name: { es: 'En la oficina', en: 'At the office' }, minutes: 45, place: 'office' },
    { id: 'telefono', name: { es: 'Llamada', en: 'Call' }, minutes: 30, place: 'phone' },
  ],
  horizonDays: 30,
  noticeMinutes: 120,
};

const slot = { start: '2026-12-07T14:00:00.000Z', end: '2026-12-07T14:30:00.000Z' };
const day = (date: string, free: boolean): SlotDay => ({ day: date, slots: free ? [slot] : [] });

describe("the booking page's choices", () => {
  it('shows the kind asked for when it is offered, else the first, and none when none is', () => {
    expect(chosenKind(offer, 'telefono')).toBe('telefono');
    expect(chosenKind(offer, 'video')).toBe('oficina');
    expect(chosenKind(offer, null)).toBe('oficina');
    expect(chosenKind({ ...offer, kinds: [] }, 'oficina')).toBeNull();
  });

  it('lists the next days with a free time, and shows the day asked for only when it is listed', () => {
    const days = [day('2026-12-05', false), day('2026-12-07', true), day('2026-12-08', true)];
    expect(daysWithTimes(days).map((d) => d.day)).toEqual(['2026-12-07', '2026-12-08']);
    expect(chosenDay(days, '2026-12-08')?.day).toBe('2026-12-08');
    expect(chosenDay(days, '2026-12-05')?.day).toBe('2026-12-07');
    expect(chosenDay(days, 'tomorrow')?.day).toBe('2026-12-07');
    expect(chosenDay([day('2026-12-05', false)], null)).toBeNull();
  });

  it(`offers at most ${BOOKING_DAYS_SHOWN} days, so a day past them is not shown`, () => {
    const many = Array.from({ length: 15 }, (_, i) => day(`2026-12-${String(i + 10)}`, true));
    expect(daysWithTimes(many)).toHaveLength(BOOKING_DAYS_SHOWN);
    expect(chosenDay(many, '2026-12-24')?.day).toBe('2026-12-10');
  });
});
