import { routeFetchTo, sendJson, startTestServer, type TestServer } from '../../../test/http-test-server';
import {
  addContactNote,
  contactsExportHref,
  createContact,
  deleteContact,
  fileNameOf,
  getContact,
  listAuditPage,
  requestDataAccess,
  requestErasure,
  retryNotifications,
  getAuthUser,
  setStaffLocale,
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
    answerBy: '2025-03-03T14:00:00.000Z',
    consent: true,
    notifications: [],
    noteCount: 0,
    ...overrides,
  };
}

const NOTE = {
  id: 3,
  author: 'staff@example.com',
  body: 'Llamé al cliente.',
  createdAt: '2025-03-02T10:00:00.000Z',
};
const DETAIL = {
  ...submission(),
  consentRecord: null,
  notes: [NOTE],
};
const RETRIED = [
  { channel: 'email', status: 'pending', attempts: 3, lastError: null, sentAt: null, nextAttemptAt: null },
];
const AUDIT = {
  id: 9,
  createdAt: '2025-03-02T10:00:00.000Z',
  actor: 'staff@example.com',
  action: 'login',
  target: null,
  detail: null,
};

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
      else if (route === 'GET /api/auth/user')
        sendJson(res, 200, { id: 1, email: 'staff@example.com', locale: null });
      else if (route === 'PATCH /api/auth/user')
        sendJson(res, 200, { id: 1, email: 'staff@example.com', locale: 'es' });
      else if (route === 'GET /api/contacts') sendJson(res, 200, [submission()]);
      else if (route === 'GET /api/contacts?limit=2&offset=4') {
        res.setHeader('X-Total-Count', '120');
        sendJson(res, 200, [submission({ id: 5 }), submission({ id: 4 })]);
      } else if (route === 'GET /api/contacts?limit=50&offset=100')
        // No X-Total-Count (a proxy may strip it): the page itself still counts.
        sendJson(res, 200, [submission({ id: 1 })]);
      else if (route === 'GET /api/contacts?limit=50&offset=4900') {
        // A page past the end: no rows, and the server's total.
        res.setHeader('X-Total-Count', '130');
        sendJson(res, 200, []);
      } else if (route === 'GET /api/contacts?limit=50&offset=200') sendJson(res, 200, []);
      else if (route === 'GET /api/contacts?limit=500&offset=0')
        sendJson(res, 400, { statusCode: 400, message: 'limit must not be greater than 200' });
      else if (route === 'GET /api/contacts/stats')
        sendJson(res, 200, { total: 120, pending: 7, processed: 113, today: 3 });
      else if (route === 'GET /api/contacts?limit=50&offset=0&q=Jos%C3%A9&status=pending&from=2025-01-01') {
        res.setHeader('X-Total-Count', '1');
        sendJson(res, 200, [submission()]);
      } else if (route === 'GET /api/contacts/7') sendJson(res, 200, DETAIL);
      else if (route === 'POST /api/contacts/7/notes') sendJson(res, 201, NOTE);
      else if (route === 'DELETE /api/contacts/7') res.writeHead(204).end();
      else if (route === 'POST /api/contacts/7/notifications/retry') sendJson(res, 200, RETRIED);
      else if (route === 'POST /api/data-subjects/access') {
        res.setHeader('Content-Disposition', 'attachment; filename="datos-personales-2025-03-02.json"');
        sendJson(res, 200, {
          email: 'ana@example.com',
          generatedAt: '',
          retentionMonths: 24,
          submissions: [DETAIL],
        });
      } else if (route === 'POST /api/data-subjects/erasure') sendJson(res, 200, { deleted: 2 });
      else if (route === 'GET /api/audit?limit=50&offset=50') {
        res.setHeader('X-Total-Count', '51');
        sendJson(res, 200, [AUDIT]);
      } else if (route === 'PATCH /api/contacts/7/processed')
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
      idioma: 'en',
      version_politica: '1.0',
    };
    await expect(createContact(body)).resolves.toEqual({ id: 42, createdAt: '2025-03-01T00:00:00.000Z' });
    const [received] = server.requests;
    expect(received.headers['content-type']).toBe('application/json');
    expect(JSON.parse(received.body)).toEqual(body);
  });

  it('getAuthUser returns the user, or null when signed out', async () => {
    await expect(getAuthUser()).resolves.toEqual({ id: 1, email: 'staff@example.com', locale: null });
    signedIn = false;
    await expect(getAuthUser()).resolves.toBeNull();
  });

  it('setStaffLocale sends the choice as JSON and answers the user', async () => {
    await expect(setStaffLocale('es')).resolves.toEqual({ id: 1, email: 'staff@example.com', locale: 'es' });
    const [received] = server.requests;
    expect(received.headers['content-type']).toBe('application/json');
    expect(JSON.parse(received.body)).toEqual({ locale: 'es' });
    signedIn = false;
    await expect(setStaffLocale('en')).rejects.toThrow(/^401: /);
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

  it('listContactsPage answers a page past the end with the whole total, not its own offset', async () => {
    // The panel moves ?page=99 to the last page in one step: the offset asked for is no count of rows.
    await expect(listContactsPage({ limit: 50, offset: 4900 })).resolves.toEqual({
      items: [],
      total: 130,
      offset: 4900,
    });
    await expect(listContactsPage({ limit: 50, offset: 200 })).resolves.toEqual({
      items: [],
      total: 0,
      offset: 200,
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

  it('listContactsPage sends the filters after the paging, and reads the filtered total', async () => {
    const page = await listContactsPage({
      limit: 50,
      offset: 0,
      q: 'José',
      status: 'pending',
      from: '2025-01-01',
    });
    expect(page).toEqual({ items: [submission()], total: 1, offset: 0 });
  });

  it('getContact reads one request with its notes; a missing one is "404: <body>"', async () => {
    await expect(getContact(7)).resolves.toEqual(DETAIL);
    await expect(getContact(8)).rejects.toThrow(/^404: /);
  });

  it('addContactNote posts the body as JSON', async () => {
    await expect(addContactNote(7, { body: 'Llamé al cliente.' })).resolves.toEqual(NOTE);
    const [received] = server.requests;
    expect(received.headers['content-type']).toBe('application/json');
    expect(JSON.parse(received.body)).toEqual({ body: 'Llamé al cliente.' });
  });

  it('retryNotifications posts with no body and returns the new states', async () => {
    await expect(retryNotifications(7)).resolves.toEqual(RETRIED);
    const [received] = server.requests;
    expect(`${received.method} ${received.url}`).toBe('POST /api/contacts/7/notifications/retry');
    expect(received.body).toBe('');
  });

  it('deleteContact sends a DELETE and accepts the empty 204', async () => {
    await expect(deleteContact(7)).resolves.toBeUndefined();
    expect(`${server.requests[0].method} ${server.requests[0].url}`).toBe('DELETE /api/contacts/7');
    signedIn = false;
    await expect(deleteContact(7)).rejects.toThrow(/^401: /);
  });

  it('requestDataAccess posts the address (never in the URL) and returns the file name given', async () => {
    const answer = await requestDataAccess({ email: 'ana@example.com' });
    expect(answer.fileName).toBe('datos-personales-2025-03-02.json');
    expect(answer.data.submissions).toEqual([DETAIL]);
    const [received] = server.requests;
    expect(received.url).toBe('/api/data-subjects/access');
    expect(JSON.parse(received.body)).toEqual({ email: 'ana@example.com' });
  });

  it('requestErasure posts the address and returns how many requests went', async () => {
    await expect(requestErasure({ email: 'ana@example.com' })).resolves.toEqual({ deleted: 2 });
    expect(JSON.parse(server.requests[0].body)).toEqual({ email: 'ana@example.com' });
  });

  it('listAuditPage reads a page of the log and its total', async () => {
    await expect(listAuditPage({ limit: 50, offset: 50 })).resolves.toEqual({
      items: [AUDIT],
      total: 51,
      offset: 50,
    });
  });
});

describe('contactsExportHref', () => {
  it('is the bare export path without filters, and carries the filters as a query otherwise', () => {
    expect(contactsExportHref({})).toBe('/api/contacts/export.csv');
    expect(contactsExportHref({ status: 'processed', tipo_caso: 'english', q: 'a+b' })).toBe(
      '/api/contacts/export.csv?status=processed&tipo_caso=english&q=a%2Bb',
    );
  });
});

describe('fileNameOf', () => {
  it('reads the quoted file name of an attachment', () => {
    expect(fileNameOf('attachment; filename="datos-personales-2025-03-02.json"')).toBe(
      'datos-personales-2025-03-02.json',
    );
  });

  it('gives nothing for a missing header, an unquoted name or one with a path in it', () => {
    expect(fileNameOf(null)).toBeNull();
    expect(fileNameOf('attachment')).toBeNull();
    expect(fileNameOf('attachment; filename="../../etc/passwd"')).toBeNull();
    expect(fileNameOf('attachment; filename="a\\b.json"')).toBeNull();
  });
});
