import { apiSubmission, json, serveApiRoutes } from '../../../../../test/api-routes';
import { addNote } from './add-note';
import { deleteRequest } from './delete-request';
import { requestsExportHref } from './export-requests';
import { getRequest } from './get-request';
import { getRequestStats } from './get-request-stats';
import { getRequests, listContacts } from './get-requests';
import { markProcessed } from './mark-processed';
import { retryNotifications } from './retry-notifications';

const NOTE = {
  id: 3,
  author: 'staff@example.com',
  body: 'Llamé al cliente.',
  createdAt: '2025-03-02T10:00:00.000Z',
};
const DETAIL = { ...apiSubmission(), consentRecord: null, notes: [NOTE] };
const RETRIED = [
  { channel: 'email', status: 'pending', attempts: 3, lastError: null, sentAt: null, nextAttemptAt: null },
];

describe('the requests calls', () => {
  const api = serveApiRoutes({
    'GET /api/contacts': json(200, [apiSubmission()]),
    'GET /api/contacts?limit=2&offset=4': json(200, [apiSubmission({ id: 5 }), apiSubmission({ id: 4 })], {
      'X-Total-Count': '120',
    }),
    // No X-Total-Count (a proxy may strip it): the page itself still counts.
    'GET /api/contacts?limit=50&offset=100': json(200, [apiSubmission({ id: 1 })]),
    // A page past the end: no rows, and the server's total.
    'GET /api/contacts?limit=50&offset=4900': json(200, [], { 'X-Total-Count': '130' }),
    'GET /api/contacts?limit=50&offset=200': json(200, []),
    'GET /api/contacts?limit=500&offset=0': json(400, {
      statusCode: 400,
      message: 'limit must not be greater than 200',
    }),
    'GET /api/contacts/stats': json(200, { total: 120, pending: 7, processed: 113, today: 3 }),
    'GET /api/contacts?limit=50&offset=0&q=Jos%C3%A9&status=pending&from=2025-01-01': json(
      200,
      [apiSubmission()],
      {
        'X-Total-Count': '1',
      },
    ),
    'GET /api/contacts/7': json(200, DETAIL),
    'POST /api/contacts/7/notes': json(201, NOTE),
    'DELETE /api/contacts/7': (res) => res.writeHead(204).end(),
    'POST /api/contacts/7/notifications/retry': json(200, RETRIED),
    'PATCH /api/contacts/7/processed': json(200, apiSubmission({ processed: true })),
  });

  it('listContacts returns submissions and throws when signed out', async () => {
    await expect(listContacts()).resolves.toEqual([apiSubmission()]);
    api.signOut();
    await expect(listContacts()).rejects.toThrow(/^401: /);
  });

  it('getRequests asks for one page and reads the total from X-Total-Count', async () => {
    await expect(getRequests({ limit: 2, offset: 4 })).resolves.toEqual({
      items: [apiSubmission({ id: 5 }), apiSubmission({ id: 4 })],
      total: 120,
      offset: 4,
    });
    const [received] = api.server.requests;
    expect(`${received.method} ${received.url}`).toBe('GET /api/contacts?limit=2&offset=4');
    expect(api.fetchSpy.mock.calls[0][1]?.credentials).toBe('include');
  });

  it('getRequests counts the rows it has when the total header is missing', async () => {
    await expect(getRequests({ limit: 50, offset: 100 })).resolves.toEqual({
      items: [apiSubmission({ id: 1 })],
      total: 101,
      offset: 100,
    });
  });

  it('getRequests answers a page past the end with the whole total, not its own offset', async () => {
    // The panel moves ?page=99 to the last page in one step: the offset asked for is no count of rows.
    await expect(getRequests({ limit: 50, offset: 4900 })).resolves.toEqual({
      items: [],
      total: 130,
      offset: 4900,
    });
    await expect(getRequests({ limit: 50, offset: 200 })).resolves.toEqual({
      items: [],
      total: 0,
      offset: 200,
    });
  });

  it('getRequests surfaces a 400 and a 401 as "<status>: <body>"', async () => {
    await expect(getRequests({ limit: 500, offset: 0 })).rejects.toThrow(
      new Error('400: {"statusCode":400,"message":"limit must not be greater than 200"}'),
    );
    api.signOut();
    await expect(getRequests({ limit: 2, offset: 4 })).rejects.toThrow(/^401: /);
  });

  it('getRequestStats returns the four counters and throws when signed out', async () => {
    await expect(getRequestStats()).resolves.toEqual({ total: 120, pending: 7, processed: 113, today: 3 });
    api.signOut();
    await expect(getRequestStats()).rejects.toThrow(/^401: /);
  });

  it('markProcessed sends a PATCH with no body', async () => {
    await expect(markProcessed(7)).resolves.toMatchObject({ id: 7, processed: true });
    const [received] = api.server.requests;
    expect(`${received.method} ${received.url}`).toBe('PATCH /api/contacts/7/processed');
    expect(received.body).toBe('');
    expect(received.headers['content-type']).toBeUndefined();
  });

  it('markProcessed surfaces a 404 as "404: <body>"', async () => {
    await expect(markProcessed(8)).rejects.toThrow(
      new Error('404: {"statusCode":404,"message":"Not Found"}'),
    );
  });

  it('getRequests sends the filters after the paging, and reads the filtered total', async () => {
    const page = await getRequests({
      limit: 50,
      offset: 0,
      q: 'José',
      status: 'pending',
      from: '2025-01-01',
    });
    expect(page).toEqual({ items: [apiSubmission()], total: 1, offset: 0 });
  });

  it('getRequest reads one request with its notes; a missing one is "404: <body>"', async () => {
    await expect(getRequest(7)).resolves.toEqual(DETAIL);
    await expect(getRequest(8)).rejects.toThrow(/^404: /);
  });

  it('addNote posts the body as JSON', async () => {
    await expect(addNote(7, { body: 'Llamé al cliente.' })).resolves.toEqual(NOTE);
    const [received] = api.server.requests;
    expect(received.headers['content-type']).toBe('application/json');
    expect(JSON.parse(received.body)).toEqual({ body: 'Llamé al cliente.' });
  });

  it('retryNotifications posts with no body and returns the new states', async () => {
    await expect(retryNotifications(7)).resolves.toEqual(RETRIED);
    const [received] = api.server.requests;
    expect(`${received.method} ${received.url}`).toBe('POST /api/contacts/7/notifications/retry');
    expect(received.body).toBe('');
  });

  it('deleteRequest sends a DELETE and accepts the empty 204', async () => {
    await expect(deleteRequest(7)).resolves.toBeUndefined();
    expect(`${api.server.requests[0].method} ${api.server.requests[0].url}`).toBe('DELETE /api/contacts/7');
    api.signOut();
    await expect(deleteRequest(7)).rejects.toThrow(/^401: /);
  });
});

describe('requestsExportHref', () => {
  it('is the bare export path without filters, and carries the filters as a query otherwise', () => {
    expect(requestsExportHref({})).toBe('/api/contacts/export.csv');
    expect(requestsExportHref({ status: 'processed', tipo_caso: 'english', q: 'a+b' })).toBe(
      '/api/contacts/export.csv?status=processed&tipo_caso=english&q=a%2Bb',
    );
  });
});
