import { routeFetchTo, sendJson, startTestServer, type TestServer } from '../../../test/http-test-server';
import {
  createContact,
  getAuthUser,
  getContactStats,
  listContacts,
  listContactsPage,
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
      else if (route === 'GET /api/contacts?limit=2&offset=4') {
        res.setHeader('X-Total-Count', '120');
        sendJson(res, 200, [submission({ id: 5 }), submission({ id: 4 })]);
      } else if (route === 'GET /api/contacts?limit=50&offset=100')
        // No X-Total-Count (a proxy may strip it): the page itself still counts.
        sendJson(res, 200, [submission({ id: 1 })]);
      else if (route === 'GET /api/contacts?limit=500&offset=0')
        sendJson(res, 400, { statusCode: 400, message: 'limit must not be greater than 200' });
      else if (route === 'GET /api/contacts/stats')
        sendJson(res, 200, { total: 120, pending: 7, processed: 113, today: 3 });
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

  it('listContactsPage asks for one page and reads the total from X-Total-Count', async () => {
    await expect(listContactsPage({ limit: 2, offset: 4 })).resolves.toEqual({
      items: [submission({ id: 5 }), submission({ id: 4 })],
      total: 120,
      offset: 4,
    });
    const [received] = server.requests;
    expect(`${received.method} ${received.url}`).toBe('GET /api/contacts?limit=2&offset=4');
    expect(fetchSpy.mock.calls[0][1]?.credentials).toBe('include');
  });

  it('listContactsPage counts the rows it has when the total header is missing', async () => {
    await expect(listContactsPage({ limit: 50, offset: 100 })).resolves.toEqual({
      items: [submission({ id: 1 })],
      total: 101,
      offset: 100,
    });
  });

  it('listContactsPage surfaces a 400 and a 401 as "<status>: <body>"', async () => {
    await expect(listContactsPage({ limit: 500, offset: 0 })).rejects.toThrow(
      new Error('400: {"statusCode":400,"message":"limit must not be greater than 200"}'),
    );
    signedIn = false;
    await expect(listContactsPage({ limit: 2, offset: 4 })).rejects.toThrow(/^401: /);
  });

  it('getContactStats returns the four counters and throws when signed out', async () => {
    await expect(getContactStats()).resolves.toEqual({ total: 120, pending: 7, processed: 113, today: 3 });
    signedIn = false;
    await expect(getContactStats()).rejects.toThrow(/^401: /);
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
