import { BadRequestException } from '@nestjs/common';
import { CreateContactDto } from '../contact/dto/create-contact.dto';
import { DataSubjectEmailDto } from '../data-rights/dto/data-subject-email.dto';
import { createValidationPipe } from './validation';

const pipe = createValidationPipe();
const contact = {
  nombre: 'Ana',
  telefono: '3001234567',
  tipo_caso: 'penal',
  mensaje: 'Necesito ayuda urgente',
  consent: true,
};

/** The message the email field gets, or undefined when the address passes. */
async function emailError(metatype: typeof CreateContactDto | typeof DataSubjectEmailDto, email: string) {
  const body = metatype === CreateContactDto ? { ...contact, email } : { email };
  try {
    await pipe.transform(body, { type: 'body', metatype });
    return undefined;
  } catch (error) {
    const response = (error as BadRequestException).getResponse() as { errors: Record<string, string> };
    return response.errors.email;
  }
}

describe('email fields', () => {
  it.each([
    'ana@example.com',
    'Ana.Maria+consulta@sub.example.com.co',
    "o'brien_{x}|y~z=1&2@example.com",
    'josé.peña@correo.example.co',
    'ana@müller.example',
    'ana@xn--mller-kva.example',
  ])('accept the plain address %j', async (email) => {
    expect(await emailError(CreateContactDto, email)).toBeUndefined();
    expect(await emailError(DataSubjectEmailDto, email)).toBeUndefined();
  });

  it.each([
    [
      'a quoted local part carrying mailto: parameters',
      '"?to=victim@corp.example&bcc=attacker@evil.example&x="@example.com',
    ],
    ['a quoted local part', '"ana maria"@example.com'],
    ['a question mark', 'ana?bcc=attacker@example.com'],
    ['a comment', 'ana(comentario)@example.com'],
    ['an IP literal', 'ana@[127.0.0.1]'],
    ['an IPv6 literal', 'ana@[IPv6:::1]'],
    ['a bare IP address', 'ana@127.0.0.1'],
    ['a backslash', 'ana\\b@example.com'],
    ['a symbol in the domain', 'ana@ex¿ample.com'],
    ['a right-to-left override', 'ana@example.com\u202e'],
    ['a right-to-left mark', 'ana\u200f@example.com'],
  ])('refuse %s with the field message', async (_name, email) => {
    expect(await emailError(CreateContactDto, email)).toBe('Email válido es requerido');
    expect(await emailError(DataSubjectEmailDto, email)).toBe('email must be a valid email address');
  });
});
