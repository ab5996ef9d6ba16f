/**
 * @jest-environment ./test/jsdom-environment.cjs
 */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { sendJson } from '../../../../../test/http-test-server';
import {
  renderAdminPanel,
  shownToast,
  STAFF_USER,
  submission,
  setUpStaffApi,
} from '../../../../../test/admin-panel';
import type { ContactDetail } from '../../../../lib/api/endpoints';

// A request's internal notes in its details, in an English browser: the rule checked before sending, and the
// field while a note is on its way. Notes kept and listed by the real server: e2e/admin-inquiries.spec.ts.

const api = setUpStaffApi();
let jose: ContactDetail;

beforeEach(() => {
  const listed = submission('José Álvarez', { email: 'jose@example.com', telefono: '300 765 4321' });
  api.contacts = [listed];
  jose = { ...listed, consentRecord: null, notes: [] };
  api.on('GET', `/api/contacts/${jose.id}`, (_req, res) => sendJson(res, 200, jose));
  // The server keeps the note (trimmed, as sent) and answers it.
  api.on('POST', `/api/contacts/${jose.id}/notes`, (req, res) => {
    const { body } = JSON.parse(req.body) as { body: string };
    const note = { id: jose.notes.length + 1, body, author: STAFF_USER.email, createdAt: jose.createdAt };
    jose = { ...jose, notes: [...jose.notes, note], noteCount: jose.notes.length + 1 };
    sendJson(res, 201, note);
  });
});

describe('internal notes in the details', () => {
  it('adds a note: refused when empty, pending while sent, then said to screen readers, the field emptied', async () => {
    renderAdminPanel(`/admin?contact=${jose.id}`);
    const dialog = await screen.findByRole('dialog', { name: 'José Álvarez' });
    const details = within(dialog);
    await details.findByText('No notes yet.');
    const field = details.getByRole('textbox', { name: 'New note' }) as HTMLTextAreaElement;

    fireEvent.click(details.getByRole('button', { name: 'Add note' }));
    expect(await details.findByText('Write the note first.')).toBeTruthy();
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(field);

    const post = api.hold('POST', `/api/contacts/${jose.id}/notes`);
    fireEvent.change(field, { target: { value: 'Primera nota: llamar el lunes.' } });
    fireEvent.click(details.getByRole('button', { name: 'Add note' }));
    await act(() => post.arrived);
    const pending = (await details.findByRole('button', { name: 'Adding...' })) as HTMLButtonElement;
    expect(pending.disabled).toBe(true);
    post.release();

    await waitFor(() => expect(dialog.querySelector('[data-note-id]')).not.toBeNull());
    // Said to screen readers once the list has it; no toast, which would cover the note field.
    await waitFor(() => expect(details.getByRole('status').textContent).toBe('Note added.'));
    expect(shownToast()).toBeNull();
    expect(field.value).toBe('');
  });
});
