/**
 * @jest-environment ./test/jsdom-environment.cjs
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { sendJson } from '../../../../../test/http-test-server';
import { renderAdminPanel, shownToast, submission, setUpStaffApi } from '../../../../../test/admin-panel';
import type { ContactDetail } from '../../../../lib/api/endpoints';
import { chooseStaffLocale } from '../../shared/i18n/staff-locale';

// The "Este número tiene WhatsApp" switch in a request's details, in a Spanish panel: what it sends, what it
// shows while and after saving, and a refusal in the panel's words. Stored by the real server, across a
// reload: e2e/admin-links.spec.ts.

const api = setUpStaffApi();
let landline: ContactDetail;
let sent: unknown[];

beforeEach(() => {
  chooseStaffLocale('es');
  const listed = submission('Oficina Pérez', { telefono: '(604) 444 1234' });
  api.contacts = [listed];
  landline = { ...listed, consentRecord: null, notes: [] };
  sent = [];
  api.on('GET', `/api/contacts/${landline.id}`, (_req, res) => sendJson(res, 200, landline));
  api.on('PATCH', `/api/contacts/${landline.id}/whatsapp`, (req, res) => {
    const body = JSON.parse(req.body) as { whatsapp: boolean | null };
    sent.push(body);
    landline = { ...landline, whatsapp: body.whatsapp };
    sendJson(res, 200, landline);
  });
});

async function openDetails() {
  renderAdminPanel(`/admin?contact=${landline.id}`);
  const shown = await screen.findByRole('dialog', { name: 'Oficina Pérez' });
  const dialog = within(shown);
  // By its label, as staff read it (Mantine's label wraps the description too).
  const toggle = (await dialog.findByLabelText(/^Este número tiene WhatsApp/)) as HTMLInputElement;
  expect(toggle.getAttribute('role')).toBe('switch');
  return { dialog, toggle };
}

const savedText = () => document.querySelector('[data-whatsapp-saved]')?.textContent;

/** The chat links in the details. */
const chatLinks = () =>
  Array.from(document.querySelectorAll('[role="dialog"] a[href^="https://wa.me/"]'), (link) =>
    link.getAttribute('href'),
  );

describe('the WhatsApp switch in the details', () => {
  it("shows the rule's guess, marks a landline, then goes back to the rule when switched to the guess", async () => {
    const { dialog, toggle } = await openDetails();
    expect(toggle.checked).toBe(false);
    expect(dialog.getByText('Según el número (fijo). Si tiene WhatsApp, actívelo.')).toBeTruthy();
    expect(chatLinks()).toEqual([]);

    fireEvent.click(toggle);
    await waitFor(() => expect(savedText()).toBe('Guardado.'));
    expect(sent).toEqual([{ whatsapp: true }]);
    expect(toggle.checked).toBe(true);
    expect(chatLinks()).toEqual(['https://wa.me/576044441234']);
    expect(
      dialog.getByText('Marcado por el equipo. Cámbielo de nuevo para volver a lo que indica el número.'),
    ).toBeTruthy();

    // Off again is what the number says: the mark is cleared, not set to "no".
    fireEvent.click(toggle);
    await waitFor(() => expect(sent).toEqual([{ whatsapp: true }, { whatsapp: null }]));
    await waitFor(() => expect(chatLinks()).toEqual([]));
    expect(toggle.checked).toBe(false);
    expect(dialog.getByText('Según el número (fijo). Si tiene WhatsApp, actívelo.')).toBeTruthy();
  });

  it("says a refusal in the panel's language and keeps showing what is stored", async () => {
    api.on('PATCH', `/api/contacts/${landline.id}/whatsapp`, (_req, res) =>
      sendJson(res, 400, {
        statusCode: 400,
        message: 'whatsapp must be true, false or null',
        code: 'whatsappMark.invalid',
      }),
    );
    const { toggle } = await openDetails();
    fireEvent.click(toggle);
    await waitFor(() =>
      expect(shownToast()?.textContent).toContain(
        '400: Indique si el número tiene WhatsApp: sí, no o según el número.',
      ),
    );
    // Back to what is stored once the refusal is taken in: nothing saved, nothing said to be.
    await waitFor(() => expect(toggle.checked).toBe(false));
    expect(savedText()).toBe('');
    expect(chatLinks()).toEqual([]);
  });
});
