import request from 'supertest';
import { addStaff, http, login, withApp } from './harness';
import { SmtpSink } from './smtp-sink';

// What the panel's banner reads: whether email goes out, and which of the site's emails do not.

describe('GET /api/admin/email', () => {
  let sink: SmtpSink;

  beforeAll(async () => {
    sink = await SmtpSink.start();
  });
  afterAll(() => sink.stop());

  it('is for staff only', async () => {
    await withApp({}, async (running) => {
      await request(http(running)).get('/api/admin/email').expect(401);
    });
  });

  it('names every email as unsent when no server has SMTP_URL', async () => {
    await withApp({}, async (running) => {
      await addStaff(running);
      const cookie = await login(running);
      const answer = await request(http(running)).get('/api/admin/email').set('Cookie', cookie).expect(200);
      expect(answer.body).toEqual({
        configured: false,
        unsent: ['staff-alerts', 'acknowledgments', 'reminders', 'newsletter'],
      });
    });
  });

  it('names nothing with SMTP_URL set, and only the acknowledgments when NOTIFY_PROSPECT turns them off', async () => {
    const smtp = { SMTP_URL: sink.url, NOTIFY_TO: 'staff@example.com', NOTIFY_FROM: 'site@example.com' };
    await withApp(smtp, async (running) => {
      await addStaff(running);
      const cookie = await login(running);
      const answer = await request(http(running)).get('/api/admin/email').set('Cookie', cookie).expect(200);
      expect(answer.body).toEqual({ configured: true, unsent: [] });
    });
    await withApp({ ...smtp, NOTIFY_PROSPECT: 'false' }, async (running) => {
      await addStaff(running);
      const cookie = await login(running);
      const answer = await request(http(running)).get('/api/admin/email').set('Cookie', cookie).expect(200);
      expect(answer.body).toEqual({ configured: true, unsent: ['acknowledgments'] });
    });
  });
});
