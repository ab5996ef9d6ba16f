import request from 'supertest';
import { DataSource } from 'typeorm';
import { type RunningApp } from '../src/app';
import { ContactSubmission } from '../src/contacts/contact-submission.entity';
import { CROSS_SITE_MESSAGE } from '../src/security/same-origin';
import { auditRows } from './data-rights-seed';
import { contactRequest, STAFF } from './factories';
import { addStaff, http, login, TestWorkspace } from './harness';

// The way back from "processed": PATCH /api/contacts/:id/pending, the panel's undo and its "Reopen".
describe('reopening a processed request', () => {
  const workspace = new TestWorkspace();
  let running: RunningApp;
  let cookie: string;
  const submissions = () => running.app.get(DataSource).getRepository(ContactSubmission);
  const patch = (path: string) => request(http(running)).patch(path).set('Cookie', cookie);
  const submit = async () =>
    (await request(http(running)).post('/api/contact').send(contactRequest()).expect(201)).body as {
      id: number;
    };
  const reopenEntries = async (id: number) =>
    (await auditRows(running)).filter((row) => row.action === 'reopen' && row.target === `contact ${id}`);

  beforeAll(async () => {
    running = await workspace.start();
    await addStaff(running);
    cookie = await login(running);
  });
  afterAll(async () => {
    await running.close();
    workspace.cleanup();
  });

  it('is 401 without a session', async () => {
    const response = await request(http(running)).patch('/api/contacts/1/pending').expect(401);
    expect(response.body).toEqual({ statusCode: 401, message: 'Unauthorized' });
  });

  it('puts a processed request back to pending with its own answer-by time, and logs it once', async () => {
    const { id } = await submit();
    const received = await submissions().findOneByOrFail({ id });
    expect(received.answerBy).toBeInstanceOf(Date);
    await patch(`/api/contacts/${id}/processed`).expect(200);

    const reopened = await patch(`/api/contacts/${id}/pending`).expect(200);
    expect(reopened.body).toMatchObject({
      id,
      processed: false,
      answerBy: received.answerBy?.toISOString(),
      createdAt: received.createdAt.toISOString(),
    });
    expect((await submissions().findOneByOrFail({ id })).processed).toBe(false);
    expect(await reopenEntries(id)).toEqual([expect.objectContaining({ actor: STAFF.email })]);

    // Idempotent: a pending request stays as it is, and nothing more is logged.
    const again = await patch(`/api/contacts/${id}/pending`).expect(200);
    expect(again.body).toMatchObject({ id, processed: false, answerBy: received.answerBy?.toISOString() });
    expect(await reopenEntries(id)).toHaveLength(1);

    // It counts as pending again.
    const stats = await request(http(running)).get('/api/contacts/stats').set('Cookie', cookie).expect(200);
    const pending = await submissions().countBy({ processed: false });
    expect(stats.body.pending).toBe(pending);
  });

  it('logs every mark and reopen in turn (an undo, then a second thought)', async () => {
    const { id } = await submit();
    for (const path of ['processed', 'pending', 'processed', 'pending']) {
      await patch(`/api/contacts/${id}/${path}`).expect(200);
    }
    const actions = (await auditRows(running))
      .filter((row) => row.target === `contact ${id}`)
      .map((row) => row.action);
    expect(actions).toEqual(['mark_processed', 'reopen', 'mark_processed', 'reopen']);
  });

  it('answers 404 for an unknown id, and 400 for one that is not an id', async () => {
    const missing = await patch('/api/contacts/999999/pending').expect(404);
    expect(missing.body).toEqual({ statusCode: 404, message: 'Contact submission 999999 not found' });
    for (const id of ['abc', '0', '1.5']) {
      const bad = await patch(`/api/contacts/${id}/pending`).expect(400);
      expect(bad.body).toEqual({
        statusCode: 400,
        message: expect.stringContaining('positive whole number'),
      });
    }
    expect(await reopenEntries(999999)).toEqual([]);
  });

  it('refuses a cross-site request: 403, the request stays processed', async () => {
    const { id } = await submit();
    await patch(`/api/contacts/${id}/processed`).expect(200);
    const response = await patch(`/api/contacts/${id}/pending`)
      .set('Sec-Fetch-Site', 'cross-site')
      .expect(403);
    expect(response.body).toEqual({ statusCode: 403, message: CROSS_SITE_MESSAGE });
    expect((await submissions().findOneByOrFail({ id })).processed).toBe(true);
    expect(await reopenEntries(id)).toEqual([]);
  });
});
