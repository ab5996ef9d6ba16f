import { json, serveApiRoutes } from '../../../test/api-routes';
import type { CreateContactBody } from '../../lib/api/endpoints';
import { createContact } from './use-submit-consultation';

describe('createContact', () => {
  const api = serveApiRoutes({
    'POST /api/contact': json(201, { id: 42, createdAt: '2025-03-01T00:00:00.000Z' }),
  });

  it('createContact posts the JSON body and returns the created id', async () => {
    const body: CreateContactBody = {
      nombre: 'Ana',
      email: 'ana@example.com',
      telefono: '3001234567',
      tipo_caso: 'penal',
      mensaje: 'Me citaron a una audiencia.',
      consent: true,
      idioma: 'en',
      version_politica: '1.0',
    };
    await expect(createContact(body)).resolves.toEqual({ id: 42, createdAt: '2025-03-01T00:00:00.000Z' });
    const [received] = api.server.requests;
    expect(received.headers['content-type']).toBe('application/json');
    expect(JSON.parse(received.body)).toEqual(body);
  });
});
