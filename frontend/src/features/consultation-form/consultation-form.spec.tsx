/**
 * @jest-environment ./test/jsdom-environment.cjs
 */
// What the consultation form shows for each answer, against a real server on loopback that answers what
// each test needs: the pending button, the toasts in the page's language (SPEC §8, §9), the reset and
// form_submit (SPEC §7). Storing, the form without JavaScript, rate limits, layout and accessibility are
// checked against the real server in Chromium (e2e/consultation-form.spec.ts).
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import type { ServerResponse } from 'node:http';
import { setImmediate } from 'node:timers/promises';
import {
  routeFetchTo,
  sendJson,
  startTestServer,
  type RecordedRequest,
  type TestServer,
} from '../../../test/http-test-server';
import { dropConnection, renderOnPublicSite } from '../../../test/public-site';
import type { Language } from '../../i18n';
import { ConsultationForm } from './consultation-form';
import { CONSULTATION_FIELDS, CONSULTATION_MESSAGES, type ConsultationField } from './consultation-schema';

type Field = ConsultationField;

const NO_MESSAGES = Object.fromEntries(CONSULTATION_FIELDS.map((field) => [field, null]));
// SPEC §5: the server's messages are the form's own, in Spanish on every page.
const EMAIL_MESSAGE = CONSULTATION_MESSAGES.email;

const COPY = {
  es: {
    submit: 'Enviar consulta',
    sending: 'Enviando...',
    successTitle: '¡Mensaje enviado!',
    successText: 'Te contactaremos en menos de 60 minutos.',
    networkError: 'No pudimos conectar con el servidor',
    close: 'Cerrar notificación',
  },
  en: {
    submit: 'Send request',
    sending: 'Sending...',
    successTitle: 'Message sent!',
    successText: "We'll contact you within 60 minutes.",
    networkError: "We couldn't reach the server",
    close: 'Close notification',
  },
} as const;

// The home pages carry the form; the path gives the page's language.
const HOME: Record<Language, string> = { es: '/', en: '/en' };

const CREATED = { id: 1, createdAt: '2026-11-20T15:00:00.000Z' };

/** How the server answers POST /api/contact in the running test. */
let answer: (req: RecordedRequest, res: ServerResponse) => void;
let server: TestServer;
/** Every window.gtag call the page makes, as the site's analytics tag would receive them. */
let gtagCalls: unknown[][];

beforeAll(async () => {
  server = await startTestServer((req, res) => {
    if (req.method === 'POST' && req.url === '/api/contact') answer(req, res);
    else sendJson(res, 404, { statusCode: 404, message: 'Not Found' });
  });
});
afterAll(() => server.close());

beforeEach(() => {
  server.requests.length = 0;
  routeFetchTo(server.origin);
  gtagCalls = [];
  Object.assign(window, { gtag: (...args: unknown[]) => gtagCalls.push(args) });
});
afterEach(() => {
  jest.restoreAllMocks();
  Reflect.deleteProperty(window, 'gtag');
});

function openForm(language: Language) {
  renderOnPublicSite(<ConsultationForm />, { path: HOME[language] });
}

/** A field by its id: `consulta-` and its name, `tipo_caso` as `tipo-caso`. */
const input = (field: Field) =>
  document.getElementById(`consulta-${field.replace('_', '-')}`) as HTMLInputElement;
const submitButton = () => document.querySelector<HTMLButtonElement>('form button[type="submit"]')!;
const toasts = () => [...document.querySelectorAll<HTMLElement>('.mantine-Notification-root')];
const contactPosts = () => server.requests.filter((req) => req.url === '/api/contact');
const events = (name: string) => gtagCalls.filter(([, event]) => event === name);

/** The message shown under a field: the elements its aria-describedby points to, when it is invalid. */
function messageOf(field: Field): string | null {
  const control = input(field);
  if (control.getAttribute('aria-invalid') !== 'true') return null;
  const ids = (control.getAttribute('aria-describedby') ?? '').split(/\s+/).filter(Boolean);
  const texts = ids.map((id) => document.getElementById(id)?.textContent ?? '');
  return texts.join(' ').trim() || null;
}

const messages = () => Object.fromEntries(CONSULTATION_FIELDS.map((field) => [field, messageOf(field)]));

function fillValid(nombre: string) {
  fireEvent.change(input('nombre'), { target: { value: nombre } });
  fireEvent.change(input('email'), { target: { value: 'cliente@example.com' } });
  fireEvent.change(input('telefono'), { target: { value: '+57 300 765 4321' } });
  fireEvent.change(input('tipo_caso'), { target: { value: 'familia' } });
  fireEvent.change(input('mensaje'), {
    target: { value: 'Necesito asesoría sobre la custodia de mis hijos.' },
  });
  fireEvent.click(input('consent'));
}

/** The one toast on screen, once it is there: its whole text, its title and its message. */
async function shownToast() {
  await waitFor(() => expect(toasts()).toHaveLength(1));
  const toast = toasts()[0];
  const text = (selector: string) => toast.querySelector(selector)?.textContent ?? '';
  return {
    text: toast.textContent ?? '',
    title: text('.mantine-Notification-title'),
    message: text('.mantine-Notification-description'),
  };
}

describe.each(['es', 'en'] as const)('the consultation form on the %s home page', (language) => {
  const copy = COPY[language];

  it('sends a valid request: pending label, toast in the page language, reset, form_submit', async () => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((done) => (release = done));
    answer = (_req, res) => void held.then(() => sendJson(res, 201, CREATED));
    openForm(language);
    fillValid('  Cliente  ');

    fireEvent.click(submitButton());
    await waitFor(() => expect(submitButton().disabled).toBe(true));
    expect(submitButton().textContent).toBe(copy.sending);
    await waitFor(() => expect(contactPosts()).toHaveLength(1));
    // A second click while pending sends nothing more.
    fireEvent.click(submitButton());
    release();

    const toast = await shownToast();
    expect(toast.text).toContain(copy.successTitle);
    expect(toast.text).toContain(copy.successText);
    await waitFor(() => expect(submitButton().disabled).toBe(false));
    expect(submitButton().textContent).toBe(copy.submit);
    for (const field of ['nombre', 'email', 'telefono', 'tipo_caso', 'mensaje'] as const) {
      expect(input(field).value).toBe('');
    }
    expect(input('consent').checked).toBe(false);
    expect(messages()).toEqual(NO_MESSAGES);

    expect(events('form_submit')).toEqual([
      ['event', 'form_submit', { event_category: 'contact', event_label: 'consultation_form' }],
    ]);
    expect(contactPosts()).toHaveLength(1);
    expect(JSON.parse(contactPosts()[0].body)).toEqual(expect.objectContaining({ nombre: 'Cliente' }));
  });

  it('shows a readable Error toast with the status when the server fails', async () => {
    answer = (_req, res) => sendJson(res, 500, { statusCode: 500, message: 'Internal server error' });
    openForm(language);
    fillValid('Ana Gómez');
    fireEvent.click(submitButton());

    const { text } = await shownToast();
    expect(text).toContain('Error');
    // SPEC §8: the status, a colon and a space, then the JSON error's message (never the JSON).
    expect(text).toContain('500: Internal server error');
    expect(text).not.toMatch(/[{}]/);
    // Nothing is lost: the visitor can try again.
    expect(input('nombre').value).toBe('Ana Gómez');
    expect(input('consent').checked).toBe(true);
    expect(events('form_submit')).toEqual([]);
  });

  it('explains a network failure in the page language', async () => {
    answer = (_req, res) => dropConnection(res);
    openForm(language);
    fillValid('Ana Gómez');
    fireEvent.click(submitButton());

    const { text } = await shownToast();
    expect(text).toContain('Error');
    expect(text).toContain(copy.networkError);
    expect(text).not.toMatch(/[{}]/);
  });
});

describe('a failed consultation request (SPEC §8: "<status>: <text>")', () => {
  it.each([
    ['es', 500, 'Internal boom', '500: Internal boom'],
    ['en', 500, 'Internal boom', '500: Internal boom'],
    ['es', 502, '', '502: Bad Gateway'],
    [
      'en',
      503,
      '',
      "503: We couldn't save your request just now. Please try again in a moment or message us on WhatsApp.",
    ],
    [
      'es',
      503,
      '',
      '503: No pudimos guardar tu consulta en este momento. Inténtalo de nuevo en un momento o escríbenos por WhatsApp.',
    ],
  ] as const)('(%s) answered %i %j shows "%s" in the Error toast', async (language, status, body, shown) => {
    answer = (_req, res) => res.writeHead(status, { 'Content-Type': 'text/plain' }).end(body);
    openForm(language);
    fillValid('Ana Gómez');
    fireEvent.click(submitButton());

    const toast = await shownToast();
    expect(toast.title).toBe('Error');
    expect(toast.message).toBe(shown);
  });

  it('shows the server field messages of a 400 under the fields', async () => {
    answer = (_req, res) =>
      sendJson(res, 400, { statusCode: 400, message: 'Validation failed', errors: { email: EMAIL_MESSAGE } });
    openForm('es');
    fillValid('Ana Gómez');
    fireEvent.click(submitButton());

    const { text } = await shownToast();
    expect(text).toContain(`400: ${EMAIL_MESSAGE}`);
    expect(text).not.toMatch(/[{}]/);
    await waitFor(() => expect(input('email').getAttribute('aria-invalid')).toBe('true'));
    expect(messageOf('email')).toBe(EMAIL_MESSAGE);
  });
});

describe('on a stopped clock', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  /**
   * Lets the page react (the server's answers, renders, timers already due) without moving the fake clock,
   * until `ready` holds. The answers are real I/O, so each round also lets Node's own event loop turn.
   */
  async function settleUntil(ready: () => boolean) {
    while (!ready()) {
      await act(async () => {
        await setImmediate();
        jest.advanceTimersByTime(0);
      });
    }
  }

  it('keeps one toast on screen at a time, with a close button', async () => {
    let failNext = true;
    answer = (_req, res) =>
      failNext
        ? sendJson(res, 500, { statusCode: 500, message: 'Internal server error' })
        : sendJson(res, 201, CREATED);
    openForm('es');
    fillValid('Ana Gómez');
    fireEvent.click(submitButton());
    await settleUntil(() => toasts().length === 1);
    expect(toasts()[0].textContent).toContain('Internal server error');

    failNext = false;
    const stoppedAt = Date.now();
    fireEvent.click(submitButton());
    // The new toast replaces the old one at once instead of queueing behind it for 5 seconds: it is
    // there while the clock has not moved at all.
    await settleUntil(() => screen.queryByText(COPY.es.successTitle) !== null);
    expect(Date.now()).toBe(stoppedAt);
    // Let the replaced toast finish leaving (250 ms), then count what is on screen.
    act(() => jest.advanceTimersByTime(300));
    expect(toasts()).toHaveLength(1);
    expect(toasts()[0].textContent).toContain(COPY.es.successTitle);

    fireEvent.click(screen.getByRole('button', { name: COPY.es.close }));
    act(() => jest.advanceTimersByTime(300));
    expect(toasts()).toHaveLength(0);
  });
});
