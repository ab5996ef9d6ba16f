import request from 'supertest';
import { DataSource } from 'typeorm';
import { bootstrap, type RunningApp } from '../src/app';
import { SafeLogger } from '../src/common/safe-logger';
import { contactRequest, STAFF } from './factories';
import { addStaff, capturedLog, http, login, loginWaits, sessionIdOf, TestWorkspace } from './harness';

describe('what the logs hold', () => {
  const workspace = new TestWorkspace();
  let running: RunningApp;

  beforeAll(async () => {
    // Start-up lines are captured (and dropped) too, to keep the test output quiet.
    await capturedLog(async () => {
      running = await bootstrap({
        config: workspace.config(),
        logger: new SafeLogger({ logLevels: ['log', 'warn', 'error'], colors: false }),
      });
    });
    // The wrong password below would make the next log-in wait a second: recorded instead.
    loginWaits(running);
    await addStaff(running);
  });
  afterAll(async () => {
    await running.close();
    workspace.cleanup();
  });

  it('never a password, a session id or a message, even when storing fails; no forged lines', async () => {
    const secretMessage = 'Mensaje confidencial sobre mi proceso penal 7f3a9';
    const wrongPassword = 'contraseña-equivocada-5c1e';
    let sessionId = '';
    const log = await capturedLog(async () => {
      await request(http(running))
        .post('/api/login')
        .type('form')
        .send({ ...STAFF, password: wrongPassword });
      sessionId = sessionIdOf(await login(running));
      await request(http(running))
        .post('/api/contact')
        .send(contactRequest({ mensaje: secretMessage }))
        .expect(201);
      await request(http(running))
        .post('/api/contact')
        .send(contactRequest({ mensaje: secretMessage, website: 'x\n[Nest] 1  - ERROR forged line' }))
        .expect(201);
      // A failing INSERT: TypeORM's own logger would print the statement with every value in it.
      await running.app.get(DataSource).query('ALTER TABLE contact_submissions RENAME TO gone');
      await request(http(running))
        .post('/api/contact')
        .send(contactRequest({ mensaje: secretMessage }))
        .expect(500);
      await running.app.get(DataSource).query('ALTER TABLE gone RENAME TO contact_submissions');
    });
    expect(log).toContain('INSERT INTO');
    expect(log).toContain('failed');
    for (const secret of [secretMessage, wrongPassword, STAFF.password, sessionId, 'forged line']) {
      expect(log).not.toContain(secret);
    }
  });
});
