/**
 * @jest-environment ./test/jsdom-environment.cjs
 */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { sendJson } from '../../../../../test/http-test-server';
import {
  card,
  installClock,
  renderAdminPanel,
  runFor,
  settleUntil,
  shownToast,
  submission,
  setUpStaffApi,
} from '../../../../../test/admin-panel';
import type { ContactSubmission } from '../../../../lib/api/endpoints';

// SPEC §4 and §8's panel states, §9's delays (on jest's fake clock), in an English browser: what the staff API
// answers is the test's to choose. The real log-in and the real data stay in e2e/admin.spec.ts.

/** Where the fake clock stands: every toast, redirect and poll is timed from it. */
const T0 = Date.parse('2026-03-10T14:05:00.000Z');

const api = setUpStaffApi();
let first: ContactSubmission;
let second: ContactSubmission;

beforeEach(() => {
  first = submission('Cliente 1');
  second = submission('Cliente 2');
  api.contacts = [second, first];
});

const main = () => document.getElementById('contenido')!;

/** What a person reads in `element`: jsdom writes the CSS of Mantine's responsive props into <style> there. */
function readText(element: HTMLElement): string {
  const copy = element.cloneNode(true) as HTMLElement;
  copy.querySelectorAll('style').forEach((style) => style.remove());
  return copy.textContent ?? '';
}

const markPath = (contact: ContactSubmission) => `/api/contacts/${contact.id}/processed`;
const markButton = (nombre: string) =>
  within(card(nombre)).getByRole('button', { name: 'Mark as Processed' }) as HTMLButtonElement;
const loads = (path: string) => api.activity.filter((entry) => entry.path === path);

function counters() {
  const keys = ['total', 'pending', 'processed', 'today'] as const;
  const value = (key: string) =>
    Number(document.querySelector(`[data-stat="${key}"] dd`)!.textContent!.replace(/\D/g, ''));
  return Object.fromEntries(keys.map((key) => [key, value(key)]));
}

function expectToast(title: string, message: string): HTMLElement {
  const toast = shownToast()!;
  expect(toast.querySelector('.mantine-Notification-title')!.textContent).toBe(title);
  expect(toast.querySelector('.mantine-Notification-description')!.textContent).toBe(message);
  return toast;
}

function expectDestructiveToast(title: string, message: string): void {
  expect(expectToast(title, message).getAttribute('style')).toContain('--mantine-color-red');
}

const toastShown = () => waitFor(() => expect(shownToast()).not.toBeNull());

/** Opens the panel on the fake clock at T0 and marks Cliente 2, until the toast it brings shows: still at T0. */
async function markOnClock(): Promise<void> {
  installClock(T0);
  renderAdminPanel();
  await settleUntil(() => screen.queryByText('Cliente 2') !== null);
  fireEvent.click(markButton('Cliente 2'));
  await settleUntil(() => shownToast() !== null);
  expect(Date.now()).toBe(T0);
}

describe('the admin panel', () => {
  it('signed out: an Unauthorized toast, nothing else, then the log-in page after 1 second', async () => {
    api.user = null;
    installClock(T0);
    renderAdminPanel();
    await settleUntil(() => shownToast() !== null);
    expect(Date.now()).toBe(T0);
    expectDestructiveToast('Unauthorized', 'You need to log in to access the admin panel.');
    expect(readText(main()).trim()).toBe('');

    await runFor(999);
    expect(loads('/api/login')).toEqual([]);
    expect(window.location.pathname).toBe('/admin');
    await runFor(1);
    expect(loads('/api/login')).toEqual([{ kind: 'navigate', path: '/api/login', at: T0 + 1000 }]);
    expect(api.activity.filter((entry) => entry.path.startsWith('/api/contacts'))).toEqual([]);
  });

  it('shows "Checking authentication..." while the session check is on its way', async () => {
    api.user = null;
    const auth = api.hold('GET', '/api/auth/user');
    renderAdminPanel();
    await act(() => auth.arrived);
    expect(await screen.findByText('Checking authentication...')).toBeTruthy();
    auth.release();
    await toastShown();
    expect(screen.queryByText('Checking authentication...')).toBeNull();
  });

  it('shows "Loading contacts..." while the list is on its way', async () => {
    api.contacts = [];
    const list = api.hold('GET', '/api/contacts');
    renderAdminPanel();
    await act(() => list.arrived);
    expect(await screen.findByText('Loading contacts...')).toBeTruthy();
    list.release();
    expect(await screen.findByRole('heading', { name: 'No contacts yet' })).toBeTruthy();
    expect(screen.queryByText('Loading contacts...')).toBeNull();
  });

  it('shows "Error Loading Contacts" with the status and the server message, not raw JSON', async () => {
    api.on('GET', '/api/contacts', (_req, res) =>
      sendJson(res, 500, { statusCode: 500, message: 'Internal server error' }),
    );
    renderAdminPanel();
    await screen.findByRole('heading', { name: 'Error Loading Contacts' });
    const text = readText(main());
    expect(text).toContain('500: Internal server error');
    expect(text).not.toMatch(/[{}]|statusCode/);
    expect(screen.queryAllByRole('article')).toHaveLength(0);
  });

  it.each([
    [500, 'Internal boom', '500: Internal boom'],
    [503, '', '503: Service Unavailable'],
  ])(
    'shows "Error Loading Contacts" as SPEC §8 words it: status %i, body %j',
    async (status, body, shown) => {
      api.on('GET', '/api/contacts', (_req, res) =>
        res.writeHead(status, { 'Content-Type': 'text/plain' }).end(body),
      );
      renderAdminPanel();
      await screen.findByRole('heading', { name: 'Error Loading Contacts' });
      expect(within(main()).getAllByText(shown, { exact: true })).toHaveLength(1);
    },
  );

  it('marks a submission processed: Processing... while pending, then Success and fresh counters', async () => {
    api.on('PATCH', markPath(first), (_req, res) => {
      const marked = { ...first, processed: true };
      api.contacts = [second, marked];
      sendJson(res, 200, marked);
    });
    const patch = api.hold('PATCH', markPath(first));
    renderAdminPanel();
    await screen.findByRole('article', { name: 'Cliente 1' });
    const target = card('Cliente 1');
    fireEvent.click(markButton('Cliente 1'));
    await act(() => patch.arrived);
    const button = await within(target).findByRole('button', { name: 'Processing...' });
    expect((button as HTMLButtonElement).disabled).toBe(true);
    patch.release();

    await toastShown();
    // SPEC's toast, with the offer to undo it.
    const toast = shownToast()!;
    expect(toast.querySelector('.mantine-Notification-title')!.textContent).toBe('Success');
    expect(within(toast).getByText('Contact marked as processed').tagName).toBe('P');
    within(toast).getByRole('button', { name: 'Undo: Cliente 1 is pending again' });
    await waitFor(() => expect(target.querySelector('[data-status="processed"]')).not.toBeNull());
    expect(target.querySelector('[data-status]')!.textContent).toBe('Processed');
    expect(within(target).queryAllByRole('button')).toHaveLength(0);
    await waitFor(() => expect(counters()).toEqual({ total: 2, pending: 1, processed: 1, today: 2 }));
  });

  it("shows the server's message in an Error toast when marking fails", async () => {
    api.on('PATCH', markPath(second), (_req, res) =>
      sendJson(res, 404, { statusCode: 404, message: 'Contact submission 999 not found' }),
    );
    renderAdminPanel();
    await screen.findByRole('article', { name: 'Cliente 2' });
    fireEvent.click(markButton('Cliente 2'));
    await toastShown();
    expectDestructiveToast('Error', '404: Contact submission 999 not found');
    const target = card('Cliente 2');
    expect(target.querySelector('[data-status]')!.textContent).toBe('Pending');
    const button = await within(target).findByRole('button', { name: 'Mark as Processed' });
    expect((button as HTMLButtonElement).disabled).toBe(false);
  });

  it.each([
    [500, 'Internal boom', '500: Internal boom'],
    [503, '', '503: Service Unavailable'],
  ])('words a failed mark as SPEC §8 does: status %i, body %j', async (status, body, shown) => {
    api.on('PATCH', markPath(second), (_req, res) =>
      res.writeHead(status, { 'Content-Type': 'text/plain' }).end(body),
    );
    renderAdminPanel();
    await screen.findByRole('article', { name: 'Cliente 2' });
    fireEvent.click(markButton('Cliente 2'));
    await toastShown();
    expectDestructiveToast('Error', shown);
  });

  it('an expired session while marking: Session Expired, then the log-in page after 0.5 seconds', async () => {
    // What the server answers once the session has ended (a log-out elsewhere, or an expiry).
    api.on('PATCH', markPath(second), (_req, res) =>
      sendJson(res, 401, { statusCode: 401, message: 'Unauthorized' }),
    );
    await markOnClock();
    expectDestructiveToast('Session Expired', 'Please log in again.');

    await runFor(499);
    expect(loads('/api/login')).toEqual([]);
    expect(window.location.pathname).toBe('/admin');
    await runFor(1);
    expect(loads('/api/login')).toEqual([{ kind: 'navigate', path: '/api/login', at: T0 + 500 }]);
  });

  it('shows a toast for 5 seconds, then takes it away', async () => {
    api.on('PATCH', markPath(second), (_req, res) =>
      res.writeHead(500, { 'Content-Type': 'application/json' }).end('{"statusCode":500}'),
    );
    await markOnClock();

    const toast = shownToast()!;
    expect(within(toast).getAllByRole('button', { name: 'Close notification' })).toHaveLength(1);
    // The notifications' own state styles: opacity 1 while shown, 0 once it leaves.
    const opacity = () => toast.style.getPropertyValue('--notifications-state-opacity');
    await runFor(4_999);
    expect(document.querySelectorAll('.mantine-Notification-root')).toHaveLength(1);
    expect(opacity()).toBe('1');
    // At 5 seconds it starts to leave; its exit animation takes the notifications' 250 ms.
    await runFor(1);
    expect(opacity()).toBe('0');
    await runFor(300);
    await settleUntil(() => shownToast() === null);
  });

  it('refreshes the list and counters every 30 seconds', async () => {
    installClock(T0);
    renderAdminPanel();
    await settleUntil(() => screen.queryByText('Cliente 1') !== null);
    expect(Date.now()).toBe(T0);
    const before = counters();
    api.contacts = [submission('Cliente del sondeo'), ...api.contacts];
    const listed = loads('/api/contacts').length;

    await runFor(29_999);
    expect(loads('/api/contacts')).toHaveLength(listed);
    expect(screen.queryByText('Cliente del sondeo')).toBeNull();
    await runFor(1);
    expect(loads('/api/contacts').slice(listed)).toEqual([
      { kind: 'fetch', path: '/api/contacts', at: T0 + 30_000 },
    ]);
    await settleUntil(() => screen.queryByText('Cliente del sondeo') !== null);
    await settleUntil(() => counters().total === before.total + 1);
    expect(counters()).toEqual({
      ...before,
      total: before.total + 1,
      pending: before.pending + 1,
      today: before.today + 1,
    });
  });
});
