import request from 'supertest';
import { type RunningApp } from '../src/app';
import { contactRequest } from './factories';
import { addStaff, http, login, TestWorkspace } from './harness';
import { png } from './image-fixtures';
import { submitRequest } from './inquiries-seed';

type Call = [string, (agent: request.Agent) => request.Test, number];

describe('Cache-Control on API answers', () => {
  const workspace = new TestWorkspace();
  let running: RunningApp;
  let cookie: string;
  let id: number;
  let picture: Buffer;

  beforeAll(async () => {
    picture = await png(300, 300);
    running = await workspace.start();
    await addStaff(running);
    cookie = await login(running);
    id = await submitRequest(running, contactRequest({ email: 'ana@example.com' }));
  });
  afterAll(async () => {
    await running.close();
    workspace.cleanup();
  });

  const staff = (call: request.Test) => call.set('Cookie', cookie);

  // Each staff endpoint, signed in, answering with personal data or a change to it.
  const STAFF_CALLS: Call[] = [
    ['the list', (a) => staff(a.get('/api/contacts')), 200],
    ['the counters', (a) => staff(a.get('/api/contacts/stats')), 200],
    ['a request', (a) => staff(a.get(`/api/contacts/${id}`)), 200],
    ['the CSV export', (a) => staff(a.get('/api/contacts/export.csv')), 200],
    ['a new note', (a) => staff(a.post(`/api/contacts/${id}/notes`)).send({ body: 'Llamar mañana' }), 201],
    ['mark processed', (a) => staff(a.patch(`/api/contacts/${id}/processed`)), 200],
    ['notification retry', (a) => staff(a.post(`/api/contacts/${id}/notifications/retry`)), 200],
    ['the audit log', (a) => staff(a.get('/api/audit')), 200],
    ['the signed-in user', (a) => staff(a.get('/api/auth/user')), 200],
    [
      'a data-subject download',
      (a) => staff(a.post('/api/data-subjects/access')).send({ email: 'ana@example.com' }),
      200,
    ],
    [
      'a data-subject erasure',
      (a) => staff(a.post('/api/data-subjects/erasure')).send({ email: 'nadie@example.com' }),
      200,
    ],
    ['a deletion', (a) => staff(a.delete(`/api/contacts/${id}`)), 204],
    [
      'an image upload',
      (a) =>
        staff(a.post('/api/admin/images')).attach('file', picture, {
          filename: 'a.png',
          contentType: 'image/png',
        }),
      201,
    ],
  ];

  // Public answers and every kind of error.
  const OTHER_CALLS: Call[] = [
    ['the health check', (a) => a.get('/api/health'), 200],
    ['an accepted consultation', (a) => a.post('/api/contact').send(contactRequest()), 201],
    ['a refused consultation', (a) => a.post('/api/contact').send({}), 400],
    ['no session', (a) => a.get('/api/contacts'), 401],
    ['an unknown request', (a) => staff(a.get('/api/contacts/999999')), 404],
    ['an unknown API path', (a) => a.get('/api/nada'), 404],
    ['malformed JSON', (a) => a.post('/api/contact').type('json').send('{'), 400],
    ['a wrong media type', (a) => a.post('/api/contact').type('text').send('hola'), 415],
    ['a body too large', (a) => a.post('/api/contact').send({ mensaje: 'x'.repeat(20_000) }), 413],
    [
      'a cross-site post',
      (a) => a.post('/api/contact').set('Sec-Fetch-Site', 'cross-site').send(contactRequest()),
      403,
    ],
    ['a log-out redirect', (a) => a.get('/api/logout'), 303],
    ['the OpenAPI document', (a) => a.get('/api/docs-json'), 200],
    ['Swagger UI', (a) => a.get('/api/docs'), 200],
    ["Swagger UI's init script (it embeds the document)", (a) => a.get('/api/docs/swagger-ui-init.js'), 200],
  ];

  it.each([...STAFF_CALLS, ...OTHER_CALLS])('%s: no-store', async (_name, call, status) => {
    const response = await call(request.agent(http(running)));
    expect(response.status).toBe(status);
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it.each(['/api/docs/swagger-ui.css', '/api/docs/swagger-ui-bundle.js'])(
    "%s (Swagger UI's library) stays cacheable, revalidated by its ETag",
    async (path) => {
      const response = await request(http(running)).get(path).expect(200);
      expect(response.headers['cache-control']).toBe('public, max-age=0');
      expect(response.headers.etag).toBeDefined();
    },
  );

  it('pages and assets keep their own caching', async () => {
    const page = await request(http(running)).get('/').expect(200);
    expect(page.headers['cache-control']).not.toContain('no-store');
  });
});
