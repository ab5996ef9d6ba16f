import { QueryClient } from '@tanstack/react-query';
import { routeFetchTo, sendJson, startTestServer, type TestServer } from '../../../test/http-test-server';
import { apiRequest, getQueryFn } from './client';

describe('api client against a real HTTP server', () => {
  let server: TestServer;
  let fetchSpy: jest.SpiedFunction<typeof fetch>;

  beforeAll(async () => {
    server = await startTestServer((req, res) => {
      const path = req.url.split('?')[0];
      if (path === '/boom') {
        res.writeHead(500, { 'Content-Type': 'text/plain' });
        res.end('boom');
      } else if (path === '/missing') {
        res.writeHead(404);
        res.end();
      } else if (path === '/invalid') {
        sendJson(res, 400, { statusCode: 400, message: 'Validation failed' });
      } else if (path === '/private') {
        sendJson(res, 401, { statusCode: 401, message: 'Unauthorized' });
      } else {
        sendJson(res, 200, { ok: true, path });
      }
    });
  });

  afterAll(() => server.close());

  beforeEach(() => {
    server.requests.length = 0;
    fetchSpy = routeFetchTo(server.origin);
  });

  afterEach(() => fetchSpy.mockRestore());

  describe('apiRequest', () => {
    it('always sends cookies', async () => {
      await apiRequest('GET', '/echo');
      await apiRequest('POST', '/echo', { a: 1 });
      expect(fetchSpy).toHaveBeenCalledTimes(2);
      for (const [, init] of fetchSpy.mock.calls) {
        expect(init?.credentials).toBe('include');
      }
    });

    it('sends a JSON-encoded body with a JSON content type when a payload is given', async () => {
      const payload = { nombre: 'Ana', consent: true, tags: ['a', 'b'] };
      await apiRequest('POST', '/echo', payload);
      const [received] = server.requests;
      expect(received.method).toBe('POST');
      expect(received.headers['content-type']).toBe('application/json');
      expect(JSON.parse(received.body)).toEqual(payload);
    });

    it('asks for error codes beside the messages, so the panel can word refusals itself', async () => {
      await apiRequest('PATCH', '/api/contacts/7/processed');
      await apiRequest('POST', '/echo', { a: 1 });
      expect(server.requests.map((received) => received.headers['x-error-detail'])).toEqual([
        'codes',
        'codes',
      ]);
    });

    it('sends no body and no content type without a payload', async () => {
      await apiRequest('PATCH', '/api/contacts/7/processed');
      const [received] = server.requests;
      expect(received.method).toBe('PATCH');
      expect(received.headers['content-type']).toBeUndefined();
      expect(received.body).toBe('');
    });

    it('resolves with the response on 2xx', async () => {
      const res = await apiRequest('GET', '/echo');
      expect(res.status).toBe(200);
      await expect(res.json()).resolves.toEqual({ ok: true, path: '/echo' });
    });

    it('throws "<status>: <body>" on a non-2xx response', async () => {
      await expect(apiRequest('GET', '/boom')).rejects.toThrow(new Error('500: boom'));
    });

    it('keeps a JSON error body verbatim in the message', async () => {
      await expect(apiRequest('POST', '/invalid', {})).rejects.toThrow(
        new Error('400: {"statusCode":400,"message":"Validation failed"}'),
      );
    });

    it('falls back to the status text when the error body is empty', async () => {
      await expect(apiRequest('GET', '/missing')).rejects.toThrow(new Error('404: Not Found'));
    });

    it('throws on 401 too', async () => {
      await expect(apiRequest('GET', '/private')).rejects.toThrow(/^401: /);
    });
  });

  describe('getQueryFn', () => {
    let client: QueryClient;
    beforeEach(() => {
      client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    });
    afterEach(() => client.clear());

    it('GETs the query key segments joined with "/" and parses JSON', async () => {
      const data = await client.fetchQuery({
        queryKey: ['/api/contacts', 7, 'processed'],
        queryFn: getQueryFn({ on401: 'throw' }),
      });
      expect(server.requests.map((r) => `${r.method} ${r.url}`)).toEqual(['GET /api/contacts/7/processed']);
      expect(data).toEqual({ ok: true, path: '/api/contacts/7/processed' });
      expect(fetchSpy.mock.calls[0][1]?.credentials).toBe('include');
    });

    it('returns null on 401 with on401 "returnNull"', async () => {
      const data = await client.fetchQuery({
        queryKey: ['/private'],
        queryFn: getQueryFn({ on401: 'returnNull' }),
      });
      expect(data).toBeNull();
      expect(server.requests).toHaveLength(1);
    });

    it('throws on 401 with on401 "throw"', async () => {
      await expect(
        client.fetchQuery({ queryKey: ['/private'], queryFn: getQueryFn({ on401: 'throw' }) }),
      ).rejects.toThrow(new Error('401: {"statusCode":401,"message":"Unauthorized"}'));
    });

    it('still throws other errors with on401 "returnNull"', async () => {
      await expect(
        client.fetchQuery({ queryKey: ['/boom'], queryFn: getQueryFn({ on401: 'returnNull' }) }),
      ).rejects.toThrow(new Error('500: boom'));
    });
  });
});
