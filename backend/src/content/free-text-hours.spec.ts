import { weekOpenOn } from '@abogados/shared';
import { agreed, readDays, readHoursLine, readHoursRows, readSpans } from './free-text-hours';
import { FIRST_CONTENT } from './seed';

describe('the free-text hours, read into the structure', () => {
  it("reads the launch's texts as the SPEC's two readings", () => {
    const { footer, business } = FIRST_CONTENT.firm.hours;
    expect(readHoursLine(footer.es)).toEqual(
      weekOpenOn(['mon', 'tue', 'wed', 'thu', 'fri'], '09:00', '17:00'),
    );
    expect(readHoursLine(footer.en)).toEqual(readHoursLine(footer.es));
    const rows = agreed(readHoursRows(business, 'es'), readHoursRows(business, 'en'));
    expect(rows?.map((day) => day.spans.map((s) => `${s.opens}-${s.closes}`).join(' '))).toEqual([
      '08:00-18:00',
      '08:00-18:00',
      '08:00-18:00',
      '08:00-18:00',
      '08:00-18:00',
      '09:00-13:00',
      '',
    ]);
  });

  it.each([
    ['Lunes a viernes', ['mon', 'tue', 'wed', 'thu', 'fri']],
    ['Sábado y domingo', ['sat', 'sun']],
    ['mon-wed, fri', ['mon', 'tue', 'wed', 'fri']],
    ['Miércoles', ['wed']],
  ])('reads the days "%s"', (text, days) => expect(readDays(text)).toEqual(days));

  it.each([
    ['8:00 AM – 6:00 PM', [{ opens: '08:00', closes: '18:00' }]],
    ['7:30 a. m. a 4:30 p. m.', [{ opens: '07:30', closes: '16:30' }]],
    [
      '08:00-12:00 y 14:00-18:00',
      [
        { opens: '08:00', closes: '12:00' },
        { opens: '14:00', closes: '18:00' },
      ],
    ],
    ['Cerrado', []],
  ])('reads the time "%s"', (text, spans) => expect(readSpans(text)).toEqual(spans));

  it.each(['Con cita previa', 'Lunes a viernes, mañanas', 'Viernes a lunes, 9 a 5', '6:00 PM – 8:00 AM'])(
    'does not guess at "%s"',
    (text) => expect(readHoursLine(text)).toBeUndefined(),
  );

  it('reads nothing when the Spanish and English texts disagree', () => {
    expect(
      agreed(readHoursLine('Lunes a viernes, 9:00 a 17:00'), readHoursLine('Monday to Friday, 8 AM to 5 PM')),
    ).toBeUndefined();
  });
});
