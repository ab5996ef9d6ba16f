// The typed calls' specs: a real HTTP server answering a table of routes ('GET /api/x?y=1'), fetch routed
// to it, and a staff session that a test can end (every route but the public ones then answers 401).
import type { ServerResponse } from 'node:http';
import type { ContactSubmission } from '../src/lib/api/endpoints';
import { routeFetchTo, sendJson, startTestServer, type TestServer } from './http-test-server';

export type Reply = (res: ServerResponse) => void;

/** A JSON answer, with any headers (X-Total-Count, Content-Disposition) set first. */
export const json =
  (status: number, body: unknown, headers: Record<string, string> = {}): Reply =>
  (res) => {
    for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
    sendJson(res, status, body);
  };

export interface ApiRoutes {
  readonly server: TestServer;
  readonly fetchSpy: jest.SpiedFunction<typeof fetch>;
  /** The session ends: every route not listed as public answers 401 until the next test. */
  signOut(): void;
}

/** Serves `routes` for the enclosing describe block; anything else is a 404. */
export function serveApiRoutes(
  routes: Record<string, Reply>,
  publicRoutes: readonly string[] = [],
): ApiRoutes {
  let server: TestServer | undefined;
  let fetchSpy: jest.SpiedFunction<typeof fetch> | undefined;
  let signedIn = true;

  beforeAll(async () => {
    server = await startTestServer((req, res) => {
      const route = `${req.method} ${req.url}`;
      if (!signedIn && !publicRoutes.includes(route))
        sendJson(res, 401, { statusCode: 401, message: 'Unauthorized' });
      else (routes[route] ?? json(404, { statusCode: 404, message: 'Not Found' }))(res);
    });
  });
  afterAll(() => server?.close());

  beforeEach(() => {
    signedIn = true;
    server!.requests.length = 0;
    fetchSpy = routeFetchTo(server!.origin);
  });
  afterEach(() => fetchSpy?.mockRestore());

  return {
    get server() {
      return server!;
    },
    get fetchSpy() {
      return fetchSpy!;
    },
    signOut: () => {
      signedIn = false;
    },
  };
}

/** A consultation request as the API lists it. */
export function apiSubmission(overrides: Partial<ContactSubmission> = {}): ContactSubmission {
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
    whatsapp: null,
    notifications: [],
    noteCount: 0,
    booking: null,
    ...overrides,
  };
}
