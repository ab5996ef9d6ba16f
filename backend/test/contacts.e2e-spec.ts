import request from 'supertest';
import { type RunningApp } from '../src/app';
import { contactRequest } from './factories';
import { addStaff, http, login, TestWorkspace } from './harness';
import { NotificationDispatcher } from '../src/notifications/notification-dispatcher';

describe('staff contacts API', () => {
  const workspace = new TestWorkspace();
  let running: RunningApp;
  let cookie: string;

  const submit = async (overrides = {}) =>
    (await request(http(running)).post('/api/contact').send(contactRequest(overrides)).expect(201)).body as {
      id: number;
    };

  beforeAll(async () => {
    running = await workspace.start();
    await addStaff(running);
    cookie = await login(running);
  });
  afterAll(async () => {
    await running.close();
    workspace.cleanup();
  });

  it.each([
    ['GET', '/api/contacts'],
    ['PATCH', '/api/contacts/1/processed'],
  ])('%s %s is 401 without a session', async (method, path) => {
    const response = await request(http(running))[method === 'GET' ? 'get' : 'patch'](path).expect(401);
    expect(response.body).toEqual({ statusCode: 401, message: 'Unauthorized' });
  });

  it('lists every field of each submission, newest first', async () => {
    const older = await submit({ tipo_caso: 'penal' });
    const newer = await submit({ tipo_caso: 'english', mensaje: 'Line one\nLine two, with care' });
    const response = await request(http(running)).get('/api/contacts').set('Cookie', cookie).expect(200);
    const ids = (response.body as Array<{ id: number }>).map((c) => c.id);
    expect(ids.indexOf(newer.id)).toBeLessThan(ids.indexOf(older.id));
    expect(response.body[0]).toEqual({
      id: newer.id,
      nombre: expect.any(String),
      email: expect.stringMatching(/@example\.com$/),
      telefono: '+57 300 123 4567',
      tipo_caso: 'english',
      mensaje: 'Line one\nLine two, with care',
      processed: false,
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
      answerBy: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
      consent: true,
      // Staff have not said whether the number has WhatsApp: the panel goes by the number.
      whatsapp: null,
      notifications: [
        expect.objectContaining({ kind: 'new', channel: 'email', status: expect.any(String) }),
        expect.objectContaining({ kind: 'new', channel: 'webhook', status: expect.any(String) }),
        // No SMTP here: the prospect's acknowledgment is not sent.
        expect.objectContaining({ kind: 'ack', channel: 'email', status: expect.any(String) }),
      ],
      noteCount: 0,
      // Sent by the form, not booked online.
      booking: null,
    });
  });

  it('marks a submission processed, idempotently', async () => {
    const { id } = await submit();
    // Its notification rows settle (skipped: no channel is configured here) before the two answers compared.
    await running.app.get(NotificationDispatcher).whenIdle();
    const first = await request(http(running))
      .patch(`/api/contacts/${id}/processed`)
      .set('Cookie', cookie)
      .expect(200);
    expect(first.body).toMatchObject({ id, processed: true });
    const again = await request(http(running))
      .patch(`/api/contacts/${id}/processed`)
      .set('Cookie', cookie)
      .expect(200);
    expect(again.body).toEqual(first.body);
    const list = await request(http(running)).get('/api/contacts').set('Cookie', cookie).expect(200);
    expect(list.body.find((c: { id: number }) => c.id === id).processed).toBe(true);
  });

  it('answers 404 for an unknown id', async () => {
    const response = await request(http(running))
      .patch('/api/contacts/999999/processed')
      .set('Cookie', cookie)
      .expect(404);
    expect(response.body).toEqual({ statusCode: 404, message: 'Contact submission 999999 not found' });
  });

  it.each(['abc', '0', '-1', '1.5', '99999999999', '1e3'])('answers 400 for the id %s', async (id) => {
    const response = await request(http(running))
      .patch(`/api/contacts/${id}/processed`)
      .set('Cookie', cookie)
      .expect(400);
    expect(response.body).toEqual({
      statusCode: 400,
      message: expect.stringContaining('positive whole number'),
    });
  });
});
