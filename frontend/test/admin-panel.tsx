// The staff panel in jsdom, as /admin serves it, for component specs: the app's theme, a fresh query client,
// the browser router at the address given, the staff frame's main region and toast host, and a staff API on
// a real loopback server (test/http-test-server.ts) that each test tells what to answer.
import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, screen, type RenderResult } from '@testing-library/react';
import type { ServerResponse } from 'node:http';
import { setImmediate as nextRealTurn } from 'node:timers/promises';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { theme } from '../src/app/theme';
import { ToastHost } from '../src/components/toast-host';
import { AdminPanel } from '../src/features/admin';
import { chooseStaffLocale, useStaffLocale } from '../src/features/admin/shared/i18n/staff-locale';
import type { AuthUser, ContactStats, ContactSubmission } from '../src/lib/api/endpoints';
import { createQueryClient } from '../src/lib/api/query-client';
import { notifications } from '../src/components/toast';
import {
  routeFetchTo,
  sendJson,
  startTestServer,
  type RecordedRequest,
  type TestServer,
} from './http-test-server';

export const STAFF_USER: AuthUser = { id: 1, email: 'staff@example.com', locale: null };

export type Route = (req: RecordedRequest, res: ServerResponse) => void;

export interface StaffApi {
  origin: string;
  /** The fetch() calls and page loads the panel started in this test, in order, each with its time. */
  activity: Activity[];
  /** The signed-in staff member; null answers the session check 401, as for a visitor signed out. */
  user: AuthUser | null;
  /** The stored requests, newest first: the list answers them all, and the counters count them. */
  contacts: ContactSubmission[];
  /** Answers `METHOD /path` (its query aside) with `route` instead, for this test. */
  on(method: string, path: string, route: Route): void;
  /**
   * Holds the answers to `METHOD /path` until release(), then answers them as it would have; `arrived`
   * resolves when the first one comes. Await it inside act(): the panel may render meanwhile.
   */
  hold(method: string, path: string): { arrived: Promise<void>; release: () => void };
}

/** The counters as the server computes them over every stored request (all of them sent today). */
function statsOf(contacts: readonly ContactSubmission[]): ContactStats {
  const pending = contacts.filter((contact) => !contact.processed);
  return {
    total: contacts.length,
    pending: pending.length,
    processed: contacts.length - pending.length,
    today: contacts.length,
    // A meeting booked online is an answer: such a request is not overdue (the server's rule).
    overdue: pending.filter(
      (contact) => Date.parse(contact.answerBy) <= Date.now() && contact.booking?.status !== 'booked',
    ).length,
  };
}

/** The reads every panel makes (session, list, counters), answered from what the test stored. */
const READS: Record<string, (api: StaffApi, res: ServerResponse) => void> = {
  '/api/auth/user': ({ user }, res) =>
    user ? sendJson(res, 200, user) : sendJson(res, 401, { statusCode: 401, message: 'Unauthorized' }),
  '/api/contacts': ({ contacts }, res) => {
    res.writeHead(200, { 'Content-Type': 'application/json', 'X-Total-Count': String(contacts.length) });
    res.end(JSON.stringify(contacts));
  },
  '/api/contacts/stats': ({ contacts }, res) => sendJson(res, 200, statsOf(contacts)),
};

/**
 * The staff API of a spec's tests, started once for them and left as new before each test: signed in,
 * nothing stored, no route or hold of the test before, the panel in the browser's language (English). After
 * each test the panel is unmounted, real timers are back and every spy is restored.
 */
export function setUpStaffApi(): StaffApi {
  const routes = new Map<string, Route>();
  const holds = new Map<string, { arrive: () => void; gate: Promise<void> }>();
  let server: TestServer;
  const api: StaffApi = {
    get origin() {
      return server.origin;
    },
    activity: [],
    user: STAFF_USER,
    contacts: [],
    on: (method, path, route) => routes.set(`${method} ${path}`, route),
    hold(method, path) {
      let release!: () => void;
      const gate = new Promise<void>((done) => (release = done));
      let arrive!: () => void;
      const arrived = new Promise<void>((done) => (arrive = done));
      holds.set(`${method} ${path}`, { arrive, gate });
      return { arrived, release };
    },
  };

  function answer(req: RecordedRequest, res: ServerResponse) {
    const path = new URL(req.url, server.origin).pathname;
    const key = `${req.method} ${path}`;
    const route = routes.get(key);
    const read = req.method === 'GET' ? READS[path] : undefined;
    const send = () => {
      if (route) route(req, res);
      else if (read) read(api, res);
      else sendJson(res, 404, { statusCode: 404, message: 'Not Found' });
    };
    const held = holds.get(key);
    if (!held) return send();
    held.arrive();
    void held.gate.then(send);
  }

  beforeAll(async () => {
    server = await startTestServer(answer);
  });
  afterAll(() => server.close());
  beforeEach(() => {
    api.user = STAFF_USER;
    api.contacts = [];
    routes.clear();
    holds.clear();
    api.activity = recordActivity(server.origin);
    chooseStaffLocale(null);
  });
  afterEach(() => {
    cleanup();
    jest.useRealTimers();
    jest.restoreAllMocks();
  });
  return api;
}

let nextId = 1;

/** A pending request named `nombre`, with an address of its own; `overrides` for the rest. */
export function submission(nombre: string, overrides: Partial<ContactSubmission> = {}): ContactSubmission {
  const id = nextId++;
  return {
    id,
    nombre,
    email: `cliente${id}@example.com`,
    telefono: '+57 300 123 4567',
    tipo_caso: 'familia',
    mensaje: 'Necesito asesoría sobre mi caso, por favor.',
    consent: true,
    whatsapp: null,
    processed: false,
    createdAt: '2026-03-10T14:00:00.000Z',
    answerBy: '2026-03-10T15:00:00.000Z',
    noteCount: 0,
    booking: null,
    notifications: [],
    ...overrides,
  };
}

/** What the panel starts, in order, with Date.now() at that moment: fetch() calls and page loads. */
export interface Activity {
  kind: 'fetch' | 'navigate';
  path: string;
  at: number;
}

/**
 * Sends the panel's fetch() calls to the test server and records them, with every page load it asks for
 * (log-in and log-out pages are the server's: location.assign). jsdom loads no page, so the call is what
 * there is to see; jsdom's Location cannot be spied on, only the object behind it.
 */
function recordActivity(origin: string): Activity[] {
  const log: Activity[] = [];
  const note = (kind: Activity['kind'], url: string) =>
    log.push({ kind, path: new URL(url, window.location.href).pathname, at: Date.now() });
  const fetchSpy = routeFetchTo(origin);
  const send = fetchSpy.getMockImplementation()!;
  fetchSpy.mockImplementation((input, init) => {
    note('fetch', String(input));
    return send(input, init);
  });
  const impl = Object.getOwnPropertySymbols(window.location).find((key) => key.description === 'impl');
  const location = (window.location as unknown as Record<symbol, { assign(url: string): void }>)[impl!];
  jest.spyOn(location, 'assign').mockImplementation((url) => note('navigate', url));
  return log;
}

/** Where the staff frame (app/layout/staff-layout.tsx) puts the panel, and its toast host. */
function StaffFrame() {
  const locale = useStaffLocale();
  return (
    <>
      <main id="contenido">
        <AdminPanel />
      </main>
      <ToastHost language={locale} />
    </>
  );
}

/** Opens the panel at `path`, in a tab of its own: no toast, nothing in session storage. */
export function renderAdminPanel(path = '/admin'): RenderResult {
  window.history.replaceState(null, '', path);
  window.sessionStorage.clear();
  notifications.clean();
  return render(
    <MantineProvider theme={theme}>
      <QueryClientProvider client={createQueryClient()}>
        {/* A data router, as in the browser: the panel's leave guard needs one. */}
        <RouterProvider router={createBrowserRouter([{ path: '*', element: <StaffFrame /> }])} />
      </QueryClientProvider>
    </MantineProvider>,
  );
}

/** A request's card, found by its heading (the card is labelled by it). */
export const card = (nombre: string) => screen.getByRole('article', { name: nombre });

/** The toast on screen (the panel shows one at a time), or null. */
export const shownToast = () => document.querySelector<HTMLElement>('.mantine-Notification-root');

/**
 * Jest's fake timers as the browser specs' page clock: Date and every timer stand still at `now` until the
 * test moves them. Promise jobs stay real (they are no timers), so answers are taken in as they come.
 */
export function installClock(now: number): void {
  jest.useFakeTimers({ now, doNotFake: ['nextTick', 'queueMicrotask'] });
}

/**
 * Lets the panel take in the test server's answers and render them, with the fake clock standing still,
 * until `ready` holds: timers due now run, none later. (findBy and waitFor move a fake clock on.)
 */
export async function settleUntil(ready: () => boolean): Promise<void> {
  while (!ready()) {
    await act(async () => {
      await nextRealTurn();
      jest.advanceTimersByTime(0);
    });
  }
}

/** Moves the fake clock on by `ms`, running every timer due meanwhile, and renders what they changed. */
export async function runFor(ms: number): Promise<void> {
  await act(async () => {
    jest.advanceTimersByTime(ms);
  });
}
