import { BadRequestException } from '@nestjs/common';
import { CONSULTATION_MESSAGES as M } from '@abogados/shared';
import { CreateContactDto } from '../contact/dto/create-contact.dto';
import { ExportContactsQueryDto } from '../contacts/dto/export-contacts-query.dto';
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
      issues: [
        { path: 'extra', code: 'whitelistValidation' },
        { path: 'nombre', code: 'consultationRule' },
        { path: 'consent', code: 'consultationRule' },
      ],
    });
  });

  it("names each broken rule by its code, with the rule's figures", async () => {
    const query = { type: 'query' as const, metatype: ExportContactsQueryDto };
    let issues: unknown;
    try {
      await pipe.transform({ q: 'x'.repeat(300), lang: 'fr', separator: ';' }, query);
    } catch (error) {
      issues = ((error as BadRequestException).getResponse() as { issues: unknown }).issues;
    }
    // The subclass's own fields come first, then those it inherits.
    expect(issues).toEqual([
      { path: 'lang', code: 'isIn', args: ['es', 'en'] },
      { path: 'separator', code: 'isIn', args: ['semicolon', 'comma'] },
      { path: 'q', code: 'maxChars', args: [200] },
    ]);
  });

  it('leaves route values as strings for their own parsing pipes', async () => {
    expect(await pipe.transform('1e3', { type: 'param', metatype: Number, data: 'id' })).toBe('1e3');
  });
});
