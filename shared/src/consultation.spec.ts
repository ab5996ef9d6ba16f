import {
  CASE_TYPES,
  CONSULTATION_FIELDS,
  CONSULTATION_LIMITS,
  CONSULTATION_MESSAGES,
  consultationFieldError,
  validateConsultation,
} from './consultation';

const valid = {
  nombre: 'Ana Gómez',
  email: 'ana@example.com',
  telefono: '3001234567',
  tipo_caso: 'familia',
  mensaje: 'Necesito asesoría sobre un divorcio.',
  consent: true,
};

describe('the consultation rules', () => {
  it('name the six fields and five case types of SPEC §3, in the form order', () => {
    expect(CONSULTATION_FIELDS).toEqual(['nombre', 'email', 'telefono', 'tipo_caso', 'mensaje', 'consent']);
    expect(CASE_TYPES).toEqual(['familia', 'penal', 'administrativo', 'english', 'otro']);
  });

  it('keep the minima of SPEC §9 and the columns’ maxima', () => {
    expect(CONSULTATION_LIMITS).toEqual({
      nombre: { min: 2, max: 120 },
      email: { max: 254 },
      telefono: { min: 10, max: 30 },
      mensaje: { min: 10, max: 5000 },
    });
  });

  // The one place the messages are written out: everything else reads them from the rules.
  it('speak the Spanish messages of SPEC §5, word for word', () => {
    expect(CONSULTATION_MESSAGES).toEqual({
      nombre: 'Nombre es requerido',
      email: 'Email válido es requerido',
      telefono: 'Teléfono es requerido',
      tipo_caso: 'Selecciona un tipo de caso',
      mensaje: 'Mensaje debe tener al menos 10 caracteres',
      consent: 'Debes aceptar la política de privacidad',
      nombreMax: 'Nombre no puede superar 120 caracteres',
      emailMax: 'Email no puede superar 254 caracteres',
      telefonoMax: 'Teléfono no puede superar 30 caracteres',
      mensajeMax: 'Mensaje no puede superar 5000 caracteres',
      nombreChars: 'Nombre contiene caracteres no válidos',
      telefonoChars: 'Teléfono contiene caracteres no válidos',
      mensajeChars: 'Mensaje contiene caracteres no válidos',
    });
  });
});

describe('consultationFieldError', () => {
  const cases: Array<[(typeof CONSULTATION_FIELDS)[number], unknown, string | undefined]> = [
    ['nombre', 'Al', undefined],
    ['nombre', '  Ana  ', undefined],
    ['nombre', 'x'.repeat(120), undefined],
    ['nombre', 'A', 'Nombre es requerido'],
    ['nombre', '   A   ', 'Nombre es requerido'],
    ['nombre', '', 'Nombre es requerido'],
    ['nombre', undefined, 'Nombre es requerido'],
    ['nombre', 42, 'Nombre es requerido'],
    // A variation selector adds nothing visible: it does not count toward a minimum.
    ['nombre', 'A\ufe0f', 'Nombre es requerido'],
    ['nombre', 'x'.repeat(121), 'Nombre no puede superar 120 caracteres'],
    // Maxima count characters (code points), as the column does.
    ['nombre', '😀'.repeat(120), undefined],
    ['nombre', 'a\ufe0f'.repeat(61), 'Nombre no puede superar 120 caracteres'],
    ['nombre', 'Juan \u202eoreP', 'Nombre contiene caracteres no válidos'],
    ['nombre', 'Juan \u2067Pérez\u2069', 'Nombre contiene caracteres no válidos'],
    ['nombre', 'Juan\u200f Pérez', 'Nombre contiene caracteres no válidos'],
    ['nombre', 'Juan\u061cPérez', 'Nombre contiene caracteres no válidos'],
    ['nombre', 'Juan\u0000', 'Nombre contiene caracteres no válidos'],
    ['nombre', 'Juan\nPérez', 'Nombre contiene caracteres no válidos'],
    ['nombre', 'Juan \ud800Pérez', 'Nombre contiene caracteres no válidos'],
    ['email', ' ANA@Example.com ', undefined],
    ['email', 'not-an-email', 'Email válido es requerido'],
    ['email', undefined, 'Email válido es requerido'],
    ['email', 42, 'Email válido es requerido'],
    ['email', 'ana@example.com\u200e', 'Email válido es requerido'],
    ['email', `${'a'.repeat(250)}@example.com`, 'Email no puede superar 254 caracteres'],
    ['telefono', '3001234567', undefined],
    ['telefono', '+57 300 123 4567', undefined],
    ['telefono', '300123456', 'Teléfono es requerido'],
    ['telefono', '  300123456  ', 'Teléfono es requerido'],
    ['telefono', null, 'Teléfono es requerido'],
    ['telefono', '3'.repeat(31), 'Teléfono no puede superar 30 caracteres'],
    ['telefono', '\u202d+57 300 123 4567', 'Teléfono contiene caracteres no válidos'],
    ['telefono', '300 123\t4567', 'Teléfono contiene caracteres no válidos'],
    ['tipo_caso', '', 'Selecciona un tipo de caso'],
    ['tipo_caso', 'laboral', 'Selecciona un tipo de caso'],
    ['tipo_caso', 'Familia', 'Selecciona un tipo de caso'],
    ['tipo_caso', ' penal', 'Selecciona un tipo de caso'],
    ['tipo_caso', undefined, 'Selecciona un tipo de caso'],
    ['mensaje', '1234567890', undefined],
    ['mensaje', 'Línea uno\r\n\tLínea dos', undefined],
    ['mensaje', 'x'.repeat(5000), undefined],
    ['mensaje', 'Corto', 'Mensaje debe tener al menos 10 caracteres'],
    ['mensaje', '   123456789   ', 'Mensaje debe tener al menos 10 caracteres'],
    ['mensaje', undefined, 'Mensaje debe tener al menos 10 caracteres'],
    ['mensaje', 'x'.repeat(5001), 'Mensaje no puede superar 5000 caracteres'],
    ['mensaje', 'Necesito ayuda \u202bcon mi caso\u202c urgente', 'Mensaje contiene caracteres no válidos'],
    ['mensaje', 'Necesito ayuda\n\u061c con mi caso', 'Mensaje contiene caracteres no válidos'],
    ['mensaje', 'Necesito ayuda\u001b[2J con mi caso', 'Mensaje contiene caracteres no válidos'],
    ['consent', true, undefined],
    ['consent', false, 'Debes aceptar la política de privacidad'],
    ['consent', 'true', 'Debes aceptar la política de privacidad'],
    ['consent', 'on', 'Debes aceptar la política de privacidad'],
    ['consent', undefined, 'Debes aceptar la política de privacidad'],
  ];
  it.each(CASE_TYPES.map((type) => ['tipo_caso', type, undefined] as const))(
    '%s %j → valid',
    (field, value) => {
      expect(consultationFieldError(field, value)).toBeUndefined();
    },
  );
  it.each(cases)('%s %j → %s', (field, value, message) => {
    expect(consultationFieldError(field, value)).toBe(message);
  });
});

describe('validateConsultation', () => {
  it('accepts a valid request and gives its values as the server stores them', () => {
    const result = validateConsultation({
      ...valid,
      nombre: '  Ana Go\u0301mez ',
      email: ' Ana@Example.COM ',
      website: '',
      idioma: 'en',
    });
    expect(result).toEqual({
      valid: true,
      values: { ...valid, nombre: 'Ana Gómez', email: 'ana@example.com' },
      errors: {},
    });
  });

  it('names every failing field at once, each with its first broken rule', () => {
    expect(validateConsultation({})).toEqual({
      valid: false,
      values: {},
      errors: {
        nombre: 'Nombre es requerido',
        email: 'Email válido es requerido',
        telefono: 'Teléfono es requerido',
        tipo_caso: 'Selecciona un tipo de caso',
        mensaje: 'Mensaje debe tener al menos 10 caracteres',
        consent: 'Debes aceptar la política de privacidad',
      },
    });
  });

  it('keeps the values it read, normalised, beside the errors (for the form to show them again)', () => {
    const result = validateConsultation({ ...valid, nombre: ' A ', email: ' X@Y ', consent: 'on' });
    expect(result.valid).toBe(false);
    expect(result.errors).toEqual({
      nombre: 'Nombre es requerido',
      email: 'Email válido es requerido',
      consent: 'Debes aceptar la política de privacidad',
    });
    expect(result.values).toMatchObject({
      nombre: 'A',
      email: 'x@y',
      consent: 'on',
      telefono: valid.telefono,
    });
  });

  it.each([null, 'hola', 42, [valid]])('reads %j as an empty form', (input) => {
    expect(Object.keys(validateConsultation(input).errors)).toEqual([...CONSULTATION_FIELDS]);
  });

  it('reads only the object’s own fields', () => {
    const inherited = Object.create({ ...valid }) as object;
    expect(Object.keys(validateConsultation(inherited).errors)).toEqual([...CONSULTATION_FIELDS]);
  });
});
