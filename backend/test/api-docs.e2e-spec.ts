import request from 'supertest';
import { type RunningApp } from '../src/app';
import { addStaff, http, login, TestWorkspace } from './harness';

const DOCUMENTS = ['/api/docs-json', '/api/docs-yaml'];
/** Swagger UI's page, its init script (which embeds the document) and one of its library files. */
const UI = ['/api/docs', '/api/docs/', '/api/docs/swagger-ui-init.js', '/api/docs/swagger-ui.css'];
/** Express matches routes case-insensitively and with a trailing slash: neither may slip past. */
const VARIANTS = ['/API/DOCS-JSON', '/api/docs-json/', '/Api/Docs/swagger-ui-init.js'];

describe.each([
  ['public', undefined],
  ['staff', 'staff'],
  ['off', 'off'],
])('API_DOCS=%s', (mode, value) => {
  const workspace = new TestWorkspace();
  let running: RunningApp;
  let cookie: string;

  beforeAll(async () => {
    running = await workspace.start(value ? { API_DOCS: value } : {});
    await addStaff(running);
    cookie = await login(running);
  });
  afterAll(async () => {
    await running.close();
    workspace.cleanup();
  });

  const get = (path: string, withSession: boolean) => {
    const call = request(http(running)).get(path);
    return withSession ? call.set('Cookie', cookie) : call;
  };

  if (mode === 'public') {
    it.each([...DOCUMENTS, ...UI, ...VARIANTS])('%s is open to everyone', async (path) => {
      await get(path, false).expect(200);
    });
    it('the JSON document is the OpenAPI contract', async () => {
      const response = await get('/api/docs-json', false).expect(200);
      expect(response.body.openapi).toMatch(/^3\./);
      expect(Object.keys(response.body.paths)).toContain('/api/contact');
    });
  }

  if (mode === 'staff') {
    it.each([...DOCUMENTS, ...UI, ...VARIANTS])('%s is served with a staff session', async (path) => {
      await get(path, true).expect(200);
    });
    it.each(['/api/docs', '/api/docs/', '/api/docs/index.html'])(
      'Swagger UI (%s) sends a browser without a session to the log-in form',
      async (path) => {
        const response = await get(path, false).expect(303);
        expect(response.headers.location).toBe('/api/login');
        expect(response.text).not.toContain('swagger');
      },
    );
    it.each([...DOCUMENTS, '/api/docs/swagger-ui-init.js', '/api/docs/swagger-ui.css', ...VARIANTS])(
      '%s is 401 without a session, and shows nothing of the document',
      async (path) => {
        const response = await get(path, false).expect(401);
        expect(response.body).toEqual({ statusCode: 401, message: 'Unauthorized' });
        expect(response.text).not.toContain('/api/contact');
      },
    );
  }

  if (mode === 'off') {
    it.each([...DOCUMENTS, ...UI, ...VARIANTS])('%s is 404, even for staff', async (path) => {
      for (const withSession of [false, true]) {
        const response = await get(path, withSession).expect(404);
        expect(response.text).not.toContain('/api/contact');
      }
    });
  }

  it('the rest of the API is as before', async () => {
    await get('/api/health', false).expect(200);
    await get('/api/contacts', true).expect(200);
  });
});
