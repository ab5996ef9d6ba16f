import { en } from '../../shared/i18n/copy-en';
import { es } from '../../shared/i18n/copy-es';
import { problemWords } from './availability-errors';
import { idOf, withKindIds } from './kind-ids';
import type { BookingAvailability, MeetingKind } from '@abogados/shared';

describe("an availability's problems, in the staff member's words", () => {
  it('says a known problem of a kind of field whatever its place in a list', () => {
    expect(problemWords('kinds.3.videoUrl', 'kinds.3.videoUrl.required', en)).toBe(
      'A video meeting needs the video link.',
    );
    expect(problemWords('week.6.spans.2', 'week.6.spans.2.order', es)).toBe(
      'Un horario debe empezar después de que termine el anterior.',
    );
    expect(problemWords('kinds', 'kinds.empty', es)).toBe('Ofrezca al menos un tipo de cita.');
  });

  it("falls back to the rule's words, then the validation pipe's, then a general sentence", () => {
    expect(problemWords('horizonDays', 'horizonDays.max', en)).toBe('Use a value within the limits shown.');
    expect(problemWords('kinds.0.name.es', 'isNotEmpty', es)).toBe('No puede quedar vacío.');
    expect(problemWords('dailyCap', 'dailyCap.unheardOf', es)).toBe('Revise este valor.');
  });
});

describe("a new kind's id", () => {
  const kind = (id: string, es: string): MeetingKind => ({
    id,
    name: { es, en: '' },
    minutes: 30,
    place: 'phone',
    videoUrl: null,
    active: true,
  });

  it('comes from its Spanish name in lower-case letters, digits and dashes', () => {
    expect(idOf('  Asesoría de Niñez, 1.ª vez ')).toBe('asesoria-de-ninez-1-vez');
    expect(idOf('Consulta sobre la sucesión de un familiar en el exterior')).toBe(
      'consulta-sobre-la-sucesion-de-un-familia',
    );
  });

  it('is one no other kind has, and a saved kind keeps its own', () => {
    const availability = {
      kinds: [kind('llamada', 'Otra cosa'), kind('', 'Llamada'), kind('', 'Llamada')],
    } as BookingAvailability;
    expect(withKindIds(availability).kinds.map((k) => k.id)).toEqual(['llamada', 'llamada-2', 'llamada-3']);
  });
});
