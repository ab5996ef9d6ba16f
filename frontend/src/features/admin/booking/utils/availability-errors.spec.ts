import { en } from '../../shared/i18n/copy-en';
import { es } from '../../shared/i18n/copy-es';
import { availabilityErrors, problemWords } from './availability-errors';
import { idOf, withKindIds } from './kind-ids';
import type { BookingAvailability, MeetingKind } from '@abogados/shared';

/** A 400 as PUT /api/admin/booking/availability answers it (lib/api/client throws "<status>: <body>"). */
const refused = (issues: Array<{ path: string; code: string; args?: number[] }>) =>
  new Error(
    `400: ${JSON.stringify({
      statusCode: 400,
      message: 'Validation failed',
      errors: Object.fromEntries(issues.map(({ path }) => [path, `${path} is refused`])),
      issues,
    })}`,
  );

describe("an availability's problems, in the staff member's words", () => {
  it('says a rule across fields at the field the editor shows, whatever its place in a list', () => {
    const issues = [
      { path: 'availability.week.6.spans.0', code: 'order' },
      { path: 'availability.week.6.spans.2', code: 'overlap' },
      { path: 'availability.vacations.1', code: 'order' },
      { path: 'availability.kinds.3.id', code: 'duplicate' },
      { path: 'availability.kinds.3.videoUrl', code: 'required' },
      { path: 'availability.kinds', code: 'empty' },
    ];
    expect(availabilityErrors(refused(issues), en)).toEqual({
      'week.6.spans.0': 'A span must end after it starts.',
      'week.6.spans.2': 'A span must start after the one before it ends.',
      'vacations.1': 'The last day cannot be before the first.',
      'kinds.3.id': 'Another kind of meeting has the same name: change one of them.',
      'kinds.3.videoUrl': 'A video meeting needs the video link.',
      kinds: 'Offer at least one kind of meeting.',
    });
    expect(availabilityErrors(refused(issues), es)).toEqual({
      'week.6.spans.0': 'Un horario debe terminar después de empezar.',
      'week.6.spans.2': 'Un horario debe empezar después de que termine el anterior.',
      'vacations.1': 'El último día no puede ser anterior al primero.',
      'kinds.3.id': 'Otro tipo de cita tiene el mismo nombre: cambie uno de los dos.',
      'kinds.3.videoUrl': 'Una videollamada necesita el enlace.',
      kinds: 'Ofrezca al menos un tipo de cita.',
    });
  });

  it("says class-validator's rules of each field, with the limit the server names", () => {
    const issues = [
      { path: 'availability.week.1.spans.0.opens', code: 'matches' },
      { path: 'availability.week.1.spans', code: 'arrayMaxSize', args: [3] },
      { path: 'availability.closedDays', code: 'isCalendarDay' },
      { path: 'availability.vacations.0.to', code: 'isCalendarDay' },
      { path: 'availability.bufferMinutes', code: 'max', args: [240] },
      { path: 'availability.horizonDays', code: 'min', args: [0] },
      { path: 'availability.dailyCap', code: 'isInt' },
      { path: 'availability.stepMinutes', code: 'isIn', args: [15, 20, 30, 60] },
      { path: 'availability.kinds.0.minutes', code: 'max', args: [240] },
      { path: 'availability.kinds.0.videoUrl', code: 'isUrl' },
      { path: 'availability.kinds.1.place', code: 'isIn' },
      { path: 'availability.kinds.1.id', code: 'matches' },
      { path: 'availability.kinds.1.name.en', code: 'maxChars', args: [60] },
      { path: 'availability.kinds.1.name.es', code: 'minLength', args: [1] },
    ];
    expect(availabilityErrors(refused(issues), es)).toEqual({
      'week.1.spans.0.opens': 'Escriba la hora completa: horas, minutos y a. m. o p. m.',
      'week.1.spans': 'Máximo 3 horarios por día.',
      closedDays: 'Elija un día del calendario.',
      'vacations.0.to': 'Elija un día del calendario.',
      bufferMinutes: 'Escriba 240 o menos.',
      horizonDays: 'Escriba 0 o más.',
      dailyCap: 'Escriba un número entero.',
      stepMinutes: 'Elija 15, 20, 30 o 60 minutos.',
      'kinds.0.minutes': 'Una cita dura de 15 a 240 minutos.',
      'kinds.0.videoUrl': 'Escriba el enlace completo, que empiece por https://.',
      'kinds.1.place': 'No es una de las opciones ofrecidas.',
      'kinds.1.id': 'Use letras o números en el nombre en español.',
      'kinds.1.name.en': 'Admite como máximo 60 caracteres.',
      'kinds.1.name.es': 'No puede quedar vacío.',
    });
    expect(availabilityErrors(refused(issues), en)).toMatchObject({
      bufferMinutes: 'Enter 240 or less.',
      horizonDays: 'Enter 0 or more.',
      stepMinutes: 'Choose 15, 20, 30 or 60 minutes.',
      'kinds.1.name.en': 'Must be at most 60 characters.',
    });
  });

  it('falls back to a general sentence for a rule it has no words for, and says nothing of other answers', () => {
    expect(problemWords({ path: 'dailyCap', code: 'unheardOf' }, es)).toBe('Revise este valor.');
    expect(problemWords({ path: 'bufferMinutes', code: 'max' }, en)).toBe('Check this value.');
    expect(availabilityErrors(new Error('409: {"statusCode":409,"code":"booking.stale"}'), en)).toEqual({});
    expect(availabilityErrors(new TypeError('Failed to fetch'), en)).toEqual({});
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
