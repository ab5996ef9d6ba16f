import { QueryObserver, type QueryClient } from '@tanstack/react-query';
import { routeFetchTo, sendJson, startTestServer, type TestServer } from '../../../test/http-test-server';
import { createQueryClient, queryClient } from './query-client';

describe('queryClient defaults (SPEC §9)', () => {
  it('turns off retries, staleness, focus refetch and polling', () => {
    const { queries, mutations } = queryClient.getDefaultOptions();
    expect(queries?.retry).toBe(false);
    expect(queries?.staleTime).toBe(Infinity);
    expect(queries?.refetchOnWindowFocus).toBe(false);
    expect(queries?.refetchInterval).toBe(false);
    expect(mutations?.retry).toBe(false);
    expect(typeof queries?.queryFn).toBe('function');
  });

  describe('against a real HTTP server', () => {
    let server: TestServer;
    let fetchSpy: jest.SpiedFunction<typeof fetch>;
    let client: QueryClient;

    beforeAll(async () => {
      server = await startTestServer((req, res) => {
        if (req.url === '/api/auth/user') sendJson(res, 401, { statusCode: 401, message: 'Unauthorized' });
        else sendJson(res, 200, [{ id: 1 }]);
      });
    });
    afterAll(() => server.close());

    beforeEach(() => {
      server.requests.length = 0;
      fetchSpy = routeFetchTo(server.origin);
      client = createQueryClient();
    });
    afterEach(() => {
      client.clear();
      fetchSpy.mockRestore();
    });

    /** Runs a query the way useQuery does (observer defaults, including retry) until it settles. */
    function observe(queryKey: readonly unknown[]) {
      const observer = new QueryObserver(client, { queryKey });
      return new Promise<ReturnType<typeof observer.getCurrentResult>>((resolve) => {
        const unsubscribe = observer.subscribe((result) => {
          if (result.status !== 'pending') {
            unsubscribe();
            resolve(result);
          }
        });
      });
    }

    it('uses the default query fn: the key joined with "/", JSON parsed, data never stale', async () => {
      const result = await observe(['/api', 'contacts']);
      expect(server.requests.map((r) => r.url)).toEqual(['/api/contacts']);
      expect(result.data).toEqual([{ id: 1 }]);
      expect(result.isStale).toBe(false);
    });

    it('throws on 401 by default and does not retry', async () => {
      const result = await observe(['/api/auth/user']);
      expect(result.status).toBe('error');
      expect(result.error?.message).toBe('401: {"statusCode":401,"message":"Unauthorized"}');
      expect(server.requests).toHaveLength(1);
    });
  });
});
