import { BadRequestException } from '@nestjs/common';
import { CONSULTATION_MESSAGES as M } from '@abogados/shared';
import { CreateContactDto } from '../contact/dto/create-contact.dto';
import { createValidationPipe } from './validation';

describe('the validation pipe with the consultation DTO', () => {
  const pipe = createValidationPipe();
  const metadata = { type: 'body' as const, metatype: CreateContactDto };
  const valid = {
    nombre: 'Ana',
    email: 'ana@example.com',
    telefono: '3001234567',
    tipo_caso: 'penal',
    mensaje: 'Necesito ayuda urgente',
    consent: true,
  };

  async function errorsOf(body: unknown): Promise<unknown> {
    try {
      await pipe.transform(body, metadata);
    } catch (error) {
      expect(error).toBeInstanceOf(BadRequestException);
      return (error as BadRequestException).getResponse();
    }
    throw new Error('expected a validation error');
  }

  it('passes a valid request through, trimmed and with the email lower-cased', async () => {
    const result = await pipe.transform({ ...valid, nombre: ' Ana ', email: ' ANA@Example.com ' }, metadata);
    expect(result).toBeInstanceOf(CreateContactDto);
    expect(result).toMatchObject({ nombre: 'Ana', email: 'ana@example.com' });
  });

  it('accepts the minimum lengths exactly', async () => {
    await expect(
      pipe.transform({ ...valid, nombre: 'Al', telefono: '1234567890', mensaje: '1234567890' }, metadata),
    ).resolves.toBeDefined();
  });

  it('reports one message per field in the error shape', async () => {
    expect(await errorsOf({ ...valid, nombre: 'A', consent: false, extra: 1 })).toEqual({
      statusCode: 400,
      message: 'Validation failed',
      errors: {
        nombre: M.nombre,
        consent: M.consent,
        extra: 'Campo no permitido: extra',
      },
    });
  });

  it('leaves route values as strings for their own parsing pipes', async () => {
    expect(await pipe.transform('1e3', { type: 'param', metatype: Number, data: 'id' })).toBe('1e3');
  });
});
