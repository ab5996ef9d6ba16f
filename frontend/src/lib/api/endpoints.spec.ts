import { routeFetchTo, sendJson, startTestServer, type TestServer } from '../../../test/http-test-server';
import {
  createContact,
  getAuthUser,
  listContacts,
  markContactProcessed,
  type ContactSubmission,
  type CreateContactBody,
} from './endpoints';

function submission(overrides: Partial<ContactSubmission> = {}): ContactSubmission {
  return {
    id: 7,
    nombre: 'Ana Gómez',
    email: 'ana@example.com',
    telefono: '3001234567',
    tipo_caso: 'familia',
    mensaje: 'Necesito asesoría sobre un divorcio.',
    processed: false,
    createdAt: '2025-03-01T15:04:05.000Z',
    consent: true,
    ...overrides,
  };
}

describe('typed endpoints', () => {
  let server: TestServer;
  let fetchSpy: jest.SpiedFunction<typeof fetch>;
  let signedIn = true;

  beforeAll(async () => {
    server = await startTestServer((req, res) => {
      const route = `${req.method} ${req.url}`;
      if (route === 'POST /api/contact')
        sendJson(res, 201, { id: 42, createdAt: '2025-03-01T00:00:00.000Z' });
      else if (!signedIn) sendJson(res, 401, { statusCode: 401, message: 'Unauthorized' });
      else if (route === 'GET /api/auth/user') sendJson(res, 200, { id: 1, email: 'staff@example.com' });
      else if (route === 'GET /api/contacts') sendJson(res, 200, [submission()]);
      else if (route === 'PATCH /api/contacts/7/processed')
        sendJson(res, 200, submission({ processed: true }));
      else sendJson(res, 404, { statusCode: 404, message: 'Not Found' });
    });
  });
  afterAll(() => server.close());

  beforeEach(() => {
    signedIn = true;
    server.requests.length = 0;
    fetchSpy = routeFetchTo(server.origin);
  });
  afterEach(() => fetchSpy.mockRestore());

  it('createContact posts the JSON body and returns the created id', async () => {
    const body: CreateContactBody = {
      nombre: 'Ana',
      email: 'ana@example.com',
      telefono: '3001234567',
      tipo_caso: 'penal',
      mensaje: 'Me citaron a una audiencia.',
      consent: true,
    };
    await expect(createContact(body)).resolves.toEqual({ id: 42, createdAt: '2025-03-01T00:00:00.000Z' });
    const [received] = server.requests;
    expect(received.headers['content-type']).toBe('application/json');
    expect(JSON.parse(received.body)).toEqual(body);
  });

  it('getAuthUser returns the user, or null when signed out', async () => {
    await expect(getAuthUser()).resolves.toEqual({ id: 1, email: 'staff@example.com' });
    signedIn = false;
    await expect(getAuthUser()).resolves.toBeNull();
  });

  it('listContacts returns submissions and throws when signed out', async () => {
    await expect(listContacts()).resolves.toEqual([submission()]);
    signedIn = false;
    await expect(listContacts()).rejects.toThrow(/^401: /);
  });

  it('markContactProcessed sends a PATCH with no body', async () => {
    await expect(markContactProcessed(7)).resolves.toMatchObject({ id: 7, processed: true });
    const [received] = server.requests;
    expect(`${received.method} ${received.url}`).toBe('PATCH /api/contacts/7/processed');
    expect(received.body).toBe('');
    expect(received.headers['content-type']).toBeUndefined();
  });

  it('markContactProcessed surfaces a 404 as "404: <body>"', async () => {
    await expect(markContactProcessed(8)).rejects.toThrow(
      new Error('404: {"statusCode":404,"message":"Not Found"}'),
    );
  });
});
