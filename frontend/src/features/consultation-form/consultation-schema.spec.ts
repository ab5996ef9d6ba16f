import { ValidationError } from 'yup';
import { PRIVACY_POLICY_VERSION } from '../../content/legal';
import {
  CASE_TYPES,
  CONSULTATION_FIELDS,
  CONSULTATION_MESSAGES as M,
  consultationSchema,
  initialConsultationValues,
  toContactBody,
  type ConsultationField,
  type ConsultationValues,
} from './consultation-schema';

function validValues(overrides: Partial<ConsultationValues> = {}): ConsultationValues {
  return {
    nombre: 'Ana Gómez',
    email: 'ana@example.com',
    telefono: '3001234567',
    tipo_caso: 'familia',
    mensaje: 'Necesito asesoría sobre un divorcio.',
    consent: true,
    website: '',
    ...overrides,
  };
}

/** Every message per field, as formik would collect them (all fields, all rules). */
function errorsOf(values: unknown): Partial<Record<ConsultationField, string[]>> {
  try {
    consultationSchema.validateSync(values, { abortEarly: false });
    return {};
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    const errors: Partial<Record<ConsultationField, string[]>> = {};
    for (const inner of error.inner) {
      const field = inner.path as ConsultationField;
      (errors[field] ??= []).push(inner.message);
    }
    return errors;
  }
}

/** Test titles: long values by their length, short ones quoted. */
function cases(rows: [string, string | undefined][]): [string, string | undefined, string][] {
  return rows.map(([value, message]) => [
    value.length > 40 ? `${value.length} characters` : JSON.stringify(value),
    message ?? 'valid',
    value,
  ]);
}

/** The single message formik shows under a field (the first), or undefined when the field is valid. */
function messageFor(field: ConsultationField, value: unknown): string | undefined {
  return errorsOf({ ...validValues(), [field]: value })[field]?.[0];
}

describe('consultationSchema', () => {
  it('accepts a complete request', () => {
    expect(errorsOf(validValues())).toEqual({});
  });

  it('rejects the untouched form with the six messages of SPEC §5', () => {
    const errors = errorsOf(initialConsultationValues);
    const first = Object.fromEntries(
      Object.entries(errors).map(([field, messages]) => [field, messages![0]]),
    );
    // Each field's first message is its SPEC §5 one, named after the field.
    expect(first).toEqual(Object.fromEntries(CONSULTATION_FIELDS.map((field) => [field, M[field]])));
    expect(Object.keys(errors).sort()).toEqual([...CONSULTATION_FIELDS].sort());
  });

  describe('nombre', () => {
    it.each(
      cases([
        ['', M.nombre],
        ['A', M.nombre],
        ['  A  ', M.nombre],
        ['Al', undefined],
        ['x'.repeat(120), undefined],
        ['x'.repeat(121), M.nombreMax],
      ]),
    )('%s → %s', (_title, message, value) =>
      expect(messageFor('nombre', value)).toBe(message === 'valid' ? undefined : message),
    );
  });

  describe('email', () => {
    it.each(
      cases([
        ['', M.email],
        ['ana', M.email],
        ['ana@', M.email],
        ['ana@example', M.email],
        ['ana@example.c', M.email],
        ['ana @example.com', M.email],
        ['ana@example.com', undefined],
        ['  ana@example.co  ', undefined],
        ['ana.maria+consulta@sub.example.com.co', undefined],
        ["o'brien_{x}|y~z@example.com", undefined],
        ['josé.peña@correo.example.co', undefined],
        ['ana@müller.example', undefined],
        ['ana@xn--mller-kva.example', undefined],
        ['"?to=victim@corp.example&bcc=attacker@evil.example&x="@example.com', M.email],
        ['"ana"@example.com', M.email],
        ['ana?bcc=x@example.com', M.email],
        ['ana(comentario)@example.com', M.email],
        ['ana@[127.0.0.1]', M.email],
        ['ana@127.0.0.1', M.email],
        ['.ana@example.com', M.email],
        ['ana..b@example.com', M.email],
        ['ana\\b@example.com', M.email],
        ['ana@-example.com', M.email],
        ['ana@example.com\u202e', M.email],
        [`${'a'.repeat(65)}@example.com`, M.email],
      ]),
    )('%s → %s', (_title, message, value) =>
      expect(messageFor('email', value)).toBe(message === 'valid' ? undefined : message),
    );

    it('allows 254 characters and no more', () => {
      // Labels stay under 64 characters so that only the total length is at stake.
      const address = (total: number) =>
        `${'a'.repeat(64)}@${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(total - 197)}.com`;
      expect(address(254)).toHaveLength(254);
      expect(messageFor('email', address(254))).toBeUndefined();
      expect(messageFor('email', address(255))).toBe(M.emailMax);
    });
  });

  describe('telefono', () => {
    it.each(
      cases([
        ['', M.telefono],
        ['300123456', M.telefono],
        ['  300123456  ', M.telefono],
        ['3001234567', undefined],
        ['+57 300 123 4567', undefined],
        ['1'.repeat(30), undefined],
        ['1'.repeat(31), M.telefonoMax],
      ]),
    )('%s → %s', (_title, message, value) =>
      expect(messageFor('telefono', value)).toBe(message === 'valid' ? undefined : message),
    );
  });

  describe('tipo_caso', () => {
    it.each(CASE_TYPES.map((value) => [value]))('accepts %s', (value) => {
      expect(messageFor('tipo_caso', value)).toBeUndefined();
    });
    it.each([[''], ['civil'], ['Familia']])('rejects %j', (value) => {
      expect(messageFor('tipo_caso', value)).toBe(M.tipo_caso);
    });
  });

  describe('mensaje', () => {
    it.each(
      cases([
        ['', M.mensaje],
        ['123456789', M.mensaje],
        ['   123456789   ', M.mensaje],
        ['1234567890', undefined],
        ['x'.repeat(5000), undefined],
        ['x'.repeat(5001), M.mensajeMax],
      ]),
    )('%s → %s', (_title, message, value) =>
      expect(messageFor('mensaje', value)).toBe(message === 'valid' ? undefined : message),
    );
  });

  describe('characters the panel could not show faithfully', () => {
    it.each([
      ['nombre', 'Juan \u202eoreP', M.nombreChars],
      ['telefono', '\u200f+57 300 123 4567', M.telefonoChars],
      ['mensaje', 'Necesito ayuda\u0000 con mi caso', M.mensajeChars],
      ['email', 'ana@example.com\u200e', M.email],
    ] as const)('refuses them in %s %j', (field, value, message) => {
      expect(messageFor(field, value)).toBe(message);
    });
    it('lets the message keep its line breaks', () => {
      expect(messageFor('mensaje', 'Hola,\r\n\tnecesito ayuda.')).toBeUndefined();
    });
  });

  describe('consent', () => {
    it.each([[false], [undefined], [null]])('rejects %j', (value) => {
      expect(messageFor('consent', value)).toBe(M.consent);
    });
    it('accepts true', () => expect(messageFor('consent', true)).toBeUndefined());
  });
});

describe('toContactBody', () => {
  it('sends the trimmed values with consent true, the empty honeypot, the language and policy version', () => {
    const body = toContactBody(
      validValues({
        nombre: '  Ana  ',
        email: ' ana@example.com ',
        telefono: ' 3001234567 ',
        mensaje: ' Hola, necesito ayuda. ',
      }),
      'es',
    );
    expect(body).toEqual({
      nombre: 'Ana',
      email: 'ana@example.com',
      telefono: '3001234567',
      tipo_caso: 'familia',
      mensaje: 'Hola, necesito ayuda.',
      consent: true,
      website: '',
      idioma: 'es',
      version_politica: PRIVACY_POLICY_VERSION,
    });
  });

  it('names the language the form was shown in', () => {
    expect(toContactBody(validValues(), 'en').idioma).toBe('en');
    expect(toContactBody(validValues(), 'es').idioma).toBe('es');
  });

  it('sends a filled honeypot as it is, for the server to recognise (no rule rejects it here)', () => {
    expect(toContactBody(validValues({ website: ' https://spam.example ' }), 'es').website).toBe(
      ' https://spam.example ',
    );
  });

  it('refuses values that break a rule', () => {
    expect(() => toContactBody(validValues({ consent: false }), 'es')).toThrow(M.consent);
  });
});
