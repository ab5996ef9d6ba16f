import { SEED_OFFICE_HOURS, type OfficeHours } from '@abogados/shared';
import { en as copyEn } from '../../shared/i18n/copy-en';
import { es as copyEs } from '../../shared/i18n/copy-es';
import { hoursErrors, localHoursErrors } from './hours-errors';

const withMonday = (spans: OfficeHours['office'][number]['spans']): OfficeHours => ({
  ...structuredClone(SEED_OFFICE_HOURS),
  office: SEED_OFFICE_HOURS.office.map((day, index) => (index === 0 ? { ...day, spans } : day)),
});

describe("the office hours' problems, in the staff member's words", () => {
  it('finds nothing wrong with the seed', () => {
    expect(localHoursErrors(SEED_OFFICE_HOURS, copyEs.site.hours.errors)).toEqual({});
  });

  it('names a closing before the opening, a missing time and overlapping openings by their fields', () => {
    expect(
      localHoursErrors(withMonday([{ opens: '18:00', closes: '08:00' }]), copyEs.site.hours.errors),
    ).toEqual({
      'office.0.spans.0.closes': 'La hora de cierre debe ser posterior a la de apertura.',
    });
    expect(localHoursErrors(withMonday([{ opens: '', closes: '12:00' }]), copyEn.site.hours.errors)).toEqual({
      'office.0.spans.0.opens': 'Enter the whole time: hours, minutes and AM or PM.',
    });
    const overlapping = withMonday([
      { opens: '08:00', closes: '13:00' },
      { opens: '12:00', closes: '18:00' },
    ]);
    expect(localHoursErrors(overlapping, copyEn.site.hours.errors)).toEqual({
      'office.0.spans': "A day's hours cannot overlap: each starts when the one before ends or later.",
    });
  });

  it("puts the server's English refusals into the panel's language", () => {
    expect(
      hoursErrors(
        {
          'office.2.spans.0.closes': 'closes must be later than opens',
          'attention.1.spans.0.opens': 'opens must be a time written HH:MM, such as 08:00',
          closedDays: 'each of closedDays must be a calendar day written YYYY-MM-DD',
        },
        copyEs.site.hours.errors,
      ),
    ).toEqual({
      'office.2.spans.0.closes': 'La hora de cierre debe ser posterior a la de apertura.',
      'attention.1.spans.0.opens': 'Escriba la hora completa: horas, minutos y a. m. o p. m.',
      closedDays: 'Escriba un día válido.',
    });
  });
});
