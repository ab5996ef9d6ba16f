import { startOfFirmDay } from './firm-time';

describe('startOfFirmDay', () => {
  it.each([
    [
      'late evening in Medellín is still the same day there',
      '2025-06-02T04:59:00Z',
      '2025-06-01T05:00:00.000Z',
    ],
    ['just after midnight in Medellín starts a new day', '2025-06-02T05:01:00Z', '2025-06-02T05:00:00.000Z'],
    ['noon', '2025-12-31T17:00:00Z', '2025-12-31T05:00:00.000Z'],
    ['a new year in Medellín', '2026-01-01T05:00:00Z', '2026-01-01T05:00:00.000Z'],
  ])('%s', (_name, now, expected) => {
    expect(startOfFirmDay(new Date(now)).toISOString()).toBe(expected);
  });
});
